/**
 * The create form's fields, shared by the screen's card and the palette's small form: e-mails (one
 * per line or comma separated), the recipient's name (screen only), the access type and, for a
 * time-limited pass only, its start and end (datetime-local, the browser's zone).
 */
import { useTranslation } from 'react-i18next';
import { QR_ACCESS_TYPES } from '../../../contract/rules/qr';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { emailsError, type useQrCreate } from './useQrCreate';

export function QrPassFields({
  create,
  compact = false,
  autoFocus = false,
}: {
  create: ReturnType<typeof useQrCreate>;
  /** the palette: fewer rows, no recipient name */
  compact?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const { register, watch } = create.form;
  return (
    <>
      <TextAreaField
        autoFocus={autoFocus}
        label={t('qr.form.emails')}
        hint={t('qr.form.emailsHint')}
        rows={compact ? 2 : 3}
        required
        autoComplete="off"
        error={emailsError(create)}
        {...register('emails')}
      />
      {!compact && <TextField label={t('qr.form.recipientName')} autoComplete="off" error={create.fieldError('recipient_name')} {...register('recipient_name')} />}
      <SelectField label={t('qr.form.type')} options={QR_ACCESS_TYPES.map((type) => ({ value: type, label: t(`qr.type.${type}`) }))} {...register('access_type')} />
      {watch('access_type') === 'time_limited' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField type="datetime-local" label={t('qr.form.validFrom')} required error={create.fieldError('valid_from')} {...register('valid_from')} />
          <TextField type="datetime-local" label={t('qr.form.validTo')} required error={create.fieldError('valid_to')} {...register('valid_to')} />
        </div>
      )}
    </>
  );
}
