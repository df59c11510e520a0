import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SkeletonRows } from '../../ui/Skeleton';
import { loadErrorKey, useFloorplans } from './api';
import { floorLabel } from '../../lib/floors';
import { floorsWithPlans } from './floors';
import { OPEN_FLOORPLANS } from '../../commands/dialogIds';

/** The palette sub-page of "open the floor plans of a floor": the floors that have plans, each opening the dialog there. */
export function FloorPickerPage({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const { plans, error, isLoading } = useFloorplans(ctx.buildingId);

  const open = (floor: number) => {
    close();
    ctx.navigate('/building-info');
    ctx.openDialog(OPEN_FLOORPLANS, { floor });
  };

  if (error) return <ErrorAlert message={t(loadErrorKey(error))} className="m-2" />;
  if (isLoading || !plans) return <SkeletonRows className="p-2" />;
  const floors = floorsWithPlans(plans);
  if (floors.length === 0) return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('floorplans.empty.none')}</p>;
  return (
    <ul className="max-h-80 overflow-y-auto p-1" aria-label={t('floorplans.commands.pickFloor')}>
      {floors.map((floor, i) => {
        const count = plans.filter((p) => p.floor === floor).length;
        return (
          <li key={floor}>
            <button
              type="button"
              autoFocus={i === 0}
              onClick={() => open(floor)}
              className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none dark:hover:bg-slate-800 dark:focus:bg-slate-800"
            >
              <span>{floorLabel(t, floor)}</span>
              <span className="text-xs text-slate-500">{t('floorplans.commands.planCount', { count })}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
