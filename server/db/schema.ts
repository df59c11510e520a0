import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers and timestamps as ISO text so both engines agree. */
type Flag = number;
type Ts = string;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
  is_active: Flag;
  global_role: 'admin' | 'user';
  avatar_url: string | null;
  created_at: Ts;
  updated_at: Ts;
  last_login: Ts | null;
  /** raised with every change to the user's access (006_access_version.ts) */
  access_version: Generated<number>;
  /** name and e-mail folded (domain/users/search-text.ts), for the admin search */
  search_text: Generated<string>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Ts;
  last_seen_at: Ts;
  expires_at: Ts;
  ip: string | null;
  user_agent: string | null;
}

export interface BuildingsTable {
  id: Generated<number>;
  name: string;
  code: string;
  address: string;
  image_path: string | null;
  created_at: Ts;
}

export interface BuildingInfoTable {
  building_id: number;
  type: string | null;
  construction_year: number | null;
  reconstruction_year: number | null;
  floor_count: number | null;
  elevator_count: number | null;
  visitor_spots: number | null;
  resident_spots: number | null;
  garage_count: number | null;
  reception_is_present: Flag;
  reception_location: string | null;
  reception_phone: string | null;
  reception_email: string | null;
  /** JSON: { "monday": [{ "from": "08:00", "to": "12:00" }], … } */
  reception_opening_hours: string;
  updated_at: Ts;
}

export interface BuildingManagersTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  position: string | null;
  email: string | null;
  phone: string | null;
  sort: number;
}

export interface BuildingEmergencyContactsTable {
  id: Generated<number>;
  building_id: number;
  name: string;
  type: string | null;
  phone: string | null;
  email: string | null;
  sort: number;
}

export interface UnitsTable {
  id: Generated<number>;
  building_id: number;
  unique_id: string;
  number: string;
  identifier: string;
  type: 'apartment' | 'commercial' | 'garage' | 'cellar' | 'storage' | 'parking' | 'other';
  floor: number;
  area: number | null;
  has_parking: Flag;
  doorbell_enabled: Flag;
  doorbell_name: string;
  elevator_enabled: Flag;
  elevator_auto_on_card: Flag;
  elevator_auto_on_intercom: Flag;
  maintenance_note: string;
  created_at: Ts;
  updated_at: Ts;
}

export interface UnitAccessTable {
  id: Generated<number>;
  user_id: number;
  unit_id: number;
  role: 'owner' | 'tenant' | 'admin' | 'guest';
  valid_from: Ts | null;
  valid_until: Ts | null;
}

export interface BuildingRolesTable {
  id: Generated<number>;
  user_id: number;
  building_id: number;
  role: 'admin' | 'manager' | 'user' | 'guest';
}

export interface RolesTable {
  id: Generated<number>;
  code: string;
  name: string;
  role_type: 'global' | 'building' | 'unit';
  is_active: Flag;
}

export interface PermissionsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_code: string;
}

export interface UserRolesTable {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  building_id: number | null;
  unit_id: number | null;
  valid_from: Ts | null;
  valid_until: Ts | null;
  created_at: Ts;
}

export interface UserPermissionsTable {
  id: Generated<number>;
  user_id: number;
  permission_code: string;
  granted: Flag;
  building_id: number | null;
  unit_id: number | null;
  valid_from: Ts | null;
  valid_until: Ts | null;
  created_at: Ts;
}

export interface InvitationsTable {
  id: Generated<number>;
  email: string | null;
  code: string;
  created_by: number | null;
  created_at: Ts;
  expires_at: Ts;
  is_used: Flag;
  used_at: Ts | null;
  used_by: number | null;
  /** JSON: [{ building_id, role, permission_role?, units?: [{ unit_id, role }] }] */
  grants: string;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Ts;
  expires_at: Ts;
  used_at: Ts | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  building_id: number;
  message: string;
  announcement_type: 'general' | 'warning' | 'maintenance';
  importance: 'low' | 'normal' | 'high';
  valid_to: Ts | null;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Ts;
  user_id: number | null;
  action: string;
  building_id: number | null;
  unit_id: number | null;
  target: string | null;
  outcome: string;
  detail: string | null;
  /** the device that acted (a gate decision), when no person did */
  device_id: number | null;
}

export type DeviceKind = 'parking_gate' | 'door' | 'qr_reader' | 'fire_alarm' | 'sensor';

export interface DevicesTable {
  id: Generated<number>;
  building_id: number;
  kind: DeviceKind;
  name: string;
  location: string | null;
  /** 'builtin' (state kept here) or a vendor adapter's name */
  driver: string;
  /** JSON: the device's last reported state */
  state: string | null;
  /** doors: where the door leads (contract/rules/doors.ts DOOR_AREAS); null for other kinds */
  area: string | null;
  /** a floor door's floor */
  floor: number | null;
  /** a unit door's unit */
  unit_id: number | null;
  /** sensors (migration 014): contract/rules/sensors.ts SENSOR_TYPES; null for other kinds */
  sensor_type: string | null;
  /** the combined garage sensor's 'garage_temp_co' */
  subtype: string | null;
  /** contract/rules/sensors.ts SENSOR_LOCATION_TYPES */
  location_type: string | null;
  /** JSON object of strings shown as the sensor's key/value list */
  metadata: string | null;
  created_at: Ts;
  updated_at: Ts;
}

/** One stored reading of a sensor (migration 014); kept for SENSOR_READING_RETENTION_HOURS. */
export interface SensorReadingsTable {
  id: Generated<number>;
  device_id: number;
  /** whole epoch seconds (UTC) */
  at_s: number;
  value: number | null;
  co_level: number | null;
  state: string | null;
}

/** A zone of a building's fire panel (migration 013); status 0 is OK, anything else an alarm. */
export interface FireZonesTable {
  id: Generated<number>;
  building_id: number;
  /** the panel (devices.kind 'fire_alarm') */
  device_id: number;
  number: number;
  sub_number: number | null;
  /** the zone's name; empty: the SPA shows 'Zone {number}' */
  text: string | null;
  type: string;
  status: number;
  alarm_since: Ts | null;
  acknowledged_at: Ts | null;
  acknowledged_by: number | null;
  ack_note: string | null;
  updated_at: Ts;
}

export interface QrPassesTable {
  id: Generated<number>;
  building_id: number;
  unit_id: number;
  /** the pass's secret: a long random value (contract/rules/qr.ts), unique */
  code: string;
  /** contract/rules/qr.ts QR_ACCESS_TYPES */
  type: 'permanent' | 'time_limited' | 'one_time';
  /** the recipient's e-mail, lower case */
  email: string;
  recipient_name: string | null;
  /** time_limited only; UTC ISO */
  valid_from: Ts | null;
  valid_to: Ts | null;
  autoelevator: Flag;
  is_active: Flag;
  /** when a one-time pass was used (set once, by a conditional update) */
  used_at: Ts | null;
  created_by: number | null;
  created_at: Ts;
  deactivated_at: Ts | null;
  deactivated_by: number | null;
}

export interface IssueCategoriesTable {
  id: Generated<number>;
  building_id: number;
  parent_id: number | null;
  name: string;
  description: string | null;
  requires_warranty: Flag;
  /** null: the priority's default (contract/rules/issues.ts DEFAULT_DUE_DAYS) */
  due_days_critical: number | null;
  due_days_high: number | null;
  due_days_medium: number | null;
  due_days_low: number | null;
  sort: number;
  created_at: Ts;
}

export interface IssuesTable {
  id: Generated<number>;
  building_id: number;
  title: string;
  description: string;
  category_id: number | null;
  type: 'fault' | 'problem' | 'request' | 'warranty';
  priority: 'low' | 'medium' | 'high' | 'critical';
  /** 1 low … 4 critical (sorting by urgency) */
  priority_rank: number;
  status: 'new' | 'in_progress' | 'waiting' | 'resolved' | 'closed' | 'wont_fix';
  location_type: 'building' | 'unit';
  unit_id: number | null;
  created_by: number | null;
  assigned_to: number | null;
  due_at: Ts | null;
  created_at: Ts;
  updated_at: Ts;
  /** the title folded for the search (contract/rules/text.ts foldText); migration 012 */
  search_text: Generated<string>;
}

export interface IssueHistoryTable {
  id: Generated<number>;
  issue_id: number;
  kind: 'created' | 'status' | 'assigned' | 'updated';
  user_id: number | null;
  from_status: string | null;
  to_status: string | null;
  reason: string | null;
  assignee_id: number | null;
  at: Ts;
}

export interface IssueCommentsTable {
  id: Generated<number>;
  issue_id: number;
  user_id: number | null;
  content: string;
  is_internal: Flag;
  created_at: Ts;
}

export interface IssueAttachmentsTable {
  id: Generated<number>;
  issue_id: number;
  filename: string;
  mime_type: string;
  size: number;
  /** server-made path under the files folder */
  file_path: string;
  uploaded_by: number | null;
  created_at: Ts;
}

export interface DeviceKeysTable {
  id: Generated<number>;
  building_id: number;
  /** sha-256 (hex) of the key; the key itself is shown once when issued */
  key_hash: string;
  label: string | null;
  created_by: number | null;
  created_at: Ts;
  revoked_at: Ts | null;
}

export interface ParkingSpacesTable {
  id: Generated<number>;
  building_id: number;
  unit_id: number | null;
  name: string;
  location: string | null;
  floor: number | null;
  is_active: Flag;
  created_at: Ts;
  updated_at: Ts;
}

export interface LicensePlatesTable {
  id: Generated<number>;
  building_id: number;
  unit_id: number;
  /** normalised: upper case, no spaces (contract/rules/parking.ts) */
  license_plate: string;
  name: string | null;
  email: string | null;
  parking_space_id: number | null;
  type: 'permanent' | 'temporary';
  valid_from: Ts;
  /** end of the chosen day in Prague, as UTC; null for permanent */
  valid_to: Ts | null;
  note: string | null;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface GateEventsTable {
  id: Generated<number>;
  building_id: number;
  device_id: number | null;
  /** the unit the pass belongs to; null for a plate no unit has */
  unit_id: number | null;
  license_plate: string;
  direction: string;
  access_time: Ts;
  was_granted: Flag;
  /** contract/rules/parking.ts GATE_REASONS */
  reason: string;
  /** the gate's name at the time of the pass */
  door_name: string;
  /** server-made path under the files folder; null when no photo was taken */
  photo_path: string | null;
  photo_mime: string | null;
  /** the staff member who recorded a manual pass or asked an access check */
  created_by: number | null;
}

export interface FloorplansTable {
  id: Generated<number>;
  building_id: number;
  floor: number;
  name: string;
  description: string | null;
  type: 'public' | 'technical' | 'unit';
  access_level: 'public' | 'admin' | 'technical' | 'unit_only';
  file_path: string;
  original_name: string;
  mime_type: string;
  file_size: number;
  created_by: number | null;
  created_at: Ts;
  updated_at: Ts;
}

export interface DocumentCategoriesTable {
  id: Generated<number>;
  name: string;
  sort: number;
}

export interface DocumentsTable {
  id: Generated<number>;
  building_id: number;
  title: string;
  description: string | null;
  category_id: number | null;
  entity_type: 'building' | 'unit';
  entity_id: number;
  visibility: 'public' | 'private';
  file_path: string;
  original_name: string;
  mime_type: string;
  file_size: number;
  uploaded_by: number | null;
  created_at: Ts;
  updated_at: Ts;
  /** folded title + description + file name for search (migration 005) */
  search_text: Generated<string>;
}

export interface UserSettingsTable {
  user_id: number;
  email_notifications: Flag;
  push_notifications: Flag;
  theme: 'light' | 'dark' | 'system';
  language: 'cs' | 'en';
  updated_at: Ts;
}

/** A building's forum topic (migration 016). */
export interface ForumTopicsTable {
  id: Generated<number>;
  building_id: number;
  title: string;
  content: string;
  author_id: number | null;
  is_pinned: Flag;
  /** posts that are not deleted */
  post_count: Generated<number>;
  created_at: Ts;
  /** the topic's creation or its newest post */
  last_activity: Ts;
}

export interface ForumPostsTable {
  id: Generated<number>;
  topic_id: number;
  parent_post_id: number | null;
  level: number;
  user_id: number | null;
  content: string;
  is_deleted: Generated<Flag>;
  created_at: Ts;
  /** set on an edit */
  updated_at: Ts | null;
}

export interface ForumSubscriptionsTable {
  topic_id: number;
  user_id: number;
  created_at: Ts;
}

/** One cleaning of a building (migration 017). */
export interface CleaningEventsTable {
  id: Generated<number>;
  building_id: number;
  status: 'started' | 'finished';
  started_at: Ts;
  finished_at: Ts | null;
  duration_minutes: number | null;
  started_by: number | null;
  finished_by: number | null;
  note: string | null;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  building_id: number | null;
  source: string;
  /** the cause, unique per user (019_notifications.ts) */
  source_key: string;
  type: 'general' | 'warning' | 'maintenance';
  importance: 'low' | 'normal' | 'high';
  title_key: string;
  body_key: string;
  /** JSON object of the keys' parameters */
  params: string;
  link: string | null;
  created_at: Ts;
  read_at: Ts | null;
  mail_pending: Generated<Flag>;
}

export interface NotificationMailStateTable {
  user_id: number;
  last_sent_at: Ts;
}

/** Reception desk entries (migration 018): a visitor's stay, a piece of mail, a key loan. */
interface ReceptionEntryColumns {
  id: Generated<number>;
  building_id: number;
  /** 1 when the unit's people were to be told as it was recorded */
  notified: Flag;
  /** the searchable text folded (contract/rules/text.ts foldText) */
  search_text: string;
  recorded_by: number | null;
  closed_by: number | null;
  created_at: Ts;
}

export interface ReceptionVisitorsTable extends ReceptionEntryColumns {
  unit_id: number;
  name: string;
  purpose: string | null;
  arrived_at: Ts;
  left_at: Ts | null;
}

export interface ReceptionMailTable extends ReceptionEntryColumns {
  unit_id: number;
  type: 'package' | 'letter' | 'registered';
  sender: string | null;
  note: string | null;
  received_at: Ts;
  collected_at: Ts | null;
  collected_by: string | null;
}

export interface ReceptionKeyLoansTable extends ReceptionEntryColumns {
  unit_id: number | null;
  key_label: string;
  /** the label folded: one open loan per key and building */
  key_norm: string;
  borrower: string;
  purpose: string | null;
  borrowed_at: Ts;
  returned_at: Ts | null;
}

/** Totals kept beside a history by the database's triggers (migration 021): kind and scope → rows. */
export interface HistoryCountsTable {
  kind: 'gate_building' | 'gate_unit';
  scope_id: number;
  n: number | string;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  buildings: BuildingsTable;
  building_info: BuildingInfoTable;
  building_managers: BuildingManagersTable;
  building_emergency_contacts: BuildingEmergencyContactsTable;
  units: UnitsTable;
  unit_access: UnitAccessTable;
  building_roles: BuildingRolesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  user_permissions: UserPermissionsTable;
  invitations: InvitationsTable;
  password_reset_tokens: PasswordResetTokensTable;
  announcements: AnnouncementsTable;
  audit_log: AuditLogTable;
  floorplans: FloorplansTable;
  document_categories: DocumentCategoriesTable;
  documents: DocumentsTable;
  user_settings: UserSettingsTable;
  devices: DevicesTable;
  parking_spaces: ParkingSpacesTable;
  license_plates: LicensePlatesTable;
  gate_events: GateEventsTable;
  qr_passes: QrPassesTable;
  device_keys: DeviceKeysTable;
  issue_categories: IssueCategoriesTable;
  issues: IssuesTable;
  issue_history: IssueHistoryTable;
  issue_comments: IssueCommentsTable;
  issue_attachments: IssueAttachmentsTable;
  fire_zones: FireZonesTable;
  sensor_readings: SensorReadingsTable;
  forum_topics: ForumTopicsTable;
  forum_posts: ForumPostsTable;
  forum_subscriptions: ForumSubscriptionsTable;
  cleaning_events: CleaningEventsTable;
  reception_visitors: ReceptionVisitorsTable;
  reception_mail: ReceptionMailTable;
  reception_key_loans: ReceptionKeyLoansTable;
  notifications: NotificationsTable;
  notification_mail_state: NotificationMailStateTable;
  history_counts: HistoryCountsTable;
}
