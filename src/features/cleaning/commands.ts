/**
 * The cleaning screen's actions as palette commands (issue 15 §1): start a cleaning, finish the one
 * in progress, record a past one — for holders of cleaning:record in the selected building, as the
 * server answered on /users/me — and open the statistics (every member). ("Go to cleaning", g c, is a
 * core command.) Data only: each one navigates to the screen and hands it the action
 * (commands/pendingAction.ts), so the screen's code and texts load with the route, and the outcome
 * shows where the history is.
 *
 * On the screen, which knows whether a cleaning is in progress, only the one of Start and Finish that
 * applies is offered; elsewhere both are, and the server says when there is nothing to finish.
 */
import type { Command, CommandContext } from '../../commands/types';
import { PERMISSION } from '../../../contract/rules/permissions';
import { CLEANING_HREF, type CleaningScreenState, FINISH_CLEANING, RECORD_CLEANING, SCREEN_CLEANING, START_CLEANING, STATS_HREF } from './screen';

const GROUP = 'cleaning.palette.group';
const KEYWORDS = ['cleaning', 'clean', 'úklid', 'uklid', 'uklízení', 'úklidy'];
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
const mayRecord = (ctx: CommandContext) => hasBuilding(ctx) && ctx.hasPermission(PERMISSION.cleaningRecord);
/** What the cleaning screen reported, while it is on screen and its history has loaded. */
const shown = (ctx: CommandContext) => ctx.screen[SCREEN_CLEANING] as CleaningScreenState | undefined;
const onScreen = (ctx: CommandContext) => ctx.location === CLEANING_HREF;

/** Goes to the screen (unless there) and asks it to act. */
const handOver = (id: string) => (ctx: CommandContext) => {
  if (!onScreen(ctx)) ctx.navigate(CLEANING_HREF);
  ctx.openDialog(id);
};

export const cleaningCommands: Command[] = [
  {
    id: 'cleaning.start',
    group: GROUP,
    title: 'cleaning.palette.start',
    keywords: [...KEYWORDS, 'start', 'begin', 'zahájit', 'začít'],
    isVisible: (ctx) => mayRecord(ctx) && shown(ctx)?.inProgress !== true,
    isContextual: onScreen,
    run: handOver(START_CLEANING),
  },
  {
    id: 'cleaning.finish',
    group: GROUP,
    title: 'cleaning.palette.finish',
    keywords: [...KEYWORDS, 'finish', 'end', 'stop', 'ukončit', 'dokončit', 'skončit'],
    isVisible: (ctx) => mayRecord(ctx) && shown(ctx)?.inProgress !== false,
    isContextual: onScreen,
    run: handOver(FINISH_CLEANING),
  },
  {
    id: 'cleaning.record',
    group: GROUP,
    title: 'cleaning.palette.record',
    keywords: [...KEYWORDS, 'record', 'past', 'add', 'zaznamenat', 'zapsat', 'proběhlý'],
    isVisible: mayRecord,
    isContextual: onScreen,
    run: handOver(RECORD_CLEANING),
  },
  {
    id: 'cleaning.stats',
    group: GROUP,
    title: 'cleaning.palette.stats',
    keywords: [...KEYWORDS, 'statistics', 'stats', 'month', 'chart', 'statistiky', 'měsíc', 'graf'],
    isVisible: hasBuilding,
    isContextual: onScreen,
    run: (ctx) => ctx.navigate(STATS_HREF),
  },
];
