/**
 * Announcement calls of the dashboard (spec 000 §7 "Announcements"). The SWR key is the API path
 * `/buildings/{id}/announcements`, so the live bridge revalidates it on announcement.* events.
 */
import useSWR from 'swr';
import type { Announcement, AnnouncementType, Importance } from '../../../contract/announcements';
import { fetcher, http } from '../../lib/http';
import { LIVE_POLL_MS, useLiveRefreshInterval } from '../../live/useLive';

/** Polling fallback while the socket is down (slower while it is up, paused in a hidden tab). */

export const announcementsKey = (buildingId: number) => `/buildings/${buildingId}/announcements`;
const announcementPath = (buildingId: number, id: number) => `${announcementsKey(buildingId)}/${id}`;

/** The list answer is `{ announcements: [] }`; anything else reads as an empty list rather than a crash. */
export function pickAnnouncements(raw: unknown): Announcement[] {
  const list = raw && typeof raw === 'object' ? (raw as { announcements?: unknown }).announcements : undefined;
  return Array.isArray(list) ? (list as Announcement[]) : [];
}

export function useAnnouncements(buildingId: number | null) {
  const refreshInterval = useLiveRefreshInterval(LIVE_POLL_MS.announcements);
  // isValidating is not read: reading it would re-render the list when each live refetch starts and ends
  const { data, error, isLoading, mutate } = useSWR<unknown, unknown>(
    buildingId ? announcementsKey(buildingId) : null,
    fetcher,
    { refreshInterval },
  );
  return {
    announcements: data === undefined ? undefined : pickAnnouncements(data),
    error,
    isLoading,
    reload: () => mutate(),
  };
}

/** What the form sends: the spec's names (message, type, importance, validTo as yyyy-MM-dd or null). */
export interface AnnouncementDraft {
  message: string;
  type: AnnouncementType;
  importance: Importance;
  validTo: string | null;
}

export async function createAnnouncement(buildingId: number, draft: AnnouncementDraft): Promise<Announcement> {
  const res = await http.post<{ announcement: Announcement }>(announcementsKey(buildingId), draft);
  return res.announcement;
}

/** PUT: the form always holds every field, so the whole announcement is replaced. */
export async function updateAnnouncement(buildingId: number, id: number, draft: AnnouncementDraft): Promise<Announcement> {
  const res = await http.put<{ announcement: Announcement }>(announcementPath(buildingId, id), draft);
  return res.announcement;
}

export function deleteAnnouncement(buildingId: number, id: number): Promise<void> {
  return http.delete(announcementPath(buildingId, id));
}
