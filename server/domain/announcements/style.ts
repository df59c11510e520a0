import type { AnnouncementType, Importance } from '../../../contract/announcements';

/**
 * The accent colour of an announcement, by type and then importance. Mid-tone (600–700) shades
 * so the colour reads as a border, icon or badge on both the light and the dark theme.
 * Warnings go amber → orange → red as they become more important.
 */
const PALETTE: Record<AnnouncementType, Record<Importance, string>> = {
  general: { low: '#64748b', normal: '#2563eb', high: '#4338ca' },
  maintenance: { low: '#0d9488', normal: '#0891b2', high: '#7c3aed' },
  warning: { low: '#d97706', normal: '#ea580c', high: '#dc2626' },
};

export function announcementColor(type: AnnouncementType, importance: Importance): string {
  return PALETTE[type]?.[importance] ?? PALETTE.general.normal;
}
