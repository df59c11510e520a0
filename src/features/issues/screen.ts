/**
 * The ids the palette and the issue screens share, with no imports: commands.ts loads with the
 * palette, so it must not pull the issue rules or screens in with these.
 */

/** What the issue detail tells the palette (commands/screenContext.ts): the issue it shows (contract Issue). */
export const SCREEN_ISSUE = 'issues.issue';
/** Pending actions (commands/pendingAction.ts) the detail consumes. Payload: the target status. */
export const CHANGE_STATUS = 'issues.changeStatus';
/** Payload: the assignee's id. */
export const ASSIGN_ISSUE = 'issues.assign';
/** Opens the detail's upload dialog. */
export const ADD_ATTACHMENT = 'issues.addAttachment';
/** Opens the list's create dialog. */
export const OPEN_CREATE = 'issues.create';
/** Opens the detail's edit dialog. */
export const EDIT_ISSUE = 'issues.edit';
/** Opens the detail's delete confirmation. */
export const DELETE_ISSUE = 'issues.delete';
/** Downloads one of the detail's attachments. Payload: the attachment's id. */
export const DOWNLOAD_ATTACHMENT = 'issues.downloadAttachment';
/** Opens the delete confirmation of one attachment. Payload: the attachment's id. */
export const DELETE_ATTACHMENT = 'issues.deleteAttachment';
