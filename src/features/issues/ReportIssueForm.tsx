/** Palette page 'Report an issue': the list's create form; the new issue opens. */
import { useTranslation } from 'react-i18next';
import type { CommandContext } from '../../commands/types';
import { IssueCreateForm } from './IssueCreateForm';

export function ReportIssueForm({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  if (ctx.buildingId === null) return <p className="text-sm">{t('issues.notActive')}</p>;
  return (
    <IssueCreateForm
      buildingId={ctx.buildingId}
      onCancel={close}
      onCreated={(issue) => {
        close();
        ctx.navigate(`/issues/${issue.id}`);
      }}
    />
  );
}
