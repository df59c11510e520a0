/**
 * The unit's parking spaces (spec 000 §3), and for holders of parking:manage a form to create one.
 * A unit without parking has none to show, and asks for none.
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ParkingSquare } from 'lucide-react';
import type { ParkingSpace } from '../../../contract/parking';
import { PARKING_SPACE_LOCATION_MAX, PARKING_SPACE_NAME_MAX } from '../../../contract/rules/parking';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SkeletonRows } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { createParkingSpace, useParkingSpaces, useRevalidateParking } from './api';
import { failureText, useLoadFailureToast } from './loadFailure';

type Scope = { buildingId: number; unitId: number };
interface SpaceForm {
  name: string;
  location: string;
  floor: string;
}
const EMPTY: SpaceForm = { name: '', location: '', floor: '' };

export function SpacesCard({ scope, manage, hasParking }: { scope: Scope; manage: boolean; hasParking: boolean }) {
  const { t } = useTranslation();
  const formId = useId();
  const list = useParkingSpaces(hasParking ? scope : null);
  const revalidate = useRevalidateParking(scope);
  const [form, setForm] = useState<SpaceForm>(EMPTY);
  useLoadFailureToast(list.error, 'parking.toast.spacesLoadFailed', 'parking-spaces-load');

  const create = useFormSubmit<SpaceForm, ParkingSpace, 'name'>({
    key: `form:parking-space:${scope.unitId}`,
    validate: (v) => (v.name.trim() ? {} : { name: 'parking.spaces.nameRequired' }),
    send: (v) => createParkingSpace(scope.buildingId, scope.unitId, { name: v.name.trim(), location: v.location.trim() || null, floor: v.floor === '' ? null : Number(v.floor) }),
    failureText: t('parking.toast.spaceFailed'),
    onSuccess: (space) => {
      toast.success(t('parking.toast.spaceCreated', { name: space.name }));
      setForm(EMPTY);
      void revalidate();
    },
  });

  if (!hasParking) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void create.submit(form);
  };
  const spaces = list.data ?? [];

  return (
    <Card title={t('parking.spaces.title')}>
      {list.isLoading && !list.data ? (
        <SkeletonRows count={3} />
      ) : list.error && !list.data ? (
        <ErrorAlert title={t('parking.errors.spacesTitle')} message={failureText(list.error, t('parking.toast.spacesLoadFailed')) ?? undefined} onRetry={list.retry} />
      ) : spaces.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('parking.spaces.empty')}</p>
      ) : (
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
      )}
      {manage && (
        <form id={formId} onSubmit={submit} noValidate className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_1fr_6rem_auto] sm:items-end dark:border-slate-700" aria-label={t('parking.spaces.create')}>
          <TextField
            label={t('parking.spaces.name')}
            required
            maxLength={PARKING_SPACE_NAME_MAX}
            value={form.name}
            onChange={(e) => {
              setForm((f) => ({ ...f, name: e.target.value }));
              create.clearFieldErrors('name');
            }}
            error={create.fieldErrors.name ? t(create.fieldErrors.name) : undefined}
          />
          <TextField label={t('parking.spaces.location')} maxLength={PARKING_SPACE_LOCATION_MAX} value={form.location} onChange={(e) => setForm((f) => ({ ...f, location: e.target.value }))} />
          <TextField label={t('parking.spaces.floorLabel')} type="number" min={-5} max={100} value={form.floor} onChange={(e) => setForm((f) => ({ ...f, floor: e.target.value }))} />
          <Button type="submit" loading={create.pending}>
            {t('parking.spaces.create')}
          </Button>
        </form>
      )}
    </Card>
  );
}
