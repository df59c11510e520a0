/**
 * The unit's parking spaces (spec 000 §3), and for holders of parking:manage a form to create one.
 * A unit without parking has none to show, and asks for none.
 */
import { useTranslation } from 'react-i18next';
import { ParkingSquare } from 'lucide-react';
import { Card } from '../../ui/Card';
import { ListStates } from '../../ui/ListStates';
import { useParkingSpaces } from './api';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { SpaceForm } from './SpaceForm';

type Scope = { buildingId: number; unitId: number };

export function SpacesCard({ scope, manage, hasParking }: { scope: Scope; manage: boolean; hasParking: boolean }) {
  const { t } = useTranslation();
  const list = useParkingSpaces(hasParking ? scope : null);
  useLoadFailureToast(list.error, 'parking.toast.spacesLoadFailed', 'parking-spaces-load');

  if (!hasParking) return null;
  const spaces = list.data ?? [];

  return (
    <Card title={t('parking.spaces.title')}>
      <ListStates
        loading={list.isLoading && !list.data}
        failure={list.error && !list.data ? { title: t('parking.errors.spacesTitle'), message: failureText(list.error, t('parking.toast.spacesLoadFailed')) ?? undefined } : null}
        onRetry={list.retry}
        isEmpty={spaces.length === 0}
        empty={<p className="text-sm text-slate-600 dark:text-slate-400">{t('parking.spaces.empty')}</p>}
      >
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('parking.spaces.title')} data-testid="parking-spaces">
          {spaces.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
              <ParkingSquare className="h-4 w-4 text-slate-400" aria-hidden="true" />
              <span className="font-medium">{s.name}</span>
              {s.location && <span className="text-slate-600 dark:text-slate-400">{s.location}</span>}
              {s.floor !== null && <span className="text-slate-600 dark:text-slate-400">{t('parking.spaces.floor', { floor: s.floor })}</span>}
              {s.is_active !== 1 && <span className="rounded bg-slate-100 px-1.5 text-xs dark:bg-slate-800">{t('parking.spaces.inactive')}</span>}
            </li>
          ))}
        </ul>
      </ListStates>
      {manage && <SpaceForm key={scope.unitId} scope={scope} className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_1fr_6rem_auto] sm:items-end dark:border-slate-700" />}
    </Card>
  );
}
