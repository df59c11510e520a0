/**
 * The permission codes (spec 000 §6). Stable identifiers: the server's catalogue
 * (server/db/reference-data.ts), its guards and the SPA's `can()` all name them from here.
 * Plain TypeScript with no imports, so the SPA can use it without pulling in zod or the server.
 */
export const PERMISSION = {
  announcementManage: 'announcement:manage',
  maintenanceView: 'maintenance:view',
  maintenanceEdit: 'maintenance:edit',
  floorplanManage: 'floorplan:manage',
  documentManage: 'document:manage',
  buildingInfoEdit: 'building_info:edit',
  unitManage: 'unit:manage',
  userManage: 'user:manage',
  /** switch a unit's parking, manage any unit's plates and spaces, record a pass at the gate */
  parkingManage: 'parking:manage',
  /** read and export the building's audit log */
  auditView: 'audit:view',
  /** open any door of the building; a direct denial refuses even the door of one's own area */
  doorOpen: 'door:open',
  /** issue and revoke the keys the building's devices (QR readers) authenticate with */
  deviceManage: 'device:manage',
  /** be one of the building's issue assignees: change an issue's status, assign it, read and write internal comments */
  issueResolve: 'issue:resolve',
  /** acknowledge a fire-zone alarm with a note */
  fireAcknowledge: 'fire:acknowledge',
  /** watch the building on the live operations board (/board, the GraphQL snapshot) */
  boardView: 'board:view',
  /** start, finish and record the building's cleanings (cleaning staff, building staff) */
  cleaningRecord: 'cleaning:record',
  /** keep the reception desk: record and close visitors, mail and key loans, and read every entry of the building */
  receptionManage: 'reception:manage',
} as const;

export type PermissionCode = (typeof PERMISSION)[keyof typeof PERMISSION];

export const PERMISSION_CODES: readonly PermissionCode[] = Object.values(PERMISSION);
