/** Announcement rules both sides apply (spec 000 §3, §5). Plain TypeScript: no zod, no server code. */

export const ANNOUNCEMENT_TYPES = ['general', 'warning', 'maintenance'] as const;
type AnnouncementTypeCode = (typeof ANNOUNCEMENT_TYPES)[number];
export const IMPORTANCES = ['low', 'normal', 'high'] as const;
type ImportanceCode = (typeof IMPORTANCES)[number];

export const ANNOUNCEMENT_MESSAGE_MAX = 5000;

/**
 * The accent colour of an announcement, by type and then importance. Mid-tone (600–700) shades
 * so the colour reads as a border, icon or badge on both the light and the dark theme.
 * Warnings go amber → orange → red as they become more important.
 */
const PALETTE: Record<AnnouncementTypeCode, Record<ImportanceCode, string>> = {
  general: { low: '#64748b', normal: '#2563eb', high: '#4338ca' },
  maintenance: { low: '#0d9488', normal: '#0891b2', high: '#7c3aed' },
  warning: { low: '#d97706', normal: '#ea580c', high: '#dc2626' },
};

export const DEFAULT_ANNOUNCEMENT_COLOR = PALETTE.general.normal;

export function announcementColor(type: string, importance: string): string {
  return PALETTE[type as AnnouncementTypeCode]?.[importance as ImportanceCode] ?? DEFAULT_ANNOUNCEMENT_COLOR;
}

/**
 * An end date must not lie in the past: `validTo` and `today` are yyyy-MM-dd in the building's
 * zone; no end date is always fine. A date-only end means "to the end of that day", so today is fine.
 */
export function isValidToAcceptable(validTo: string | null | undefined, today: string): boolean {
  return !validTo || validTo.slice(0, 10) >= today;
}
