import type { CommandContext } from '../../commands/types';
import { SCREEN_QR_UNIT as SCREEN_UNIT } from '../../commands/dialogIds';

/** The unit the palette's QR commands act on: the one the QR screen shows (staff may pick any), else the selected unit. */
export function paletteUnitId(ctx: Pick<CommandContext, 'screen' | 'unitId'>): number | null {
  const shown = ctx.screen[SCREEN_UNIT];
  return typeof shown === 'number' ? shown : ctx.unitId;
}
