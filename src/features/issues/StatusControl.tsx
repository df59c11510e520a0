import { useTranslation } from 'react-i18next';
import type { Issue } from '../../../contract/issues';
import type { IssueStatus } from '../../../contract/rules/issues';
import { SelectField } from '../../ui/SelectField';
import { StatusBadge } from './badges';

/**
 * The status selector (spec 001 §4): the current status and only the targets the server allows
 * (`allowed_statuses`); without any, the badge alone. Choosing one asks the page to change it
 * (which asks for a reason where needed).
 */
export function StatusControl({ issue, onChoose }: { issue: Issue; onChoose: (status: IssueStatus) => void }) {
  const { t } = useTranslation();
  if (!issue.can.change_status || issue.allowed_statuses.length === 0) return <StatusBadge status={issue.status} />;
  return (
    <div className="flex flex-col gap-2">
      <StatusBadge status={issue.status} />
      <SelectField
        label={t('issues.detail.status')}
        className="max-w-xs"
        value={issue.status}
        onChange={(e) => onChoose(e.target.value as IssueStatus)}
        options={[issue.status, ...issue.allowed_statuses].map((s) => ({ value: s, label: t(`issues.status.${s}`), disabled: s === issue.status }))}
        data-command="issues.changeStatus"
      />
    </div>
  );
}
