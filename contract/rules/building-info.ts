/** Building-information rules both sides apply (spec 000 §3, §9). Plain TypeScript: no zod, no server code. */

/** Monday first (spec 000 §9: the week starts on Monday). */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** 'HH:MM', 24-hour clock */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const RANGES_PER_DAY_MAX = 6;

/** What is wrong with one opening-hours range, or null: a time that is not HH:MM, or an end not after the start. */
export function timeRangeProblem(range: { from: string; to: string }): 'time_format' | 'range_order' | null {
  if (!TIME_OF_DAY_PATTERN.test(range.from) || !TIME_OF_DAY_PATTERN.test(range.to)) return 'time_format';
  return range.from < range.to ? null : 'range_order';
}

export const BUILDING_TEXT_MAX = 200;
export const BUILDING_TYPE_MAX = 60;
export const CONTACTS_MAX = 30;
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2200;
export const FLOOR_COUNT_MAX = 200;
export const ELEVATOR_COUNT_MAX = 100;
export const PARKING_COUNT_MAX = 100000;
/** contact phones: digits, spaces and + ( ) - / */
export const CONTACT_PHONE_PATTERN = /^[0-9 +()\-/]*$/;
