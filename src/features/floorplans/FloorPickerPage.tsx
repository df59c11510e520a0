import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rank } from '../../lib/rank';
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
  const [query, setQuery] = useState('');

  const open = (floor: number) => {
    close();
    ctx.navigate('/building-info');
    ctx.openDialog(OPEN_FLOORPLANS, { floor });
  };

  if (error) return <ErrorAlert message={t(loadErrorKey(error))} className="m-2" />;
  if (isLoading || !plans) return <SkeletonRows className="p-2" />;
  const all = floorsWithPlans(plans);
  if (all.length === 0) return <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{t('floorplans.empty.none')}</p>;
  // typing filters like the palette itself: 'prizemi', '2' or 'podzemni' find their floors
  const floors = rank(all, query, (floor) => ({ title: floorLabel(t, floor), keywords: [String(floor)] }));
  return (
    <div>
      <input
        type="search"
        autoFocus
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && floors.length > 0) {
            e.preventDefault();
            open(floors[0]);
          }
        }}
        placeholder={t('floorplans.commands.filterFloors')}
        aria-label={t('floorplans.commands.filterFloors')}
        className="mb-2 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
      />
      {floors.length === 0 && <p className="p-3 text-sm text-slate-600 dark:text-slate-400">{t('palette.empty')}</p>}
      <ul className="max-h-80 overflow-y-auto p-1" aria-label={t('floorplans.commands.pickFloor')}>
        {floors.map((floor) => {
          const count = plans.filter((p) => p.floor === floor).length;
          return (
            <li key={floor}>
              <button
                type="button"
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
    </div>
  );
}
