/** The forum's limits and pure rules (issue 14; spec 001 §5, §6, §9), shared by the SPA and the server. */

export const FORUM_TITLE_MAX = 200;
/** a post or a topic's opening text: long enough for a real letter to the neighbours, not a file dump */
export const FORUM_CONTENT_MAX = 10_000;
/**
 * The deepest nesting shown (level 0 answers the topic). A reply to a post at this level still names
 * its parent and quotes it, but sits at the same level, so a long back-and-forth never runs off a
 * phone's screen (1.5rem per level: 6 levels are 9rem at 360 px).
 */
export const FORUM_MAX_LEVEL = 6;
/** spec 001 §9: indent per nesting level */
export const FORUM_INDENT_REM = 1.5;
/** spec 001 §9: a reply's quote shows the first 50 characters of the quoted post */
export const FORUM_QUOTE_CHARS = 50;
export const FORUM_TOPIC_PAGE_DEFAULT = 20;
export const FORUM_TOPIC_PAGE_MAX = 50;
/** the topic list sends this much of a topic's opening text; the topic page sends all of it */
export const FORUM_TOPIC_PREVIEW_CHARS = 280;

/** The quote preview of a post: its first 50 characters (whitespace folded), with an ellipsis when cut. */
export function quotePreview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > FORUM_QUOTE_CHARS ? `${chars.slice(0, FORUM_QUOTE_CHARS).join('')}…` : flat;
}

/** The level of a reply to a post at `parentLevel` (a post on the topic itself is level 0). */
export function replyLevel(parentLevel: number | null): number {
  return parentLevel === null ? 0 : Math.min(parentLevel + 1, FORUM_MAX_LEVEL);
}

/** A shortened opening text for the topic list (whole characters, an ellipsis when cut). */
export function topicPreview(content: string): string {
  const chars = Array.from(content);
  return chars.length > FORUM_TOPIC_PREVIEW_CHARS ? `${chars.slice(0, FORUM_TOPIC_PREVIEW_CHARS).join('').trimEnd()}…` : content;
}
