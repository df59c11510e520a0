import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '../../../contract/announcements';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { formatApiDate } from '../../lib/format';
import { useContractForm } from '../../lib/useContractForm';
import { ANNOUNCEMENT_MESSAGE_MAX as MESSAGE_MAX, ANNOUNCEMENT_TYPES, IMPORTANCES } from '../../../contract/rules/announcements';
import { createAnnouncement, updateAnnouncement } from './api';
import { announcementSchema, draftFromForm, EMPTY_FORM, formFromAnnouncement, type AnnouncementFormValues } from './validation';

/**
 * Create or edit an announcement: message (required), type, importance, optional end date, checked
 * by the route's schema. The outcome is toasted; on a failure the dialog stays open with the input.
 */
export function AnnouncementFormDialog({
  open,
  buildingId,
  announcement,
  onClose,
  onSaved,
}: {
  open: boolean;
  buildingId: number;
  /** the announcement being edited; null to create one */
  announcement: Announcement | null;
  onClose: () => void;
  /** after a stored change (the list reloads) */
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const editing = announcement;
  const save = useContractForm<AnnouncementFormValues, Announcement>({
    schema: announcementSchema(() => formatApiDate(new Date())),
    defaultValues: EMPTY_FORM,
    labels: { message: t('announcements.form.message'), type: t('announcements.form.type'), importance: t('announcements.form.importance'), validTo: t('announcements.form.validTo') },
    toBody: draftFromForm,
    send: (values) => (editing ? updateAnnouncement(buildingId, editing.id, draftFromForm(values)) : createAnnouncement(buildingId, draftFromForm(values))),
    successText: t(editing ? 'announcements.toast.updated' : 'announcements.toast.created'),
    failureText: t(editing ? 'announcements.toast.updateFailed' : 'announcements.toast.createFailed'),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const { reset } = save.form;

  // a fresh form each time the dialog opens (for the announcement it opens with)
  useEffect(() => {
    if (open) reset(announcement ? formFromAnnouncement(announcement) : EMPTY_FORM);
  }, [open, announcement, reset]);

  const pending = save.pending;
  const length = (save.form.watch('message') ?? '').trim().length;
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
      <form id={formId} onSubmit={(e) => void save.onSubmit(e)} noValidate className="space-y-4">
        <TextAreaField
          label={t('announcements.form.message')}
          required
          rows={5}
          autoFocus
          error={save.fieldError('message')}
          hint={t('announcements.form.messageCounter', { count: length, max: MESSAGE_MAX })}
          maxLength={MESSAGE_MAX + 200}
          {...save.form.register('message')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('announcements.form.type')}
            options={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`announcements.type.${v}`) }))}
            {...save.form.register('type')}
          />
          <SelectField
            label={t('announcements.form.importance')}
            options={IMPORTANCES.map((v) => ({ value: v, label: t(`announcements.importance.${v}`) }))}
            {...save.form.register('importance')}
          />
        </div>
        <TextField
          type="date"
          label={t('announcements.form.validTo')}
          hint={t('announcements.form.validToHint')}
          min={formatApiDate(new Date())}
          error={save.fieldError('validTo')}
          {...save.form.register('validTo')}
        />
      </form>
    </Dialog>
  );
}
