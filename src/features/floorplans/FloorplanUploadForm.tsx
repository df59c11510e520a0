import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field, controlClass } from '../../ui/Field';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { uploadFloorplan } from './api';
import { fileKind, type PlanKind } from './fileKind';
import { FloorplanFields, type FloorplanFieldValues } from './FloorplanFields';
import { FLOORPLAN_ACCEPT } from '../../../contract/rules/floorplans';
import { validateFloorplanFields, validateFloorplanFile, type FloorplanFormErrors } from './validation';

interface UploadAttempt extends FloorplanFieldValues {
  file: File | null;
  kind: PlanKind | null;
}

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
  const [file, setFile] = useState<File | null>(null);
  const save = useFormSubmit({
    key: `form:floorplan-upload:${buildingId}`,
    validate: (v: UploadAttempt): FloorplanFormErrors => {
      const found = validateFloorplanFields({ floor: v.floor, name: v.name });
      const fileError = validateFloorplanFile(v.file, v.kind);
      return fileError ? { ...found, file: fileError } : found;
    },
    send: (v: UploadAttempt) =>
      uploadFloorplan(buildingId, { file: v.file!, floor: Number(v.floor), name: v.name, description: v.description, type: v.type, access_level: v.access }),
    successText: t('floorplans.upload.success'),
    failureText: t('floorplans.errors.upload'),
    onSuccess: (plan) => onUploaded(plan.floor),
  });
  const busy = save.pending;
  const errors: FloorplanFormErrors = save.fieldErrors;
  // the server's reason stays next to the input, until the next try
  const serverError = busy ? null : save.error;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the content decides the type (spec 000 §9): its first bytes are read before the checks run
    await save.submit({ ...fields, file, kind: file ? await fileKind(file) : null });
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
            if (picked && !fields.name.trim()) setFields((f) => ({ ...f, name: picked.name.replace(/\.[^.]+$/, '') }));
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
