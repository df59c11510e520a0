/**
 * Palette sub-page 'Create QR pass…': the screen's form, compact, for the unit the QR screen shows,
 * else the selected unit; closes after the passes are made.
 */
import type { CommandContext } from '../../commands/types';
import { paletteUnitId } from './paletteUnit';
import { QrCreateForm } from './QrCreateForm';

export function CreatePassForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  return <QrCreateForm compact buildingId={ctx.buildingId} unitId={paletteUnitId(ctx)} onCreated={close} />;
}
