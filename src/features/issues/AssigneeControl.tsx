import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Issue } from '../../../contract/issues';
import { isFinished } from '../../../contract/rules/issues';
import { useLoadFailureToast } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { useAssignees } from './api';

/**
 * The assignee selector (spec 001 §2, §5): the building's assignees from /assignees, offered when
 * the server says the caller may assign; 'select user' when nothing is chosen; disabled once the
 * issue is resolved, closed or refused (spec 001 §4).
 */
export function AssigneeControl({ buildingId, issue, onAssign }: { buildingId: number; issue: Issue; onAssign: (id: number) => Promise<boolean> }) {
  const { t } = useTranslation();
  const finished = isFinished(issue.status);
  // a resolver still sees the (disabled) selector on a finished issue
  const shown = issue.can.assign || (finished && issue.can.change_status);
  const assignees = useAssignees(buildingId, shown);
  useLoadFailureToast(assignees.error, 'issues.toast.loadAssigneesFailed', 'issues-assignees');
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!shown) return <span>{issue.assignee_name ?? t('issues.detail.unassigned')}</span>;

  const disabled = finished || !issue.can.assign || busy;
  const assign = async () => {
    if (!chosen) {
      setError(t('issues.toast.selectUser'));
      toast.error(t('issues.toast.selectUser'));
      return;
    }
    setBusy(true);
    if (await onAssign(Number(chosen))) setChosen('');
    setBusy(false);
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end" data-command="issues.assign">
      <div className="min-w-0 flex-1">
        <SelectField
          label={t('issues.detail.assignee')}
          hint={issue.assignee_name ?? t('issues.detail.unassigned')}
          emptyOption={t('issues.detail.selectAssignee')}
          value={chosen}
          disabled={disabled}
          error={error ?? undefined}
          onChange={(e) => {
            setChosen(e.target.value);
            setError(null);
          }}
          options={(assignees.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        />
      </div>
      <Button variant="secondary" onClick={() => void assign()} disabled={disabled} loading={busy}>
        {t('issues.detail.assign')}
      </Button>
    </div>
  );
}
