import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFloorplan as uploadRoute } from '../../../contract/routes/floorplans';
import { Button } from '../../ui/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field, controlClass } from '../../ui/Field';
import { useContractForm } from '../../lib/useContractForm';
import { uploadFloorplan } from './api';
import { fileKind } from './fileKind';
import { FloorplanFields, floorplanLabels, type FloorplanFieldValues } from './FloorplanFields';
import { FLOORPLAN_ACCEPT } from '../../../contract/rules/floorplans';
import { validateFloorplanFile } from './validation';
import { useFailureReason } from './useFailureReason';

/** the multipart text fields are the route's `form` schema */
const formSchema = async () => (await uploadRoute.schemas()).form!;

/** The administrators' upload form (spec 000 §2, §5). Checks before sending; the server checks again. */
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
  // the file is no text field: it keeps its own state and its own check (by content, spec 000 §9)
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const failure = useFailureReason(t('floorplans.errors.upload'));
  const save = useContractForm<FloorplanFieldValues, { floor: number }>({
    schema: formSchema,
    defaultValues: { floor: String(defaultFloor), name: '', description: '', type: 'public', access_level: 'public' },
    labels: floorplanLabels(t),
    send: failure.track((v: FloorplanFieldValues) =>
      uploadFloorplan(buildingId, { file: file!, floor: Number(v.floor), name: v.name, description: v.description, type: v.type, access_level: v.access_level }),
    ),
    successText: t('floorplans.upload.success'),
    failureText: t('floorplans.errors.upload'),
    onSuccess: (plan) => onUploaded(plan.floor),
  });
  const busy = save.pending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the content decides the type (spec 000 §9): its first bytes are read before the checks run
    const found = validateFloorplanFile(file, file ? await fileKind(file) : null);
    setFileError(found);
    // a bad file sends nothing, but the text fields are still checked, so every error shows at once
    if (found) await save.form.trigger();
    else await save.onSubmit();
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700" aria-label={t('floorplans.upload.title')}>
      <h3 className="font-semibold">{t('floorplans.upload.title')}</h3>
      {failure.reason && !busy && <ErrorAlert title={t('floorplans.errors.upload')} message={failure.reason} />}
      <FloorplanFields form={save.form} fieldError={save.fieldError} />
      <Field id={fileId} label={t('floorplans.fields.file')} required hint={t('floorplans.fields.fileHint')} error={fileError && t(fileError)}>
        <input
          id={fileId}
          type="file"
          accept={FLOORPLAN_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          onChange={(e) => {
            const picked = e.target.files?.[0] ?? null;
            setFile(picked);
            // a picked file pre-fills an empty name, like the documents dialog does
            if (picked && !save.form.getValues('name').trim()) save.form.setValue('name', picked.name.replace(/\.[^.]+$/, ''));
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
