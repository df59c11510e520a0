/**
 * The create form's fields, shared by the screen's card and the palette's small form: e-mails (one
 * per line or comma separated), the recipient's name (screen only), the access type and, for a
 * time-limited pass only, its start and end (datetime-local, the browser's zone).
 */
import { useTranslation } from 'react-i18next';
import { QR_ACCESS_TYPES, type QrAccessType } from '../../../contract/rules/qr';
import { SelectField } from '../../ui/SelectField';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { type QrFormErrors, type QrFormValues, qrErrorValues } from './rules';

export function QrPassFields({
  values,
  errors,
  onChange,
  compact = false,
  autoFocus = false,
}: {
  values: QrFormValues;
  errors: QrFormErrors;
  onChange: (patch: Partial<QrFormValues>) => void;
  /** the palette: fewer rows, no recipient name */
  compact?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const err = (field: keyof QrFormErrors) => (errors[field] ? t(errors[field], qrErrorValues(values)) : undefined);
  return (
    <>
      <TextAreaField
        autoFocus={autoFocus}
        label={t('qr.form.emails')}
        hint={t('qr.form.emailsHint')}
        rows={compact ? 2 : 3}
        required
        autoComplete="off"
        value={values.emails}
        onChange={(e) => onChange({ emails: e.target.value })}
        error={err('emails')}
      />
      {!compact && (
        <TextField label={t('qr.form.recipientName')} autoComplete="off" value={values.recipientName} onChange={(e) => onChange({ recipientName: e.target.value })} />
      )}
      <SelectField
        label={t('qr.form.type')}
        value={values.type}
        onChange={(e) => onChange({ type: e.target.value as QrAccessType })}
        options={QR_ACCESS_TYPES.map((type) => ({ value: type, label: t(`qr.type.${type}`) }))}
      />
      {values.type === 'time_limited' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField type="datetime-local" label={t('qr.form.validFrom')} required value={values.validFrom} onChange={(e) => onChange({ validFrom: e.target.value })} error={err('validFrom')} />
          <TextField type="datetime-local" label={t('qr.form.validTo')} required value={values.validTo} onChange={(e) => onChange({ validTo: e.target.value })} error={err('validTo')} />
        </div>
      )}
    </>
  );
}
