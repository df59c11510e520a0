import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../contract/issues';
import { changeIssueStatus } from '../../../contract/routes/issues';
import { ISSUE_REASON_MAX, type IssueStatus } from '../../../contract/rules/issues';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextAreaField } from '../../ui/TextAreaField';
import { changeStatus } from './api';

/**
 * Spec 001 §4: moving to waiting, closed or wont_fix asks for a reason; confirm stays disabled while
 * it is blank. The status call's own schema checks the reason; a success shows its answer (`onChanged`).
 */
export function ReasonDialog({
  buildingId,
  issueId,
  status,
  onClose,
  onChanged,
}: {
  buildingId: number;
  issueId: number;
  status: IssueStatus | null;
  onClose: () => void;
  onChanged: (issue: Issue) => void;
}) {
  const { t } = useTranslation();
  // sent only while the dialog is open, so with its status
  const toBody = (v: { reason: string }) => ({ status: status ?? 'new', reason: v.reason.trim() });
  const save = useContractForm<{ reason: string }, Issue>({
    schema: bodySchemaOf(changeIssueStatus),
    defaultValues: { reason: '' },
    labels: { reason: t('issues.reason.label') },
    toBody,
    send: (v) => {
      const body = toBody(v);
      return changeStatus(buildingId, issueId, body.status, body.reason);
    },
    successText: t('issues.toast.statusChanged'),
    failureText: t('issues.toast.statusUpdateFailed'),
    onSuccess: (issue) => {
      onChanged(issue);
      onClose();
    },
  });
  const { reset } = save.form;
  useEffect(() => {
    if (status) reset({ reason: '' });
  }, [status, reset]);
  const blank = save.form.watch('reason').trim() === '';
  const confirm = () => save.onSubmit();
  return (
    <Dialog
      open={status !== null}
      onClose={save.pending ? () => undefined : onClose}
      title={status ? t('issues.reason.title', { status: t(`issues.status.${status}`) }) : ''}
      size="sm"
      data-testid="reason-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} disabled={blank} loading={save.pending}>
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
        error={save.fieldError('reason')}
        {...save.form.register('reason')}
      />
    </Dialog>
  );
}
