import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Floorplan } from '../../../contract/floorplans';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { updateFloorplan } from './api';
import { FloorplanFields, type FloorplanFieldValues } from './FloorplanFields';
import { validateFloorplanFields, type FloorplanFormErrors } from './validation';

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
  const [fields, setFields] = useState<FloorplanFieldValues>({
    floor: String(plan.floor),
    name: plan.name,
    description: plan.description ?? '',
    type: plan.type,
    access: plan.access_level,
  });
  const save = useFormSubmit({
    key: `form:floorplan-edit:${plan.id}`,
    validate: (v: FloorplanFieldValues) => validateFloorplanFields({ floor: v.floor, name: v.name }),
    send: (v: FloorplanFieldValues) =>
      updateFloorplan(buildingId, plan.id, {
        floor: Number(v.floor),
        name: v.name.trim(),
        description: v.description.trim() || null,
        type: v.type,
        access_level: v.access,
      }),
    successText: t('floorplans.edit.success'),
    failureText: t('floorplans.errors.update'),
    onSuccess: (saved) => onSaved(saved),
  });
  const busy = save.pending;
  const errors: FloorplanFormErrors = save.fieldErrors;
  // the server's reason stays in the dialog next to the input, until the next try
  const serverError = busy ? null : save.error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit(fields);
  };

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} title={t('floorplans.edit.title')} dismissOnOutsideClick={false}>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('floorplans.edit.title')}>
        {serverError && <ErrorAlert title={t('floorplans.errors.update')} message={serverError} />}
        <FloorplanFields values={fields} errors={errors} onChange={(patch) => setFields((f) => ({ ...f, ...patch }))} />
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
