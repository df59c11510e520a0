/**
 * How an announcement looks by type and importance: an icon per type, a badge per importance.
 * Classes carry light and dark variants; the accent border uses the server's style.color
 * (mid-tone shades chosen to read on both themes). Meaning never rests on colour alone: the
 * type and importance are also written out.
 */
import type { LucideIcon } from 'lucide-react';
import { Info, TriangleAlert, Wrench } from 'lucide-react';
import type { AnnouncementType, Importance } from '../../../contract/announcements';

export const TYPE_ICON: Record<AnnouncementType, LucideIcon> = {
  general: Info,
  warning: TriangleAlert,
  maintenance: Wrench,
};

export const TYPE_ICON_CLASS: Record<AnnouncementType, string> = {
  general: 'text-blue-600 dark:text-blue-400',
  warning: 'text-amber-600 dark:text-amber-400',
  maintenance: 'text-teal-600 dark:text-teal-400',
};

export const IMPORTANCE_BADGE_CLASS: Record<Importance, string> = {
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  normal: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};
