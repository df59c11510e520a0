import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document, DocumentCategory, DocumentVisibility } from '../../../../contract/documents';
import { useFormSubmit } from '../../../lib/useFormSubmit';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { updateDocument } from '../api';
import { DOCUMENT_DESCRIPTION_MAX, DOCUMENT_TITLE_MAX } from '../../../../contract/rules/documents';

interface EditValues {
  title: string;
  description: string;
  category_id: string;
  visibility: DocumentVisibility;
}

const valuesOf = (d: Document): EditValues => ({
  title: d.title,
  description: d.description ?? '',
  category_id: d.category_id === null ? '' : String(d.category_id),
  visibility: d.visibility,
});

/** PATCH of the metadata (spec 000 §7); the file itself is not replaced. */
export function EditDocumentDialog({
  document: doc,
  onClose,
  buildingId,
  categories,
  onSaved,
}: {
  document: Document | null;
  onClose: () => void;
  buildingId: number;
  categories: readonly DocumentCategory[];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<EditValues | null>(doc ? valuesOf(doc) : null);
  const save = useFormSubmit({
    key: `form:document-edit:${buildingId}`,
    send: (v: EditValues) =>
      updateDocument(buildingId, doc!.id, {
        title: v.title.trim(),
        description: v.description.trim() || null,
        category_id: v.category_id ? parseInt(v.category_id, 10) : null,
        visibility: v.visibility,
      }),
    successText: t('documents.toast.updated'),
    failureText: t('documents.toast.updateFailed'),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const saving = save.pending;

  useEffect(() => {
    setValues(doc ? valuesOf(doc) : null);
  }, [doc]);

  const set = <K extends keyof EditValues>(key: K, value: EditValues[K]) => setValues((v) => (v ? { ...v, [key]: value } : v));
  const titleMissing = !values?.title.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (doc && values && !titleMissing) void save.submit(values);
  };

  return (
    <Dialog
      open={doc !== null}
      onClose={saving ? () => undefined : onClose}
      title={t('documents.edit.title')}
      dismissOnOutsideClick={false}
      data-testid="edit-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="edit-document-form" loading={saving} disabled={titleMissing}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {values && (
        <form id="edit-document-form" onSubmit={submit} className="flex flex-col gap-4">
          <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
            <TextField
              label={t('documents.upload.titleLabel')}
              required
              value={values.title}
              maxLength={DOCUMENT_TITLE_MAX}
              onChange={(e) => set('title', e.target.value)}
              error={titleMissing ? t('documents.edit.titleRequired') : undefined}
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
            <SelectField
              label={t('documents.upload.visibility')}
              hint={doc ? t(`documents.visibilityHint.${doc.entity_type}.${values.visibility}`) : undefined}
              value={values.visibility}
              onChange={(e) => set('visibility', e.target.value as DocumentVisibility)}
              options={[
                { value: 'public', label: t('documents.visibility.public') },
                { value: 'private', label: t('documents.visibility.private') },
              ]}
            />
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
