import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Floorplan } from '../../../contract/floorplans';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { errorMessage } from '../../lib/http';
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
  const { floor, name, description, type, access } = fields;
  const [errors, setErrors] = useState<FloorplanFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateFloorplanFields({ floor, name });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setServerError(null);
    try {
      const saved = await updateFloorplan(buildingId, plan.id, {
        floor: Number(floor),
        name: name.trim(),
        description: description.trim() || null,
        type,
        access_level: access,
      });
      toast.success(t('floorplans.edit.success'));
      onSaved(saved);
    } catch (err) {
      toast.error(t('floorplans.errors.update'));
      setServerError(errorMessage(err, t('floorplans.errors.update')));
    } finally {
      setBusy(false);
    }
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
