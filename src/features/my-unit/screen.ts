/**
 * What the My unit page tells the palette (through commands/screenContext), and the pending-action
 * id that makes the page show a unit. Kept out of the page so commands.ts never imports the page
 * (which is lazy-loaded).
 */
import type { Unit, UnitSummary } from '../../../contract/units';
import type { CommandContext } from '../../commands/types';

export interface MyUnitScreen {
  units: readonly UnitSummary[];
  shownId: number;
  select: (id: number) => void;
}

export const SCREEN_UNIT = 'myUnit';
export const SCREEN_UNITS = 'myUnits';
export const OPEN_UNIT_ACTION = 'myUnit.select';

/**
 * The unit the palette acts on: the one shown on /my-unit, with its detail (GET /units/{id}). The
 * sidebar's unit list holds summaries without features or note (GET /units/my, issue 8), so away
 * from the page these commands are disabled rather than acting on values they do not have.
 */
export function targetUnit(ctx: Pick<CommandContext, 'screen'>): Unit | null {
  return (ctx.screen[SCREEN_UNIT] as Unit | undefined) ?? null;
}

export const myUnitScreen = (ctx: Pick<CommandContext, 'screen'>) => (ctx.screen[SCREEN_UNITS] as MyUnitScreen | undefined) ?? null;
