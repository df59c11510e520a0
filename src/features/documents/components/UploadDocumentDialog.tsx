import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Document, DocumentCategory } from '../../../../contract/documents';
import { uploadDocument as uploadRoute } from '../../../../contract/routes/documents';
import type { UnitSummary } from '../../../../contract/units';
import { useContractForm } from '../../../lib/useContractForm';
import { formatFileSize } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field, controlClass } from '../../../ui/Field';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { uploadDocument } from '../api';
import { DOCUMENT_ACCEPT as ACCEPTED_FILES, DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX } from '../../../../contract/rules/documents';
import {
  type DocumentRights,
  type UploadValues,
  initialUploadValues,
  titleForFile,
  uploadFields,
  withEntityType,
} from '../rules';

/** the multipart text fields are the route's `form` schema */
const formSchema = async () => (await uploadRoute.schemas()).form!;

export interface UploadDocumentDialogProps {
  open: boolean;
  onClose: () => void;
  buildingId: number;
  rights: DocumentRights;
  /** units a document may be uploaded to (staff: all of the building; owners: their own) */
  units: readonly UnitSummary[];
  categories: readonly DocumentCategory[];
  onUploaded: () => void;
}

/**
 * Spec 000 §4: opens with building/selected building/public; 'unit' reveals a unit selector and
 * 'building' resets entity_id; a picked file fills an empty title; submitting blocks the form;
 * success closes and resets, failure keeps everything for another try.
 */
export function UploadDocumentDialog({ open, onClose, buildingId, rights, units, categories, onUploaded }: UploadDocumentDialogProps) {
  const { t } = useTranslation();
  const fileId = useId();
  // the file is no text field: it keeps its own state (spec 000 §4: nothing is sent without one)
  const [file, setFile] = useState<File | null>(null);
  // the file input is uncontrolled; a new key empties it on reset
  const [fileInputKey, setFileInputKey] = useState(0);
  const upload = useContractForm<UploadValues, Document>({
    schema: formSchema,
    defaultValues: initialUploadValues(buildingId, rights),
    labels: {
      title: t('documents.upload.titleLabel'),
      description: t('documents.upload.descriptionLabel'),
      category_id: t('documents.upload.category'),
      entity_id: t('documents.upload.unit'),
    },
    toBody: (v) => uploadFields(v, file),
    send: (v) => uploadDocument(buildingId, v, file!),
    successText: t('documents.toast.uploaded'),
    failureText: t('documents.toast.uploadFailed'),
    onSuccess: () => {
      onUploaded();
      reset();
      onClose();
    },
  });
  const submitting = upload.pending;
  const { register, setValue, getValues } = upload.form;

  const reset = () => {
    upload.form.reset(initialUploadValues(buildingId, rights));
    setFile(null);
    setFileInputKey((k) => k + 1);
  };

  // Every opening starts from a fresh form (rights and units may have loaded since the last one).
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buildingId, open]);

  const values = upload.form.watch();
  const unitChoices = rights.staff ? units : units.filter((u) => rights.ownUnitIds.includes(u.id));
  const unitMissing = values.entity_type === 'unit' && !values.entity_id;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      toast.error(t('documents.toast.noFile'));
      return;
    }
    void upload.onSubmit();
  };

  return (
    <Dialog
      open={open}
      onClose={submitting ? () => undefined : onClose}
      title={t('documents.upload.title')}
      description={t('documents.upload.description')}
      dismissOnOutsideClick={false}
      data-testid="upload-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="upload-document-form" loading={submitting} disabled={!file || unitMissing}>
            {submitting ? t('documents.upload.submitting') : t('documents.upload.submit')}
          </Button>
        </>
      }
    >
      <form id="upload-document-form" onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={submitting}>
        <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
          <Field id={fileId} label={t('documents.upload.file')} required hint={t('documents.upload.fileHint')}>
            <input
              key={fileInputKey}
              id={fileId}
              type="file"
              accept={ACCEPTED_FILES}
              onChange={(e) => {
                const picked = e.target.files?.[0] ?? null;
                setFile(picked);
                setValue('title', titleForFile(getValues('title'), picked));
              }}
              className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
              data-testid="upload-file"
            />
          </Field>
          {file && (
            <p className="-mt-2 break-all text-xs text-slate-600 dark:text-slate-400">
              {file.name} · {formatFileSize(file.size)}
            </p>
          )}
          <TextField
            label={t('documents.upload.titleLabel')}
            hint={t('documents.upload.titleHint')}
            maxLength={DOCUMENT_TITLE_MAX}
            error={upload.fieldError('title')}
            {...register('title')}
          />
          <TextAreaField
            label={t('documents.upload.descriptionLabel')}
            maxLength={DOCUMENT_DESCRIPTION_MAX}
            error={upload.fieldError('description')}
            {...register('description')}
          />
          <SelectField
            label={t('documents.upload.category')}
            emptyOption={t('documents.upload.noCategory')}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
            error={upload.fieldError('category_id')}
            {...register('category_id')}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={t('documents.upload.entityType')}
              options={[
                { value: 'building', label: t('documents.entity.building'), disabled: !rights.staff },
                { value: 'unit', label: t('documents.entity.unit'), disabled: unitChoices.length === 0 },
              ]}
              {...register('entity_type', {
                onChange: (e) => setValue('entity_id', withEntityType(getValues(), e.target.value as UploadValues['entity_type'], buildingId).entity_id),
              })}
            />
            <SelectField
              label={t('documents.upload.visibility')}
              hint={t(`documents.visibilityHint.${values.entity_type}.${values.visibility}`)}
              options={[
                { value: 'public', label: t('documents.visibility.public') },
                { value: 'private', label: t('documents.visibility.private') },
              ]}
              {...register('visibility')}
            />
          </div>
          {values.entity_type === 'unit' && (
            <SelectField
              label={t('documents.upload.unit')}
              required
              emptyOption={t('common.choose')}
              error={upload.fieldError('entity_id')}
              {...register('entity_id')}
              options={unitChoices.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
              data-testid="upload-unit"
            />
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
