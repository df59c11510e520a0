import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field, controlClass } from '../../ui/Field';
import { errorMessage } from '../../lib/http';
import { uploadFloorplan } from './api';
import { fileKind } from './fileKind';
import { FloorplanFields, type FloorplanFieldValues } from './FloorplanFields';
import { FLOORPLAN_ACCEPT } from '../../../contract/rules/floorplans';
import { validateFloorplanFields, validateFloorplanFile, type FloorplanFormErrors } from './validation';

/** The administrators' upload form (spec 000 §2, §5). Validates before sending; the server checks again. */
export function FloorplanUploadForm({
  buildingId,
  defaultFloor,
  onUploaded,
  onCancel,
}: {
  buildingId: number;
  defaultFloor: number;
  onUploaded: (floor: number) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const fileId = useId();
  const [fields, setFields] = useState<FloorplanFieldValues>({
    floor: String(defaultFloor),
    name: '',
    description: '',
    type: 'public',
    access: 'public',
  });
  const { floor, name, description, type, access } = fields;
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FloorplanFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    const found = validateFloorplanFields({ floor, name });
    const fileError = validateFloorplanFile(file, file ? await fileKind(file) : null);
    if (fileError) found.file = fileError;
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    setBusy(true);
    try {
      const plan = await uploadFloorplan(buildingId, { file, floor: Number(floor), name, description, type, access_level: access });
      toast.success(t('floorplans.upload.success'));
      onUploaded(plan.floor);
    } catch (err) {
      toast.error(t('floorplans.errors.upload'));
      setServerError(errorMessage(err, t('floorplans.errors.upload')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700" aria-label={t('floorplans.upload.title')}>
      <h3 className="font-semibold">{t('floorplans.upload.title')}</h3>
      {serverError && <ErrorAlert title={t('floorplans.errors.upload')} message={serverError} />}
      <FloorplanFields values={fields} errors={errors} onChange={(patch) => setFields((f) => ({ ...f, ...patch }))} />
      <Field id={fileId} label={t('floorplans.fields.file')} required hint={t('floorplans.fields.fileHint')} error={errors.file && t(errors.file)}>
        <input
          id={fileId}
          type="file"
          accept={FLOORPLAN_ACCEPT}
          aria-invalid={errors.file ? true : undefined}
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            setFile(picked);
            // a picked file pre-fills an empty name, like the documents dialog does
            if (picked && !name.trim()) setFields((f) => ({ ...f, name: picked.name.replace(/\.[^.]+$/, '') }));
          }}
          className={controlClass}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('floorplans.upload.submit')}
        </Button>
      </div>
    </form>
  );
}
