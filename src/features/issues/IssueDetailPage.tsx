/**
 * One issue (spec 001 §2 "Issue detail", issue 11 §2): breadcrumb, type icon, title, creator; the
 * details card (category, priority, status selector with the reason dialog, assignee selector,
 * description, attachments); edit and delete; comments; history. What is offered follows the server's `can` and
 * `allowed_statuses`. The palette acts on it through the screen context and pending actions.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AlertCircle, ChevronRight, FileQuestion, Hammer, ShieldCheck, Wrench } from 'lucide-react';
import { ISSUE_PRIORITIES, isFinished, needsReason, type IssueStatus, type IssueType } from '../../../contract/rules/issues';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { ApiError } from '../../lib/http';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLoadFailureToast } from '../../lib/loadFailure';
import { useSelectedBuilding } from '../../state/building';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { SelectField } from '../../ui/SelectField';
import { SkeletonRows } from '../../ui/Skeleton';
import { useIssue, useIssueCategories } from './api';
import { AssigneeControl } from './AssigneeControl';
import { AttachmentsSection } from './AttachmentsSection';
import { OverdueBadge } from './badges';
import { CommentForm } from './CommentForm';
import { issueFailureText } from './failure';
import { HistoryList } from './HistoryList';
import { IssueManageActions } from './IssueManageActions';
import { ReasonDialog } from './ReasonDialog';
import { flattenCategories, indented } from './rules';
import { ASSIGN_ISSUE, CHANGE_STATUS, SCREEN_ISSUE } from './screen';
import { StatusControl } from './StatusControl';
import { useIssueActions } from './useIssueActions';

const TYPE_ICONS: Record<IssueType, typeof Wrench> = { fault: Wrench, problem: AlertCircle, request: Hammer, warranty: ShieldCheck };

function Breadcrumb({ title }: { title?: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('issues.detail.breadcrumb')} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600 dark:text-slate-400">
        <li>
          <Link href="/issues" className="text-blue-700 hover:underline dark:text-blue-400">
            {t('issues.title')}
          </Link>
        </li>
        {title && (
          <li className="flex min-w-0 items-center gap-1" aria-current="page">
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            <span className="truncate">{title}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

export default function IssueDetailPage({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation();
  const { buildingId } = useSelectedBuilding();
  const id = Number(params.id);
  const issueId = Number.isSafeInteger(id) && id > 0 ? id : null;
  const detail = useIssue(buildingId, issueId);
  const notFound = issueId === null || (detail.error instanceof ApiError && detail.error.status === 404);
  useLoadFailureToast(notFound ? null : detail.error, 'issues.toast.loadFailed', 'issue-load');

  if (buildingId === null) {
    return (
      <>
        <Breadcrumb />
        <SelectBuildingPrompt description={t('issues.detail.selectBuilding')} />
      </>
    );
  }
  if (notFound) {
    return (
      <>
        <Breadcrumb />
        <EmptyState
          icon={<FileQuestion className="h-10 w-10" />}
          title={t('issues.errors.notFound')}
          description={t('issues.errors.notFoundDescription')}
          action={
            <Link href="/issues/list" className="text-sm text-blue-700 hover:underline dark:text-blue-400">
              {t('issues.errors.backToList')}
            </Link>
          }
        />
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <Breadcrumb />
        {detail.error ? (
          <ErrorAlert title={t('issues.errors.issueTitle')} message={issueFailureText(detail.error, t)} onRetry={detail.retry} />
        ) : (
          <div aria-label={t('common.loading')} aria-busy="true">
            <SkeletonRows count={4} />
          </div>
        )}
      </>
    );
  }
  return <IssueView buildingId={buildingId} issue={detail.data} />;
}

function IssueView({ buildingId, issue }: { buildingId: number; issue: NonNullable<ReturnType<typeof useIssue>['data']> }) {
  const { t } = useTranslation();
  const actions = useIssueActions(buildingId, issue.id);
  const categories = useIssueCategories(issue.can.edit ? buildingId : null);
  const [reasonFor, setReasonFor] = useState<IssueStatus | null>(null);
  useScreenContext(SCREEN_ISSUE, issue);

  /** A target the server does not offer is ignored (spec 001 §4); a reason is asked where needed. */
  const chooseStatus = (status: IssueStatus) => {
    if (!issue.allowed_statuses.includes(status)) return;
    if (needsReason(status)) setReasonFor(status);
    else void actions.changeStatus(status, null);
  };
  usePendingAction(CHANGE_STATUS, (payload) => chooseStatus(payload as IssueStatus));
  usePendingAction(ASSIGN_ISSUE, (payload) => {
    if (typeof payload === 'number' && issue.can.assign) void actions.assign(payload);
  });

  const Icon = TYPE_ICONS[issue.type];
  const finished = isFinished(issue.status);
  const location = issue.location_type === 'unit' ? t('issues.location.unit', { number: issue.unit_number ?? issue.unit_id }) : t('issues.location.building');

  return (
    <>
      <Breadcrumb title={issue.title} />
      <header className="mb-4 flex flex-wrap items-start gap-3">
        <span className="mt-1 rounded-full bg-slate-100 p-2 text-slate-700 dark:bg-slate-800 dark:text-slate-200" title={t(`issues.type.${issue.type}`)}>
          <Icon className="h-5 w-5" aria-label={t(`issues.type.${issue.type}`)} />
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-semibold">{issue.title}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('issues.detail.reportedBy', { name: issue.creator_name ?? t('issues.history.someone'), date: formatDateTime(issue.created_at) })}
          </p>
        </div>
        <IssueManageActions buildingId={buildingId} issue={issue} actions={actions} />
      </header>
      {finished && (
        <p className="mb-4 rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800" role="note">
          {t('issues.detail.finished')}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Card title={t('issues.detail.details')}>
            <dl className="flex flex-col gap-3">
              <Row label={t('issues.detail.status')}>
                <StatusControl issue={issue} onChoose={chooseStatus} />
              </Row>
              <Row label={t('issues.detail.type')}>{t(`issues.type.${issue.type}`)}</Row>
              <Row label={t('issues.detail.category')}>
                {issue.can.edit ? (
                  <SelectField
                    label={t('issues.detail.category')}
                    className="max-w-xs"
                    value={issue.category_id === null ? '' : String(issue.category_id)}
                    onChange={(e) => void actions.update({ category_id: e.target.value ? Number(e.target.value) : 0 })}
                    options={[
                      { value: '', label: t('issues.form.noCategory') },
                      ...(categories.data
                        ? flattenCategories(categories.data).map(({ category, depth }) => ({ value: String(category.id), label: indented(category.name, depth) }))
                        : issue.category_id !== null
                          ? [{ value: String(issue.category_id), label: issue.category_name ?? '' }]
                          : []),
                    ]}
                  />
                ) : (
                  (issue.category_name ?? t('issues.detail.none'))
                )}
              </Row>
              <Row label={t('issues.detail.priority')}>
                {issue.can.edit ? (
                  <SelectField
                    label={t('issues.detail.priority')}
                    className="max-w-xs"
                    value={issue.priority}
                    onChange={(e) => void actions.update({ priority: e.target.value as (typeof ISSUE_PRIORITIES)[number] })}
                    options={ISSUE_PRIORITIES.map((p) => ({ value: p, label: t(`issues.priority.${p}`) }))}
                  />
                ) : (
                  t(`issues.priority.${issue.priority}`)
                )}
              </Row>
              <Row label={t('issues.detail.location')}>{location}</Row>
              <Row label={t('issues.detail.dueAt')}>
                <span className="flex flex-wrap items-center gap-2">
                  {issue.due_at ? formatDate(issue.due_at) : t('issues.detail.none')}
                  {issue.is_overdue && <OverdueBadge />}
                </span>
              </Row>
              <Row label={t('issues.detail.assignee')}>
                <AssigneeControl buildingId={buildingId} issue={issue} onAssign={actions.assign} />
              </Row>
              <Row label={t('issues.detail.description')}>
                <p className="whitespace-pre-wrap break-words">{issue.description}</p>
              </Row>
            </dl>
            <div className="mt-4">
              <AttachmentsSection issue={issue} actions={actions} />
            </div>
          </Card>
          <Card title={t('issues.comments.title')}>
            {issue.comments.length === 0 ? (
              <p className="mb-4 text-sm text-slate-500">{t('issues.comments.empty')}</p>
            ) : (
              <ul className="mb-4 flex flex-col gap-3" data-testid="comments">
                {issue.comments.map((c) => (
                  <li
                    key={c.id}
                    className={c.is_internal ? 'rounded border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950' : 'rounded border border-slate-200 p-3 dark:border-slate-700'}
                    data-testid={`comment-${c.id}`}
                  >
                    <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
                      <span className="font-medium text-slate-700 dark:text-slate-300">{c.user.name}</span>
                      <time dateTime={c.created_at}>{formatDateTime(c.created_at)}</time>
                      {c.is_internal && <span className="rounded-full bg-amber-200 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-800 dark:text-amber-100">{t('issues.comments.internalBadge')}</span>}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap break-words text-sm">{c.content}</p>
                  </li>
                ))}
              </ul>
            )}
            {(issue.can.comment || finished) && <CommentForm buildingId={buildingId} issue={issue} />}
          </Card>
        </div>
        <Card title={t('issues.history.title')} className="min-w-0">
          <HistoryList entries={issue.history} />
        </Card>
      </div>
      <ReasonDialog buildingId={buildingId} issueId={issue.id} status={reasonFor} onClose={() => setReasonFor(null)} onChanged={(changed) => void actions.applied(changed)} />
    </>
  );
}
