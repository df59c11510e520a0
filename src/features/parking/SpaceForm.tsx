/**
 * The form that creates a parking space for a unit (parking:manage only; POST
 * /buildings/{id}/units/{unitId}/parking-spaces): name (required), location, floor. The spaces
 * card and the palette's "Create a parking space" page both use it; the unit's lists reload after.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ParkingSpace } from '../../../contract/parking';
import { PARKING_SPACE_LOCATION_MAX, PARKING_SPACE_NAME_MAX } from '../../../contract/rules/parking';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { createParkingSpace, useRevalidateParking } from './api';

interface SpaceValues {
  name: string;
  location: string;
  floor: string;
}
const EMPTY: SpaceValues = { name: '', location: '', floor: '' };

export function SpaceForm({ scope, className, onCreated }: { scope: { buildingId: number; unitId: number }; className: string; onCreated?: (space: ParkingSpace) => void }) {
  const { t } = useTranslation();
  const revalidate = useRevalidateParking(scope);
  const [form, setForm] = useState<SpaceValues>(EMPTY);
  const create = useFormSubmit<SpaceValues, ParkingSpace, 'name'>({
    key: `form:parking-space:${scope.unitId}`,
    validate: (v) => (v.name.trim() ? {} : { name: 'parking.spaces.nameRequired' }),
    send: (v) => createParkingSpace(scope.buildingId, scope.unitId, { name: v.name.trim(), location: v.location.trim() || null, floor: v.floor === '' ? null : Number(v.floor) }),
    failureText: t('parking.toast.spaceFailed'),
    onSuccess: (space) => {
      toast.success(t('parking.toast.spaceCreated', { name: space.name }));
      setForm(EMPTY);
      void revalidate();
      onCreated?.(space);
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void create.submit(form);
  };

  return (
    <form onSubmit={submit} noValidate className={className} aria-label={t('parking.spaces.create')}>
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
  );
}
