import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, Paperclip, Trash2, Upload } from 'lucide-react';
import type { Issue, IssueAttachment } from '../../../contract/issues';
import { ISSUE_ATTACHMENT_ACCEPT, isFinished } from '../../../contract/rules/issues';
import { usePendingAction } from '../../commands/pendingAction';
import { formatFileSize } from '../../lib/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { Field, controlClass } from '../../ui/Field';
import type { IssueActions } from './useIssueActions';
import { ADD_ATTACHMENT, DELETE_ATTACHMENT, DOWNLOAD_ATTACHMENT } from './screen';

/**
 * The issue's attachments (spec 001 §2, §5): download each, delete where the server lets the caller
 * edit, add files (images, PDF, doc, docx, xls, xlsx). Closed once the issue is finished (spec 001 §4).
 */
export function AttachmentsSection({ issue, actions }: { issue: Issue; actions: IssueActions }) {
  const { t } = useTranslation();
  const fileId = useId();
  const finished = isFinished(issue.status);
  const mayAdd = issue.can.attach && !finished;
  const mayDelete = mayAdd && issue.can.edit;
  const [uploadOpen, setUploadOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<IssueAttachment | null>(null);
  usePendingAction(ADD_ATTACHMENT, () => {
    if (!mayAdd) return;
    setFiles([]);
    setUploadOpen(true);
  });
  const attachment = (id: unknown) => issue.attachments.find((a) => a.id === id);
  usePendingAction(DOWNLOAD_ATTACHMENT, (id) => {
    const a = attachment(id);
    if (a) void actions.download(a);
  });
  usePendingAction(DELETE_ATTACHMENT, (id) => {
    const a = attachment(id);
    if (a && mayDelete) setDeleting(a);
  });

  const upload = async () => {
    setBusy(true);
    const done = await actions.upload(files);
    setBusy(false);
    if (done) setUploadOpen(false);
  };

  return (
    <section aria-labelledby={`${fileId}-title`} className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id={`${fileId}-title`} className="text-sm font-semibold">
          {t('issues.attachments.title')}
        </h3>
        {(issue.can.attach || finished) && (
          <Button
            variant="secondary"
            size="sm"
            disabled={!mayAdd}
            onClick={() => {
              setFiles([]);
              setUploadOpen(true);
            }}
            data-command="issues.addAttachment"
          >
            <Upload className="h-4 w-4" aria-hidden="true" />
            {t('issues.attachments.add')}
          </Button>
        )}
      </div>
      {issue.attachments.length === 0 ? (
        <p className="text-sm text-slate-500">{t('issues.attachments.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded border border-slate-200 dark:divide-slate-800 dark:border-slate-700" data-testid="attachments">
          {issue.attachments.map((a) => (
            <li key={a.id} className="flex items-center gap-2 px-3 py-2 text-sm">
              <Paperclip className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
              <span className="min-w-0 flex-1 break-all">
                {a.filename} <span className="text-xs text-slate-500">· {formatFileSize(a.size)}</span>
              </span>
              <Button variant="ghost" size="icon" onClick={() => void actions.download(a)} data-command={DOWNLOAD_ATTACHMENT} aria-label={t('issues.attachments.download', { name: a.filename })}>
                <Download className="h-4 w-4" aria-hidden="true" />
              </Button>
              {mayDelete && (
                <Button variant="ghost" size="icon" onClick={() => setDeleting(a)} data-command={DELETE_ATTACHMENT} aria-label={t('issues.attachments.delete', { name: a.filename })}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={uploadOpen}
        onClose={busy ? () => undefined : () => setUploadOpen(false)}
        title={t('issues.attachments.uploadTitle')}
        size="sm"
        data-testid="attachment-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setUploadOpen(false)} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void upload()} disabled={files.length === 0} loading={busy}>
              {t('issues.attachments.upload')}
            </Button>
          </>
        }
      >
        <Field id={fileId} label={t('issues.attachments.files')} hint={t('issues.form.filesHint')}>
          <input
            id={fileId}
            type="file"
            multiple
            accept={ISSUE_ATTACHMENT_ACCEPT}
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
            className={`${controlClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 dark:file:bg-slate-700 dark:file:text-slate-100`}
            data-testid="attachment-files"
          />
        </Field>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && !(await actions.deleteAttachment(deleting.id))) throw new Error('not deleted');
        }}
        title={t('issues.attachments.deleteTitle')}
        message={deleting ? t('issues.attachments.deleteMessage', { name: deleting.filename }) : undefined}
        confirmLabel={t('common.delete')}
      />
    </section>
  );
}
