/**
 * The live event catalogue (docs/architecture.md "Live"): every event type the server may publish,
 * the shape of its `data` and its audience. Server and SPA both import it; the bus refuses a type
 * that is not listed here, and tests/server/live-audience.test.ts fails for a type without a case.
 *
 * Rule for new types: a field travels only to sockets whose user can read it through REST. When
 * the audience is narrower than the building's members, or when unsure, send ids and let the
 * client refetch through REST, where the access rules already hold.
 */
import type { Announcement } from './announcements';
import type { UnitFeatures } from './units';
import type { ParkingLogEntry } from './parking';
import type { DoorEvent } from './doors';
import type { ReceptionKind } from './rules/reception';
import type { NotificationImportance, NotificationSource } from './rules/notifications';

/** The envelope of every live event. */
export interface LiveEvent<T = unknown> {
  type: string;
  building_id: number;
  /**
   * The place of the event in its building's sequence of events to all members, so a client can
   * tell it missed one (a gap). An event to a narrower audience (staff, units, named users) is
   * UNSEQUENCED: each user sees only some of those, so counting them would show everyone else a
   * gap that is none, and make them refetch the whole building.
   */
  seq: number;
  at: string;
  data: T;
}

/**
 * Who receives one published event. The parts add up; each maps to a socket.io room that the
 * live plugin keeps in step with the user's access (server/access/rooms.ts).
 */
export interface Audience {
  /** everyone who can see the building (building role, valid unit access, global admin) */
  members?: true;
  /** the building's staff: its admins and managers, and global admins */
  staff?: true;
  /** users with a valid unit access in the building */
  residents?: true;
  /** the current people (owners, tenants, unit admins) of these units */
  units?: readonly number[];
  /** the current owners and unit admins of these units */
  unitOwners?: readonly number[];
  /** named users */
  users?: readonly number[];
}

/** The `seq` of an event outside its building's sequence (see LiveEvent.seq). */
export const UNSEQUENCED = 0;

/** Only events every member receives are numbered: a gap among those is one for every member. */
export const isSequenced = (audience: Audience): boolean => audience.members === true;

/** The `data` of each event type. */
export interface LiveEventData {
  'announcement.created': Announcement;
  'announcement.updated': Announcement;
  'announcement.deleted': { id: number };
  'building_info.updated': { building_id: number };
  'document.created': { id: number };
  'document.updated': { id: number };
  'document.deleted': { id: number };
  'floorplan.created': { id: number };
  'floorplan.updated': { id: number };
  'floorplan.deleted': { id: number };
  'unit.updated': { id: number; unique_id: string; features: UnitFeatures };
  'unit.parking_changed': { id: number; has_parking: boolean };
  /** a pass at the gate, granted or denied; staff get those of plates no unit has too */
  'parking.gate_event': ParkingLogEntry;
  /** a unit's plates or spaces changed: refetch them */
  'parking.vehicles_changed': { unit_id: number };
  /** a door opened or closed (its state as every member reads it through GET …/doors) */
  'door.state_changed': { id: number; is_open: boolean; changed_at: string; last_event: DoorEvent };
  /** a unit's QR passes changed (created, deactivated, used): refetch them */
  'qr.passes_changed': { unit_id: number };
  /** an issue was reported, changed (fields, status, assignee) or deleted: refetch it and the lists */
  'issue.created': { id: number };
  'issue.updated': { id: number };
  'issue.deleted': { id: number };
  /** a comment was added; internal ones reach only who reads internal comments */
  'issue.commented': { issue_id: number; comment_id: number };
  /** a fire zone went into alarm, back to OK, or staff acknowledged its alarm (its state as GET …/fire-alarm reads it) */
  'fire.zone_changed': { id: number; status: number; alarm_since: string | null; acknowledged_at: string | null };
  /**
   * new readings of a building's sensors (their latest values as GET …/sensors reads them), one event
   * per building and round of readings so a burst reaches a board as one message
   */
  'sensor.readings': { readings: Array<{ id: number; value: number | null; co_level: number | null; state: string | null; timestamp: string }> };
  /** a forum topic was opened: refetch the topic list */
  'forum.topic_created': { id: number };
  /** a topic changed (a post added, edited or deleted, pinned or unpinned): refetch it and the list */
  'forum.topic_changed': { id: number };
  /** a new post in a topic the user follows (its subscribers but the poster): what notifications consume */
  'forum.subscribed_post': { topic_id: number; post_id: number };
  /** a cleaning was started, finished or recorded: refetch the events and the stats */
  'cleaning.changed': { id: number };
  /** notifications were made for the named users (one event per cause): refetch the bell and the list */
  'notification.created': { source: NotificationSource; importance: NotificationImportance };
  /** a reception entry was recorded or closed (check-out, collection, return): refetch that register */
  'reception.changed': { kind: ReceptionKind; id: number; unit_id: number | null };
}

export type LiveEventType = keyof LiveEventData;

/** How each event type chooses its audience: documentation for people and the audience test's table. */
export const LIVE_EVENTS = {
  'announcement.created': { audience: 'members' },
  'announcement.updated': { audience: 'members' },
  'announcement.deleted': { audience: 'members' },
  'building_info.updated': { audience: 'members' },
  'document.created': { audience: 'who sees the document: members (public building), staff (private building), the unit (public unit), its owners (private unit); staff always' },
  'document.updated': { audience: 'who saw it before or sees it after (as document.created)' },
  'document.deleted': { audience: 'who saw it (as document.created)' },
  'floorplan.created': { audience: 'who sees the plan: members (public), residents and staff (unit_only), staff (technical, admin)' },
  'floorplan.updated': { audience: 'who saw it before or sees it after (as floorplan.created)' },
  'floorplan.deleted': { audience: 'who saw it (as floorplan.created)' },
  'unit.updated': { audience: "the unit's current people and the building's staff" },
  'unit.parking_changed': { audience: "the unit's current people and the building's staff" },
  'parking.gate_event': { audience: "the unit's current people and the building's staff; only staff for a plate no unit has" },
  'parking.vehicles_changed': { audience: "the unit's current people and the building's staff" },
  'door.state_changed': { audience: 'members' },
  'qr.passes_changed': { audience: "the unit's current people and the building's staff" },
  'issue.created': { audience: "who sees the issue: members (a building issue), the unit's people (a unit issue); staff, the reporter and the assignee always" },
  'issue.updated': { audience: 'who sees the issue (as issue.created)' },
  'issue.deleted': { audience: 'who saw the issue (as issue.created)' },
  'issue.commented': { audience: 'who sees the issue; an internal comment: who reads internal comments (staff and resolvers)' },
  'fire.zone_changed': { audience: 'members' },
  'sensor.readings': { audience: 'members' },
  'forum.topic_created': { audience: 'members' },
  'forum.topic_changed': { audience: 'members' },
  'forum.subscribed_post': { audience: "the topic's subscribers who can still see the building, but the post's author" },
  'cleaning.changed': { audience: 'members' },
  'notification.created': { audience: 'the users the notifications were made for (each reads only their own through REST)' },
  'reception.changed': { audience: "the building's desk (reception:manage holders), its staff, and the entry unit's current people" },
} as const satisfies Record<LiveEventType, { audience: string }>;

export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENTS) as LiveEventType[];

export function isLiveEventType(type: string): type is LiveEventType {
  return Object.hasOwn(LIVE_EVENTS, type);
}
