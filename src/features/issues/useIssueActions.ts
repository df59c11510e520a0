/**
 * The detail's changes (spec 001 §7, §8): status, assignment, edits, delete and attachments, each
 * toasted with the server's message when it sent one, else the translated fallback. An answer
 * carrying the issue replaces the cached detail at once; every other issue key of the building reloads.
 */
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useSWRConfig } from 'swr';
import type { Issue, IssuePatch } from '../../../contract/issues';
import type { IssueStatus } from '../../../contract/rules/issues';
import { errorMessage } from '../../lib/http';
import { assignIssue, changeStatus, deleteAttachment, deleteIssue, downloadAttachment, issueKey, updateIssue, uploadAttachment, useRevalidateIssues } from './api';

export function useIssueActions(buildingId: number, issueId: number) {
  const { t } = useTranslation();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateIssues(buildingId);
  const key = issueKey(buildingId, issueId);

  /** Runs a change; true when it went through. */
  async function run<R>(call: () => Promise<R>, success: string, failure: string): Promise<boolean> {
    let result: R;
    try {
      result = await call();
    } catch (err) {
      toast.error(errorMessage(err, t(failure)));
      return false;
    }
    toast.success(t(success));
    await applied(result);
    return true;
  }

  /** After a change went through: its answer shows at once (when it is this issue), the rest reloads. */
  async function applied(result: unknown) {
    const issue = result as Issue | undefined;
    if (issue && typeof issue === 'object' && issue.id === issueId) await mutate(key, { data: { issue } }, { revalidate: false });
    void revalidate();
  }

  return {
    changeStatus: (status: IssueStatus, reason: string | null) =>
      run(() => changeStatus(buildingId, issueId, status, reason), 'issues.toast.statusChanged', 'issues.toast.statusUpdateFailed'),
    assign: (assigneeId: number) => run(() => assignIssue(buildingId, issueId, assigneeId), 'issues.toast.assigned', 'issues.toast.assignFailed'),
    update: (patch: IssuePatch) => run(() => updateIssue(buildingId, issueId, patch), 'issues.toast.updated', 'issues.toast.updateFailed'),
    /** The edit dialog's own submit toasts; this shows its answer. */
    applied,
    /** Deletes the issue; the caller leaves its page (reloading the lists then, not the gone detail). */
    remove: async () => {
      try {
        await deleteIssue(buildingId, issueId);
      } catch (err) {
        toast.error(errorMessage(err, t('issues.toast.deleteFailed')));
        return false;
      }
      toast.success(t('issues.toast.deleted'));
      return true;
    },
    revalidate,
    upload: async (files: readonly File[]) => {
      for (const file of files) {
        if (!(await run(() => uploadAttachment(buildingId, issueId, file), 'issues.toast.uploaded', 'issues.toast.uploadFailed'))) return false;
      }
      return true;
    },
    deleteAttachment: (attId: number) =>
      run(() => deleteAttachment(buildingId, issueId, attId), 'issues.toast.attachmentDeleted', 'issues.toast.attachmentDeleteFailed'),
    download: async (att: { id: number; filename: string }) => {
      try {
        await downloadAttachment(buildingId, issueId, att);
      } catch (err) {
        toast.error(errorMessage(err, t('issues.toast.downloadFailed')));
      }
    },
  };
}

export type IssueActions = ReturnType<typeof useIssueActions>;
