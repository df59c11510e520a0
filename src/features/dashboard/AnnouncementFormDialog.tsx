import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../contract/announcements';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { formatApiDate } from '../../lib/format';
import type { AnnouncementDraft } from './api';
import { ANNOUNCEMENT_MESSAGE_MAX as MESSAGE_MAX, ANNOUNCEMENT_TYPES, IMPORTANCES } from '../../../contract/rules/announcements';
import {
  draftFromForm,
  EMPTY_FORM,
  formFromAnnouncement,
  validateAnnouncement,
  type AnnouncementFormErrors,
  type AnnouncementFormValues,
} from './validation';

/**
 * Create or edit an announcement: message (required), type, importance, optional end date.
 * `onSubmit` reports its own outcome; when it throws, the dialog stays open with the input.
 */
export function AnnouncementFormDialog({
  open,
  announcement,
  onClose,
  onSubmit,
  pending,
}: {
  open: boolean;
  /** the announcement being edited; null to create one */
  announcement: Announcement | null;
  onClose: () => void;
  /** sends the draft and reports the outcome (useFormSubmit); resolves true when it was stored */
  onSubmit: (draft: AnnouncementDraft) => Promise<boolean>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<AnnouncementFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<AnnouncementFormErrors>({});

  // a fresh form each time the dialog opens (for the announcement it opens with)
  useEffect(() => {
    if (!open) return;
    setValues(announcement ? formFromAnnouncement(announcement) : EMPTY_FORM);
    setErrors({});
  }, [open, announcement]);

  const set = <K extends keyof AnnouncementFormValues>(key: K, value: AnnouncementFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const today = formatApiDate(new Date());
    const found = validateAnnouncement(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // on a failure the caller has toasted it; the input stays for another try
    if (await onSubmit(draftFromForm(values))) onClose();
  };

  const length = values.message.trim().length;
  return (
    <Dialog
      open={open}
      onClose={pending ? () => undefined : onClose}
      dismissOnOutsideClick={false}
      title={t(announcement ? 'announcements.form.editTitle' : 'announcements.form.createTitle')}
      data-testid="announcement-form"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {t(announcement ? 'common.save' : 'announcements.actions.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          label={t('announcements.form.message')}
          required
          rows={5}
          autoFocus
          value={values.message}
          onChange={(e) => set('message', e.target.value)}
          error={errors.message ? t(errors.message, { max: MESSAGE_MAX }) : undefined}
          hint={t('announcements.form.messageCounter', { count: length, max: MESSAGE_MAX })}
          maxLength={MESSAGE_MAX + 200}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('announcements.form.type')}
            value={values.type}
            onChange={(e) => set('type', e.target.value as AnnouncementFormValues['type'])}
            options={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`announcements.type.${v}`) }))}
          />
          <SelectField
            label={t('announcements.form.importance')}
            value={values.importance}
            onChange={(e) => set('importance', e.target.value as AnnouncementFormValues['importance'])}
            options={IMPORTANCES.map((v) => ({ value: v, label: t(`announcements.importance.${v}`) }))}
          />
        </div>
        <TextField
          type="date"
          label={t('announcements.form.validTo')}
          hint={t('announcements.form.validToHint')}
          min={formatApiDate(new Date())}
          value={values.validTo}
          onChange={(e) => set('validTo', e.target.value)}
          error={errors.validTo ? t(errors.validTo) : undefined}
        />
      </form>
    </Dialog>
  );
}
