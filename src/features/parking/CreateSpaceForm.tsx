/**
 * Palette sub-page for holders of parking:manage: pick one of the building's units with parking,
 * then name, location and floor of its new space. On success the parking screen opens on that unit.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { errorMessage } from '../../lib/http';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { useBuildingUnits } from '../../state/buildingUnits';
import { compareUnits } from '../../state/selection';
import { parkingHref } from './rules';
import { SpaceForm } from './SpaceForm';

export function CreateSpaceForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const buildingId = ctx.buildingId;
  const list = useBuildingUnits(buildingId);
  // spaces belong to units with parking (the server refuses the rest)
  const units = (list.data ?? []).filter((u) => u.has_parking).sort(compareUnits);
  const [picked, setPicked] = useState('');
  const unitId = Number(picked) || (ctx.unit && units.some((u) => u.id === ctx.unit?.id) ? ctx.unit.id : 0);

  if (buildingId === null) return null;
  if (list.isLoading && !list.data) return <Spinner label={t('common.loading')} />;
  if (list.error && !list.data) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {errorMessage(list.error, t('errors.unitsLoad'))}
      </p>
    );
  }
  if (units.length === 0) return <p className="py-4 text-center text-sm text-slate-500">{t('parking.palette.noUnitsWith')}</p>;

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        autoFocus
        label={t('parking.selectUnit.label')}
        emptyOption={t('common.choose')}
        value={unitId ? String(unitId) : ''}
        onChange={(e) => setPicked(e.target.value)}
        options={units.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
      />
      {unitId > 0 && (
        <SpaceForm
          key={unitId}
          scope={{ buildingId, unitId }}
          className="flex flex-col gap-3"
          onCreated={() => {
            ctx.navigate(parkingHref('vehicles', undefined, unitId));
            close();
          }}
        />
      )}
    </div>
  );
}
