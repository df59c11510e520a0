import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { DocumentCategory } from '../../../../contract/documents';
import type { UnitSummary } from '../../../../contract/units';
import { useFormSubmit } from '../../../lib/useFormSubmit';
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
  withEntityType,
  withFile,
} from '../rules';

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
  const [values, setValues] = useState<UploadValues>(() => initialUploadValues(buildingId, rights));
  // the file input is uncontrolled; a new key empties it on reset
  const [fileInputKey, setFileInputKey] = useState(0);

  const reset = () => {
    setValues(initialUploadValues(buildingId, rights));
    setFileInputKey((k) => k + 1);
  };

  // Every opening starts from a fresh form (rights and units may have loaded since the last one).
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [buildingId, open]);

  const set = <K extends keyof UploadValues>(key: K, value: UploadValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const unitChoices = rights.staff ? units : units.filter((u) => rights.ownUnitIds.includes(u.id));
  const unitMissing = values.entity_type === 'unit' && !values.entity_id;
  const upload = useFormSubmit({
    key: `form:document-upload:${buildingId}`,
    send: (v: UploadValues & { file: File }) => uploadDocument(buildingId, v),
    successText: t('documents.toast.uploaded'),
    failureText: t('documents.toast.uploadFailed'),
    onSuccess: () => {
      onUploaded();
      reset();
      onClose();
    },
  });
  const submitting = upload.pending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const file = values.file;
    if (!file) {
      toast.error(t('documents.toast.noFile'));
      return;
    }
    await upload.submit({ ...values, file });
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
          <Button type="submit" form="upload-document-form" loading={submitting} disabled={!values.file || unitMissing}>
            {submitting ? t('documents.upload.submitting') : t('documents.upload.submit')}
          </Button>
        </>
      }
    >
      <form id="upload-document-form" onSubmit={submit} className="flex flex-col gap-4" aria-busy={submitting}>
        <fieldset disabled={submitting} className="flex min-w-0 flex-col gap-4">
          <Field id={fileId} label={t('documents.upload.file')} required hint={t('documents.upload.fileHint')}>
            <input
              key={fileInputKey}
              id={fileId}
              type="file"
              accept={ACCEPTED_FILES}
              onChange={(e) => setValues((v) => withFile(v, e.target.files?.[0] ?? null))}
              className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
              data-testid="upload-file"
            />
          </Field>
          {values.file && (
            <p className="-mt-2 break-all text-xs text-slate-600 dark:text-slate-400">
              {values.file.name} · {formatFileSize(values.file.size)}
            </p>
          )}
          <TextField
            label={t('documents.upload.titleLabel')}
            hint={t('documents.upload.titleHint')}
            value={values.title}
            maxLength={DOCUMENT_TITLE_MAX}
            onChange={(e) => set('title', e.target.value)}
          />
          <TextAreaField
            label={t('documents.upload.descriptionLabel')}
            value={values.description}
            maxLength={DOCUMENT_DESCRIPTION_MAX}
            onChange={(e) => set('description', e.target.value)}
          />
          <SelectField
            label={t('documents.upload.category')}
            emptyOption={t('documents.upload.noCategory')}
            value={values.category_id}
            onChange={(e) => set('category_id', e.target.value)}
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField
              label={t('documents.upload.entityType')}
              value={values.entity_type}
              onChange={(e) => setValues((v) => withEntityType(v, e.target.value as UploadValues['entity_type'], buildingId))}
              options={[
                { value: 'building', label: t('documents.entity.building'), disabled: !rights.staff },
                { value: 'unit', label: t('documents.entity.unit'), disabled: unitChoices.length === 0 },
              ]}
            />
            <SelectField
              label={t('documents.upload.visibility')}
              hint={t(`documents.visibilityHint.${values.entity_type}.${values.visibility}`)}
              value={values.visibility}
              onChange={(e) => set('visibility', e.target.value as UploadValues['visibility'])}
              options={[
                { value: 'public', label: t('documents.visibility.public') },
                { value: 'private', label: t('documents.visibility.private') },
              ]}
            />
          </div>
          {values.entity_type === 'unit' && (
            <SelectField
              label={t('documents.upload.unit')}
              required
              emptyOption={t('common.choose')}
              value={values.entity_id}
              onChange={(e) => set('entity_id', e.target.value)}
              options={unitChoices.map((u) => ({ value: String(u.id), label: `${u.number} · ${u.type_name}` }))}
              data-testid="upload-unit"
            />
          )}
        </fieldset>
      </form>
    </Dialog>
  );
}
