import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { Button } from '../../ui/Button';
import { cn } from '../../lib/cn';
import { FLOOR_MAX, FLOOR_MIN } from '../../../contract/rules/floorplans';
import { floorLabel } from '../../lib/floors';
import { clampFloor } from './floors';

/**
 * Picks a floor: up/down steppers over the whole range (-5…100), a number field to jump, and
 * quick chips for the floors that have plans.
 */
export function FloorSelector({
  floor,
  onChange,
  floorsWithPlans,
}: {
  floor: number;
  onChange: (floor: number) => void;
  floorsWithPlans: number[];
}) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <div className="space-y-3" data-testid="floor-selector">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('floorplans.floor.down')}
          disabled={floor <= FLOOR_MIN}
          onClick={() => onChange(clampFloor(floor - 1))}
        >
          <ChevronDown className="h-4 w-4" aria-hidden="true" />
        </Button>
        <label htmlFor={inputId} className="sr-only">
          {t('floorplans.floor.label')}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={FLOOR_MIN}
          max={FLOOR_MAX}
          step={1}
          value={floor}
          onChange={(e) => e.target.value !== '' && onChange(clampFloor(Number(e.target.value)))}
          className="h-9 w-20 rounded-md border border-slate-300 bg-white px-2 text-center text-sm dark:border-slate-600 dark:bg-slate-800"
        />
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('floorplans.floor.up')}
          disabled={floor >= FLOOR_MAX}
          onClick={() => onChange(clampFloor(floor + 1))}
        >
          <ChevronUp className="h-4 w-4" aria-hidden="true" />
        </Button>
        <span className="font-medium" aria-live="polite" data-testid="floor-label">
          {floorLabel(t, floor)}
        </span>
      </div>
      {floorsWithPlans.length > 0 && (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('floorplans.floor.withPlans')}>
          {floorsWithPlans.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={f === floor}
              onClick={() => onChange(f)}
              className={cn(
                'rounded-full border px-3 py-1 text-xs font-medium',
                f === floor
                  ? 'border-blue-600 bg-blue-600 text-white dark:border-blue-400 dark:bg-blue-500 dark:text-slate-950'
                  : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {floorLabel(t, f)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
