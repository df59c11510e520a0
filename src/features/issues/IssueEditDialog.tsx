import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../contract/issues';
import { updateIssue as updateRoute } from '../../../contract/routes/issues';
import { bodySchemaOf, useContractForm } from '../../lib/useContractForm';
import { Dialog } from '../../ui/Dialog';
import { updateIssue } from './api';
import { IssueFields, IssueFormButtons, useIssueFieldLabels } from './IssueFields';
import { type IssueFormValues, formOf, issuePatchOf } from './rules';

/**
 * The detail's 'Edit' (spec 001 §7 PATCH): the create form's fields (title, description, type,
 * category, location and unit) filled from the issue, sending only what changed, checked by the
 * PATCH's own schema. Nothing changed closes without a call. The form starts afresh each time it opens.
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
  const labels = useIssueFieldLabels();
  const save = useContractForm<IssueFormValues, Issue>({
    schema: bodySchemaOf(updateRoute),
    defaultValues: formOf(issue),
    labels,
    toBody: (v) => issuePatchOf(issue, v),
    send: (v) => updateIssue(buildingId, issue.id, issuePatchOf(issue, v)),
    successText: t('issues.toast.updated'),
    failureText: t('issues.toast.updateFailed'),
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
  });

  const submit = async (e: FormEvent) => {
    // nothing changed: no call (the PATCH schema would refuse an empty patch)
    if (Object.keys(issuePatchOf(issue, save.form.getValues())).length === 0) {
      e.preventDefault();
      onClose();
      return;
    }
    onBusy(true);
    await save.onSubmit(e);
    onBusy(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" aria-busy={save.pending} data-testid="issue-edit-form">
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-4">
        <IssueFields buildingId={buildingId} save={save} />
      </fieldset>
      <IssueFormButtons pending={save.pending} onCancel={onClose} submitLabel={t('common.save')} />
    </form>
  );
}
