/**
 * The ids the palette and the cleaning screen share, with no imports: commands.ts loads with the
 * palette, so it must not pull the screen's code or texts in with these.
 */

/** What the screen tells the palette (commands/screenContext.ts): `{ inProgress: boolean }` once the history has loaded. */
export const SCREEN_CLEANING = 'cleaning.screenState';
/** Pending actions (commands/pendingAction.ts) the screen consumes. */
export const START_CLEANING = 'cleaning.startNow';
export const FINISH_CLEANING = 'cleaning.finishNow';
export const RECORD_CLEANING = 'cleaning.recordPast';

export const CLEANING_HREF = '/cleaning';
/** The screen's tab in the address: `?tab=stats` (and `&month=YYYY-MM`) opens the statistics. */
export const TAB_PARAM = 'tab';
export const MONTH_PARAM = 'month';
export const STATS_HREF = `${CLEANING_HREF}?${TAB_PARAM}=stats`;

export interface CleaningScreenState {
  inProgress: boolean;
}
