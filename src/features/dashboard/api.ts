/**
 * Announcement calls of the dashboard (spec 000 §7 "Announcements") through the route table
 * (contract/routes/announcements.ts). The SWR key is the API path `/buildings/{id}/announcements`,
 * so the live bridge revalidates it on announcement.* events; an answer of the wrong shape is an
 * error, not an empty list (spec 000 §8).
 */
import type { Announcement, AnnouncementInput } from '../../../contract/announcements';
import * as routes from '../../../contract/routes/announcements';
import { LIVE_POLL_MS } from '../../live/useLive';
import { call, useRead } from '../../lib/api';

/** Polling fallback while the socket is down (slower while it is up, paused in a hidden tab). */
export function useAnnouncements(buildingId: number | null) {
  // isValidating is not read: reading it would re-render the list when each live refetch starts and ends
  const { data, error, isLoading, mutate } = useRead(routes.listAnnouncements, buildingId ? { path: { id: buildingId } } : null, { pollMs: LIVE_POLL_MS.announcements, keepPreviousData: false });
  return { announcements: data?.announcements, error, isLoading, reload: () => mutate() };
}

export async function createAnnouncement(buildingId: number, draft: AnnouncementInput): Promise<Announcement> {
  return (await call(routes.createAnnouncement, { path: { id: buildingId }, body: draft })).announcement;
}

/** PUT: the form always holds every field, so the whole announcement is replaced. */
export async function updateAnnouncement(buildingId: number, id: number, draft: AnnouncementInput): Promise<Announcement> {
  return (await call(routes.replaceAnnouncement, { path: { id: buildingId, announcementId: id }, body: draft })).announcement;
}

export async function deleteAnnouncement(buildingId: number, id: number): Promise<void> {
  await call(routes.deleteAnnouncement, { path: { id: buildingId, announcementId: id } });
}
