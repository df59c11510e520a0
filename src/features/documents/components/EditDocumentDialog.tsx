import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document, DocumentCategory, DocumentPatch, DocumentVisibility } from '../../../../contract/documents';
import { updateDocument as updateRoute } from '../../../../contract/routes/documents';
import { bodySchemaOf, useContractForm } from '../../../lib/useContractForm';
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

const EMPTY: EditValues = { title: '', description: '', category_id: '', visibility: 'public' };

/** The PATCH body of the dialog's values. */
const patchOf = (v: EditValues): DocumentPatch => ({
  title: v.title.trim(),
  description: v.description.trim() || null,
  category_id: v.category_id ? parseInt(v.category_id, 10) : null,
  visibility: v.visibility,
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
  const save = useContractForm<EditValues, Document>({
    schema: bodySchemaOf(updateRoute),
    defaultValues: doc ? valuesOf(doc) : EMPTY,
    labels: { title: t('documents.upload.titleLabel'), description: t('documents.upload.descriptionLabel') },
    toBody: patchOf,
    send: (v) => updateDocument(buildingId, doc!.id, patchOf(v)),
    successText: t('documents.toast.updated'),
    failureText: t('documents.toast.updateFailed'),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const saving = save.pending;
  const { reset } = save.form;

  // every opening starts from the document as it is now
  useEffect(() => {
    if (doc) reset(valuesOf(doc));
  }, [doc, reset]);

  const visibility = save.form.watch('visibility');

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
          <Button type="submit" form="edit-document-form" loading={saving}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      {doc && (
        <form id="edit-document-form" onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-4">
          <fieldset disabled={saving} className="flex min-w-0 flex-col gap-4">
            <TextField
              label={t('documents.upload.titleLabel')}
              required
              maxLength={DOCUMENT_TITLE_MAX}
              error={save.fieldError('title')}
              {...save.form.register('title')}
            />
            <TextAreaField
              label={t('documents.upload.descriptionLabel')}
              maxLength={DOCUMENT_DESCRIPTION_MAX}
              error={save.fieldError('description')}
              {...save.form.register('description')}
            />
            <SelectField
              label={t('documents.upload.category')}
              emptyOption={t('documents.upload.noCategory')}
              options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              {...save.form.register('category_id')}
            />
            <SelectField
              label={t('documents.upload.visibility')}
              hint={t(`documents.visibilityHint.${doc.entity_type}.${visibility}`)}
              options={[
                { value: 'public', label: t('documents.visibility.public') },
                { value: 'private', label: t('documents.visibility.private') },
              ]}
              {...save.form.register('visibility')}
            />
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
