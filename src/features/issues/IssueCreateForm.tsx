import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Issue } from '../../../contract/issues';
import { ISSUE_ATTACHMENT_ACCEPT, ISSUE_ATTACHMENTS_MAX } from '../../../contract/rules/issues';
import { formatFileSize } from '../../lib/format';
import { useContractForm } from '../../lib/useContractForm';
import { Field, controlClass } from '../../ui/Field';
import { createIssue } from './api';
import { IssueFields, IssueFormButtons, useIssueFieldLabels } from './IssueFields';
import { type IssueFormValues, emptyIssueForm, issueDataOf } from './rules';

/**
 * Report an issue (spec 001 §4 defaults, §5 checks): type fault, priority medium, location building,
 * no category; the fields and their checks are IssueFields'; several attachments. Used by the list's
 * dialog and the palette's form page. On success `onCreated` gets the new issue.
 */
export function IssueCreateForm({ buildingId, onCreated, onCancel }: { buildingId: number; onCreated: (issue: Issue) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const fileId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const labels = useIssueFieldLabels();

  const save = useContractForm<IssueFormValues, Issue>({
    // the multipart call's `data` field is checked as the server checks it
    schema: async () => (await import('../../../contract/issues')).IssueCreateData,
    defaultValues: emptyIssueForm(),
    labels,
    toBody: issueDataOf,
    send: (v) => createIssue(buildingId, v, files),
    successText: t('issues.toast.created'),
    failureText: t('issues.toast.createFailed'),
    onSuccess: (issue) => onCreated(issue),
  });

  return (
    <form onSubmit={(e) => void save.onSubmit(e)} noValidate className="flex flex-col gap-4" aria-busy={save.pending} data-testid="issue-create-form">
      <fieldset disabled={save.pending} className="flex min-w-0 flex-col gap-4">
        <IssueFields buildingId={buildingId} save={save} withPriority />
        <Field id={fileId} label={t('issues.form.files')} hint={t('issues.form.filesHint')}>
          <input
            key={fileKey}
            id={fileId}
            type="file"
            multiple
            accept={ISSUE_ATTACHMENT_ACCEPT}
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              setFiles((current) => [...current, ...picked].slice(0, ISSUE_ATTACHMENTS_MAX));
              // the input only adds; the list below removes
              setFileKey((k) => k + 1);
            }}
            className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
            data-testid="issue-files"
          />
        </Field>
        {files.length > 0 && (
          <ul className="-mt-2 flex flex-col gap-1 text-xs text-slate-600 dark:text-slate-400">
            {files.map((f, n) => (
              <li key={`${f.name}-${n}`} className="flex items-center justify-between gap-2">
                <span className="break-all">
                  {f.name} · {formatFileSize(f.size)}
                </span>
                <button
                  type="button"
                  className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
                  aria-label={t('issues.form.removeFile', { name: f.name })}
                  onClick={() => setFiles((current) => current.filter((_, i) => i !== n))}
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <IssueFormButtons pending={save.pending} onCancel={onCancel} submitLabel={t('issues.form.submit')} />
    </form>
  );
}
