/**
 * The ids the palette and the forum screens share, with no imports: commands.ts loads with the
 * palette, so it must not pull the forum's rules or screens in with these.
 */

/** What the topic page tells the palette (commands/screenContext.ts): the topic it shows (contract ForumTopic). */
export const SCREEN_TOPIC = 'forum.screenTopic';
/** …and the posts of its thread (contract ForumPost[]), for the palette's 'Edit a post…' and 'Delete a post…'. */
export const SCREEN_POSTS = 'forum.screenPosts';
/** Open the inline edit form of a post of the topic on screen (payload: the post's id). */
export const EDIT_POST = 'forum.editPost';
/** Ask to delete a post of the topic on screen (payload: the post's id); the thread's confirmation opens. */
export const DELETE_POST = 'forum.deletePost';
/** Pending actions (commands/pendingAction.ts) the topic page consumes: focus the reply to the topic. */
export const FOCUS_REPLY = 'forum.focusReply';
/** Subscribe to the topic on screen (payload true) or unsubscribe from it (false). */
export const SET_SUBSCRIPTION = 'forum.setSubscription';
/** Pin the topic on screen (payload true) or unpin it (false). */
export const SET_PINNED = 'forum.setPinned';
/** The list's query parameter that opens the create dialog: the palette's 'New topic…' goes here. */
export const NEW_TOPIC_PARAM = 'new';
export const NEW_TOPIC_HREF = `/forum?${NEW_TOPIC_PARAM}=1`;
