/**
 * The forum's addresses: API paths (SWR keys too, all under /buildings/{id}/forum, which the live
 * bridge refreshes on forum.* events: src/live/keys.ts) and the SPA's own links (spec 001 §2).
 */
import { FORUM_TOPIC_PAGE_DEFAULT } from '../../../contract/rules/forum';

export const forumPath = (buildingId: number) => `/buildings/${buildingId}/forum`;
export const topicsPath = (buildingId: number) => `${forumPath(buildingId)}/topics`;
export const topicPath = (buildingId: number, topicId: number) => `${topicsPath(buildingId)}/${topicId}`;
export const postPath = (buildingId: number, postId: number) => `${forumPath(buildingId)}/posts/${postId}`;

/** One page of the topic list: the first without a cursor, each next one after the previous page's `next_cursor`. */
export function topicsPageUrl(buildingId: number, cursor: string | null, limit: number = FORUM_TOPIC_PAGE_DEFAULT): string {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor !== null) query.set('cursor', cursor);
  return `${topicsPath(buildingId)}?${query}`;
}

/** A topic card links to its building's address, so the link works whichever building is selected. */
export const topicHref = (buildingId: number, topicId: number) => `/building/${buildingId}/forum/${topicId}`;
/** The list: the building's own address on a building-scoped screen, else the selected building's /forum. */
export const listHref = (buildingId: number | null) => (buildingId === null ? '/forum' : `/building/${buildingId}/forum`);

/** A positive whole id from a route parameter, else null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}
