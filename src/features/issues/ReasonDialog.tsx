import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ISSUE_REASON_MAX, type IssueStatus } from '../../../contract/rules/issues';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';

/** Spec 001 §4: moving to waiting, closed or wont_fix asks for a reason; confirm stays disabled while it is blank. */
export function ReasonDialog({ status, onClose, onConfirm }: { status: IssueStatus | null; onClose: () => void; onConfirm: (reason: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (status) setReason('');
  }, [status]);
  const blank = reason.trim() === '';
  const confirm = async () => {
    if (blank) return;
    setBusy(true);
    const done = await onConfirm(reason.trim());
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog
      open={status !== null}
      onClose={busy ? () => undefined : onClose}
      title={status ? t('issues.reason.title', { status: t(`issues.status.${status}`) }) : ''}
      size="sm"
      data-testid="reason-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={blank} loading={busy}>
            {t('issues.reason.confirm')}
          </Button>
        </>
      }
    >
      <TextAreaField
        autoFocus
        label={t('issues.reason.label')}
        hint={t('issues.reason.hint')}
        required
        rows={3}
        maxLength={ISSUE_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Dialog>
  );
}
