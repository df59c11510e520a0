/**
 * Who may do what in a building's forum (issue 14; README "Who sees what → Forum"). Members of the
 * building read and write (the route has checked that the building is visible). A post is edited by
 * its author or a global admin only — nobody else puts words in someone's mouth — and deleted by its
 * author, the building's staff (moderation) or a global admin. Staff pin topics.
 */
import type { AccessProfile } from '../../access/profile';
import { isBuildingStaff } from '../../access/engine';

export interface ForumViewer {
  userId: number;
  buildingId: number;
  globalAdmin: boolean;
  /** the building's admins and managers, and global admins */
  staff: boolean;
}

export function forumViewer(profile: AccessProfile, buildingId: number): ForumViewer {
  return { userId: profile.userId, buildingId, globalAdmin: profile.globalAdmin, staff: isBuildingStaff(profile, buildingId) };
}

export const canEditPost = (v: ForumViewer, post: { user_id: number | null; is_deleted: number }) =>
  post.is_deleted === 0 && (v.globalAdmin || (post.user_id !== null && post.user_id === v.userId));

export const canDeletePost = (v: ForumViewer, post: { user_id: number | null; is_deleted: number }) =>
  post.is_deleted === 0 && (v.staff || (post.user_id !== null && post.user_id === v.userId));

export const canPin = (v: ForumViewer) => v.staff;
