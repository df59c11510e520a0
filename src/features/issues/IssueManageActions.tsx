import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Pencil, Trash2 } from 'lucide-react';
import type { Issue } from '../../../contract/issues';
import { usePendingAction } from '../../commands/pendingAction';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { IssueEditDialog } from './IssueEditDialog';
import { DELETE_ISSUE, EDIT_ISSUE } from './screen';
import type { IssueActions } from './useIssueActions';

/**
 * The detail's 'Edit' and 'Delete' (spec 001 §7 PATCH, DELETE), each only where the server's `can`
 * allows it; the palette opens the same dialogs (EDIT_ISSUE, DELETE_ISSUE). After a delete the
 * list opens and reloads; a failed delete keeps the confirmation for another try.
 */
export function IssueManageActions({ buildingId, issue, actions }: { buildingId: number; issue: Issue; actions: IssueActions }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  usePendingAction(EDIT_ISSUE, () => {
    if (issue.can.edit) setEditing(true);
  });
  usePendingAction(DELETE_ISSUE, () => {
    if (issue.can.delete) setDeleting(true);
  });

  const remove = async () => {
    if (!(await actions.remove())) throw new Error('not deleted');
    navigate('/issues/list');
    void actions.revalidate();
  };

  if (!issue.can.edit && !issue.can.delete) return null;
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {issue.can.edit && (
        <Button variant="secondary" onClick={() => setEditing(true)} data-command={EDIT_ISSUE}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('issues.edit.action')}
        </Button>
      )}
      {issue.can.delete && (
        <Button variant="danger" onClick={() => setDeleting(true)} data-command={DELETE_ISSUE}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('common.delete')}
        </Button>
      )}
      <IssueEditDialog buildingId={buildingId} issue={issue} open={editing && issue.can.edit} onClose={() => setEditing(false)} onSaved={(saved) => void actions.applied(saved)} />
      <ConfirmDialog
        open={deleting && issue.can.delete}
        onClose={() => setDeleting(false)}
        onConfirm={remove}
        title={t('issues.delete.title')}
        message={t('issues.delete.message', { title: issue.title })}
        confirmLabel={t('common.delete')}
      />
    </div>
  );
}
