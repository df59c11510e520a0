/**
 * The form that creates a parking space for a unit (parking:manage only; POST
 * /buildings/{id}/units/{unitId}/parking-spaces): name (required), location, floor. The spaces
 * card and the palette's "Create a parking space" page both use it; the unit's lists reload after.
 * Its checks are the route's body schema (contract/parking.ts ParkingSpaceInput).
 */
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { ParkingSpace } from '../../../contract/parking';
import { createUnitSpace } from '../../../contract/routes/parking';
import { PARKING_SPACE_LOCATION_MAX, PARKING_SPACE_NAME_MAX } from '../../../contract/rules/parking';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { createParkingSpace, useRevalidateParking } from './api';

interface SpaceValues {
  name: string;
  location: string;
  floor: string;
}
const EMPTY: SpaceValues = { name: '', location: '', floor: '' };

const spaceBody = (v: SpaceValues) => ({ name: v.name.trim(), location: v.location.trim() || null, floor: v.floor === '' ? null : Number(v.floor) });

export function SpaceForm({ scope, className, onCreated }: { scope: { buildingId: number; unitId: number }; className: string; onCreated?: (space: ParkingSpace) => void }) {
  const { t } = useTranslation();
  const revalidate = useRevalidateParking(scope);
  const create = useContractForm<SpaceValues, ParkingSpace>({
    schema: bodySchemaOf(createUnitSpace),
    defaultValues: EMPTY,
    labels: { name: t('parking.spaces.name'), location: t('parking.spaces.location'), floor: t('parking.spaces.floorLabel') },
    toBody: spaceBody,
    send: (v) => createParkingSpace(scope.buildingId, scope.unitId, spaceBody(v)),
    failureText: t('parking.toast.spaceFailed'),
    onSuccess: (space) => {
      toast.success(t('parking.toast.spaceCreated', { name: space.name }));
      create.form.reset(EMPTY);
      void revalidate();
      onCreated?.(space);
    },
  });

  return (
    <form onSubmit={(e) => void create.onSubmit(e)} noValidate className={className} aria-label={t('parking.spaces.create')}>
      <TextField label={t('parking.spaces.name')} required maxLength={PARKING_SPACE_NAME_MAX} error={create.fieldError('name')} {...create.form.register('name')} />
      <TextField label={t('parking.spaces.location')} maxLength={PARKING_SPACE_LOCATION_MAX} error={create.fieldError('location')} {...create.form.register('location')} />
      <TextField label={t('parking.spaces.floorLabel')} type="number" min={-5} max={100} error={create.fieldError('floor')} {...create.form.register('floor')} />
      <Button type="submit" loading={create.pending}>
        {t('parking.spaces.create')}
      </Button>
    </form>
  );
}
