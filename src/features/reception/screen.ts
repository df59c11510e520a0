/**
 * The ids the palette and the reception screen share, with no imports: commands.ts loads with the
 * palette, so it must not pull the screen's code, rules or texts in with these.
 */

export const RECEPTION_HREF = '/reception';
/** The register in the address (`?tab=mail`), so a notification or the palette can link to it; visitors when absent. */
export const TAB_PARAM = 'tab';
/** The tab values, in the order of the tabs; the first is the default (spec 001 §2: visitors). */
export const RECEPTION_TABS = ['visitors', 'mail', 'keys'] as const;
export type ReceptionTab = (typeof RECEPTION_TABS)[number];

export const receptionHref = (tab: ReceptionTab) => (tab === RECEPTION_TABS[0] ? RECEPTION_HREF : `${RECEPTION_HREF}?${TAB_PARAM}=${tab}`);

/** The pending action (commands/pendingAction.ts) that opens a register's record dialog; its payload is the tab. */
export const OPEN_RECORD_DIALOG = 'reception.openRecordDialog';

/** The palette command that records an entry of each register (its id is also the screen button's data-command). */
export const RECORD_COMMANDS = {
  visitors: 'reception.recordVisitor',
  mail: 'reception.recordMail',
  keys: 'reception.lendKey',
} as const satisfies Record<ReceptionTab, string>;

/** The palette command that closes an open entry of each register (its id is also the row button's data-command). */
export const CLOSE_COMMANDS = {
  visitors: 'reception.checkOutVisitor',
  mail: 'reception.handOverMail',
  keys: 'reception.returnKey',
} as const satisfies Record<ReceptionTab, string>;
