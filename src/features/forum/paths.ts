/**
 * The forum's links in the SPA (spec 001 §2). Its API paths are the route table's
 * (contract/routes/forum.ts), filled in by the typed client.
 */

/** A topic card links to its building's address, so the link works whichever building is selected. */
export const topicHref = (buildingId: number, topicId: number) => `/building/${buildingId}/forum/${topicId}`;
/** The list: the building's own address on a building-scoped screen, else the selected building's /forum. */
export const listHref = (buildingId: number | null) => (buildingId === null ? '/forum' : `/building/${buildingId}/forum`);

/** A positive whole id from a route parameter, else null. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isSafeInteger(id) && id > 0 ? id : null;
}
