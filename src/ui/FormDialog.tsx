import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface Props {
  /** the dialog's test id, and its form's id with "-form" */
  name: string;
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  submitLabel?: string;
  submitDisabled?: boolean;
  size?: 'lg';
  children: ReactNode;
}

/**
 * A form in a dialog (the admin forms, spec 001 §2; the reception desk's records): an outside click
 * does not close it (a half-typed form is not lost), cancel and submit in the footer, the submit busy
 * while the call runs — and a failed call leaves it open (the caller closes it on success only).
 */
export function FormDialog({ name, title, busy, onClose, onSubmit, submitLabel, submitDisabled, size, children }: Props) {
  const { t } = useTranslation();
  const formId = `${name}-form`;
  return (
    <Dialog
      open
      onClose={onClose}
      dismissOnOutsideClick={false}
      size={size}
      title={title}
      data-testid={name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={submitDisabled}>
            {submitLabel ?? t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="flex flex-col gap-3" onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Dialog>
  );
}
