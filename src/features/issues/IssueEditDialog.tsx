import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../contract/issues';
import { useFormSubmit } from '../../lib/useFormSubmit';
import { Dialog } from '../../ui/Dialog';
import { updateIssue } from './api';
import { IssueFields, IssueFormButtons } from './IssueFields';
import { type IssueFormValues, formOf, issuePatchOf, validateIssue } from './rules';

/**
 * The detail's 'Edit' (spec 001 §7 PATCH): the create form's fields (title, description, type,
 * category, location and unit) filled from the issue, checked as on create, sending only what
 * changed. Nothing changed closes without a call. The form starts afresh each time it opens.
 */
export function IssueEditDialog({
  buildingId,
  issue,
  open,
  onClose,
  onSaved,
}: {
  buildingId: number;
  issue: Issue;
  open: boolean;
  onClose: () => void;
  onSaved: (issue: Issue) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={t('issues.edit.title')} size="lg" dismissOnOutsideClick={false} data-testid="issue-edit-dialog">
      {open && <EditForm buildingId={buildingId} issue={issue} onBusy={setBusy} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function EditForm({
  buildingId,
  issue,
  onBusy,
  onClose,
  onSaved,
}: {
  buildingId: number;
  issue: Issue;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
  onSaved: (issue: Issue) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<IssueFormValues>(() => formOf(issue));
  const save = useFormSubmit({
    key: `form:issue-edit:${buildingId}:${issue.id}`,
    send: (v: IssueFormValues) => updateIssue(buildingId, issue.id, issuePatchOf(issue, v)),
    validate: validateIssue,
    successText: t('issues.toast.updated'),
    failureText: t('issues.toast.updateFailed'),
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (Object.keys(issuePatchOf(issue, values)).length === 0 && Object.keys(validateIssue(values)).length === 0) {
      onClose();
      return;
    }
    onBusy(true);
    await save.submit(values);
    onBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-busy={save.pending} data-testid="issue-edit-form">
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-4">
        <IssueFields buildingId={buildingId} values={values} setValues={setValues} errors={save.fieldErrors} clearError={(field) => save.clearFieldErrors(field)} />
      </fieldset>
      <IssueFormButtons pending={save.pending} onCancel={onClose} submitLabel={t('common.save')} />
    </form>
  );
}
