/**
 * Pending-action ids (src/commands/pendingAction.ts) the dashboard consumes: palette commands
 * name them, the announcements card opens the matching dialog.
 */
export const CREATE_ANNOUNCEMENT = 'announcements.create';
export const EDIT_ANNOUNCEMENT = 'announcements.edit';
export const DELETE_ANNOUNCEMENT = 'announcements.delete';

export interface AnnouncementRef {
  id: number;
}

export function announcementIdOf(payload: unknown): number | null {
  const id = (payload as Partial<AnnouncementRef> | undefined)?.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}
