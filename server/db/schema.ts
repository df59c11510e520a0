import type { UserSettingsTable, UsersTable } from './schema/users';
import type { InvitationsTable, PasswordResetTokensTable, SessionsTable } from './schema/auth';
import type { BuildingEmergencyContactsTable, BuildingInfoTable, BuildingManagersTable, BuildingsTable } from './schema/buildings';
import type { UnitAccessTable, UnitsTable } from './schema/units';
import type { BuildingRolesTable, PermissionsTable, RolePermissionsTable, RolesTable, UserPermissionsTable, UserRolesTable } from './schema/access';
import type { AnnouncementsTable } from './schema/announcements';
import type { AuditLogTable } from './schema/audit';
import type { FloorplansTable } from './schema/floorplans';
import type { DocumentCategoriesTable, DocumentsTable } from './schema/documents';
import type { DevicesTable } from './schema/devices';
import type { GateEventsTable, HistoryCountsTable, LicensePlatesTable, ParkingSpacesTable } from './schema/parking';
import type { DeviceKeysTable, QrPassesTable } from './schema/qr';
import type { IssueAttachmentsTable, IssueCategoriesTable, IssueCommentsTable, IssueHistoryTable, IssuesTable } from './schema/issues';
import type { FireZonesTable } from './schema/fire';
import type { SensorReadingsTable } from './schema/sensors';
import type { ForumPostsTable, ForumSubscriptionsTable, ForumTopicsTable } from './schema/forum';
import type { CleaningEventsTable } from './schema/cleaning';
import type { ReceptionKeyLoansTable, ReceptionMailTable, ReceptionVisitorsTable } from './schema/reception';
import type { NotificationMailStateTable, NotificationsTable } from './schema/notifications';

/**
 * The database as Kysely sees it: every table by its name. Kept by hand beside the migrations
 * (server/db/migrations/); each domain's table interfaces live in server/db/schema/<domain>.ts, and
 * tests/server/schema-matches-migrations.test.ts fails when a table or column of the migrated
 * database is missing here or the other way round.
 */
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
