/**
 * The admin screens' pending actions (commands/pendingAction.ts), apart from rules.ts: the always-loaded
 * commands import this, and rules.ts names page texts the first screen does not carry.
 */

/** Opens the users tab's form: null for a new user, else the user to edit. */
export const OPEN_USER_FORM = 'admin.userForm';
