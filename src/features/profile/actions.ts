/** Ids of the profile screen's pending actions (commands/pendingAction.ts); a tiny file so commands stay light. */
export const EDIT_PROFILE_ACTION = 'profile.edit';
