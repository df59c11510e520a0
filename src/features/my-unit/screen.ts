/**
 * What the My unit page tells the palette (through commands/screenContext), and the pending-action
 * id that makes the page show a unit. Kept out of the page so commands.ts never imports the page
 * (which is lazy-loaded).
 */
import type { Unit } from '../../../contract/units';
import type { CommandContext } from '../../commands/types';

export interface MyUnitScreen {
  units: readonly Unit[];
  shownId: number;
  select: (id: number) => void;
}

export const SCREEN_UNIT = 'myUnit';
export const SCREEN_UNITS = 'myUnits';
export const OPEN_UNIT_ACTION = 'myUnit.select';

/** The unit the palette acts on: the one shown on /my-unit, else the sidebar's selected unit. */
export function targetUnit(ctx: Pick<CommandContext, 'screen' | 'unit'>): Unit | null {
  return (ctx.screen[SCREEN_UNIT] as Unit | undefined) ?? ctx.unit ?? null;
}

export const myUnitScreen = (ctx: Pick<CommandContext, 'screen'>) => (ctx.screen[SCREEN_UNITS] as MyUnitScreen | undefined) ?? null;
