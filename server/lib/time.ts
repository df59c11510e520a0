/** All timestamps are stored as ISO 8601 text in UTC so both engines compare them alike. */
export const nowIso = (now: Date = new Date()) => now.toISOString();

export const addMinutes = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
export const addDays = (date: Date, days: number) => addMinutes(date, days * 24 * 60);
