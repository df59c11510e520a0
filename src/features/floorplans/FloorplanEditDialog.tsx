import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Floorplan, FloorplanAccessLevel, FloorplanType } from '../../../contract/floorplans';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { errorMessage } from '../../lib/http';
import { updateFloorplan } from './api';
import { FLOOR_MAX, FLOOR_MIN } from './floors';
import { accessOptions, typeOptions } from './options';
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
  const [floor, setFloor] = useState(String(plan.floor));
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description ?? '');
  const [type, setType] = useState<FloorplanType>(plan.type);
  const [access, setAccess] = useState<FloorplanAccessLevel>(plan.access_level);
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
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('floorplans.fields.floor')}
            type="number"
            min={FLOOR_MIN}
            max={FLOOR_MAX}
            step={1}
            required
            value={floor}
            onChange={(e) => setFloor(e.target.value)}
            error={errors.floor && t(errors.floor)}
          />
          <TextField label={t('floorplans.fields.name')} required maxLength={200} value={name} onChange={(e) => setName(e.target.value)} error={errors.name && t(errors.name)} />
        </div>
        <TextAreaField label={t('floorplans.fields.description')} rows={2} maxLength={2000} value={description} onChange={(e) => setDescription(e.target.value)} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('floorplans.fields.type')} value={type} onChange={(e) => setType(e.target.value as FloorplanType)} options={typeOptions(t)} />
          <SelectField label={t('floorplans.fields.accessLevel')} value={access} onChange={(e) => setAccess(e.target.value as FloorplanAccessLevel)} options={accessOptions(t)} />
        </div>
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
