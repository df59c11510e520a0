import { useTranslation } from 'react-i18next';
import type { Floorplan } from '../../../contract/floorplans';
import { updateFloorplan as updateRoute } from '../../../contract/routes/floorplans';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { updateFloorplan, type FloorplanChanges } from './api';
import { FloorplanFields, floorplanLabels, type FloorplanFieldValues } from './FloorplanFields';
import { useFailureReason } from './useFailureReason';

/** The PATCH body of the dialog's values; an empty floor is no number (the schema refuses it). */
const changesOf = (v: FloorplanFieldValues): FloorplanChanges => ({
  floor: v.floor.trim() === '' ? Number.NaN : Number(v.floor),
  name: v.name.trim(),
  description: v.description.trim() || null,
  type: v.type,
  access_level: v.access_level,
});

/** Edit name, description, floor, type and access level (the spec's edit is unfinished; this one works). */
export function FloorplanEditDialog({
  buildingId,
  plan,
  onClose,
  onSaved,
}: {
  buildingId: number;
  plan: Floorplan;
  onClose: () => void;
  onSaved: (plan: Floorplan) => void;
}) {
  const { t } = useTranslation();
  const failure = useFailureReason(t('floorplans.errors.update'));
  const save = useContractForm<FloorplanFieldValues, Floorplan>({
    schema: bodySchemaOf(updateRoute),
    defaultValues: { floor: String(plan.floor), name: plan.name, description: plan.description ?? '', type: plan.type, access_level: plan.access_level },
    labels: floorplanLabels(t),
    toBody: changesOf,
    send: failure.track((v: FloorplanFieldValues) => updateFloorplan(buildingId, plan.id, changesOf(v))),
    successText: t('floorplans.edit.success'),
    failureText: t('floorplans.errors.update'),
    onSuccess: (saved) => onSaved(saved),
  });
  const busy = save.pending;

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={t('floorplans.edit.title')} dismissOnOutsideClick={false}>
      <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="space-y-3" aria-label={t('floorplans.edit.title')}>
        {failure.reason && !busy && <ErrorAlert title={t('floorplans.errors.update')} message={failure.reason} />}
        <FloorplanFields form={save.form} fieldError={save.fieldError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
