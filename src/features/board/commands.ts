/**
 * The board's actions as palette commands (issue 12 §3): jump to a building's board, open a door shown
 * on a tile, filter the tiles, open the portfolio or its wall mode (issue 29 §1). Acknowledging an
 * alarm is the fire alarm's own command (fireAlarm.acknowledge), contextual on the board too: the
 * same zones in alarm the portfolio's list shows, the same note and route. Data only: the door call loads when used.
 */
import type { Command, CommandContext, PageItem } from '../../commands/types';
import type { BoardBuilding } from '../../../contract/board';
import { PERMISSION } from '../../../contract/rules/permissions';
import { can } from '../../state/permissions';
import { appStore } from '../../state/store';
import { BOARD_FILTERS, boardFilterAtom, SCREEN_BOARD } from './filter';

const GROUP = 'board.palette.group';
const onBoard = (ctx: CommandContext) => ctx.location === '/board';
const watched = (ctx: CommandContext) => ctx.buildings.filter((b) => can(ctx.user, b.id, PERMISSION.boardView));
const shownBuildings = (ctx: CommandContext) => (ctx.screen[SCREEN_BOARD] as BoardBuilding[] | undefined) ?? [];

function openableDoors(ctx: CommandContext): PageItem[] {
  return shownBuildings(ctx).flatMap((b) =>
    b.doors
      .filter((d) => d.can_open)
      .map((d) => ({
        id: `${b.id}:${d.id}`,
        label: d.name,
        hint: b.name,
        run: () => import('./openDoor').then((m) => m.openBoardDoor(b.id, d)),
      })),
  );
}

export const boardCommands: Command[] = [
  {
    // the portfolio grid of every watched building (issue 29 §1)
    id: 'board.portfolio',
    group: GROUP,
    title: 'board.palette.portfolio',
    keywords: ['portfolio', 'overview', 'buildings', 'board', 'přehled', 'budovy', 'tabule', 'portfolio'],
    isVisible: (ctx) => watched(ctx).length > 0,
    isContextual: onBoard,
    run: (ctx) => ctx.navigate('/board'),
  },
  {
    // the wall mode of the portfolio: pages through the buildings, an alarm takes the screen
    id: 'board.wall',
    group: GROUP,
    title: 'board.palette.wall',
    keywords: ['wall', 'screen', 'kiosk', 'board', 'stěna', 'obrazovka', 'nástěnka', 'tabule'],
    isVisible: (ctx) => watched(ctx).length > 0,
    isContextual: onBoard,
    run: (ctx) => ctx.navigate('/board?wall=1'),
  },
  {
    id: 'board.jumpBuilding',
    group: GROUP,
    title: 'board.palette.jump',
    keywords: ['board', 'building', 'tabule', 'budova', 'dispečink'],
    isVisible: (ctx) => watched(ctx).length > 0,
    isContextual: onBoard,
    page: {
      kind: 'list',
      items: (ctx) =>
        watched(ctx).map((b) => ({ id: String(b.id), label: b.name, hint: b.address, run: (c) => c.navigate(`/board?building=${b.id}`) })),
    },
  },
  {
    id: 'board.openDoor',
    group: GROUP,
    title: 'board.palette.openDoor',
    keywords: ['door', 'open', 'dveře', 'otevřít', 'board', 'tabule'],
    isVisible: (ctx) => onBoard(ctx) && openableDoors(ctx).length > 0,
    isContextual: onBoard,
    page: { kind: 'list', items: openableDoors },
  },
  {
    id: 'board.filterTiles',
    group: GROUP,
    title: 'board.palette.filter',
    keywords: ['filter', 'tiles', 'filtr', 'dlaždice', 'board', 'tabule'],
    isVisible: onBoard,
    isContextual: onBoard,
    page: {
      kind: 'list',
      items: (ctx) =>
        BOARD_FILTERS.map((f) => ({
          id: f,
          label: ctx.t(`board.filters.${f}`),
          active: appStore.get(boardFilterAtom) === f,
          run: () => appStore.set(boardFilterAtom, f),
        })),
    },
  },
];
