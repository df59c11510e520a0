/**
 * The admin screens' pending actions (commands/pendingAction.ts), apart from rules.ts: the always-loaded
 * commands import this, and rules.ts names page texts the first screen does not carry.
 */

/** Opens the users tab's form: null for a new user, else the user to edit. */
export const OPEN_USER_FORM = 'admin.userForm';
/** What the roles page tells the palette: the shown user's assigned roles and direct permissions (contract UserPermissionsResponse['permissions']). */
export const SCREEN_USER_PERMISSIONS = 'admin.userPermissions';
/** Opens the roles page's confirmation to remove an assigned role. Payload: its user_role_id. */
export const REMOVE_ROLE = 'admin.removeRole';
/** Opens the roles page's permission form on a direct permission. Payload: its assignment_id. */
export const EDIT_PERMISSION = 'admin.editPermission';
/** Opens the roles page's confirmation to revoke a direct permission. Payload: its assignment_id. */
export const REVOKE_PERMISSION = 'admin.revokePermission';
/** What the memberships card tells the palette: the shown user's memberships (contract MembershipsResponse). */
export const SCREEN_MEMBERSHIPS = 'admin.memberships';
/** Open the card's change form / end confirmation. Payload: `b:<building_id>` or `u:<unit_id>`. */
export const EDIT_MEMBERSHIP = 'admin.editMembership';
export const REMOVE_MEMBERSHIP = 'admin.removeMembership';
