/**
 * Palette sub-page 'Create QR pass…': the screen's form, compact, for the unit the QR screen shows,
 * else the selected unit; closes after the passes are made. Staff (unit:manage here, as /users/me
 * answered) pick the unit first, from every unit of the building, as on the screen: they may have
 * no unit of their own, and the server lets them create passes for any unit of their building.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { PERMISSION } from '../../../contract/rules/permissions';
import { useBuildingUnits } from '../../state/buildingUnits';
import { StaffUnitPicker } from '../../ui/StaffUnitPicker';
import { paletteUnitId } from './paletteUnit';
import { QrCreateForm } from './QrCreateForm';

export function CreatePassForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  if (ctx.hasPermission(PERMISSION.unitManage)) return <StaffCreatePassForm ctx={ctx} close={close} />;
  return <QrCreateForm compact buildingId={ctx.buildingId} unitId={paletteUnitId(ctx)} onCreated={close} />;
}

function StaffCreatePassForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const units = useBuildingUnits(ctx.buildingId);
  const [unitId, setUnitId] = useState<number | null>(() => paletteUnitId(ctx));
  const unit = units.data?.find((u) => u.id === unitId) ?? null;
  return (
    <div className="flex flex-col gap-3">
      <StaffUnitPicker
        units={units}
        value={unit}
        onPick={setUnitId}
        testId="qr-palette-unit-picker"
        texts={{ search: t('qr.selectUnit.search'), label: t('qr.selectUnit.label'), none: t('qr.selectUnit.noMatch') }}
      />
      {unit && <QrCreateForm key={unit.id} compact buildingId={ctx.buildingId} unitId={unit.id} onCreated={close} />}
    </div>
  );
}
