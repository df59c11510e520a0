/**
 * The issue list of the selected building (spec 001 §2 "Issues list", issue 11 §2): filters, a
 * server-sorted and paged table, the create dialog, delete from the row menu with confirmation, CSV
 * export for resolvers, and the spec's notice without a building. Toasts per spec 001 §8.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { ClipboardList, Download, Plus } from 'lucide-react';
import type { IssueSummary } from '../../../contract/issues';
import { ISSUE_LIST_WINDOW } from '../../../contract/rules/issues';
import { PERMISSION } from '../../../contract/rules/permissions';
import { usePendingAction } from '../../commands/pendingAction';
import { formatCount } from '../../lib/format';
import { errorMessage } from '../../lib/http';
import { useLoadFailureToast } from '../../lib/loadFailure';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useSelectedBuilding } from '../../state/building';
import { useBuildingUnits } from '../../state/buildingUnits';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Pager } from '../../ui/Pager';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { deleteIssue, exportIssues, useIssueCategories, useIssues, useRevalidateIssues } from './api';
import { issueFailureText } from './failure';
import { IssueCreateForm } from './IssueCreateForm';
import { IssueFilterBar } from './IssueFilterBar';
import { IssuesTable } from './IssuesTable';
import { DEFAULT_SORT, type IssueFilters, NO_FILTERS, SEARCH_DEBOUNCE_MS, hasFilters, nextSort } from './rules';
import { OPEN_CREATE } from './screen';
import { ListStates } from '../../ui/ListStates';

export default function IssuesListPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { buildingId, building } = useSelectedBuilding();
  const { user } = useSession();

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selects, setSelects] = useState<Omit<IssueFilters, 'search'>>(NO_FILTERS);
  const filters = useMemo(() => ({ ...selects, search }), [selects, search]);
  const [sort, setSort] = useState(DEFAULT_SORT);
  // any change of building, filters or order starts at page 1 in the same render
  const scope = `${buildingId}|${JSON.stringify(filters)}|${sort.by}|${sort.dir}`;
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;

  const shownBuilding = useRef(buildingId);
  useEffect(() => {
    if (shownBuilding.current === buildingId) return;
    shownBuilding.current = buildingId;
    setSelects(NO_FILTERS);
    setSearchText('');
  }, [buildingId]);

  const list = useIssues(buildingId, filters, sort, page);
  const categories = useIssueCategories(buildingId);
  const units = useBuildingUnits(buildingId);
  const revalidate = useRevalidateIssues(buildingId);
  useLoadFailureToast(list.error, 'issues.toast.loadFailed', 'issues-load');
  useLoadFailureToast(categories.error, 'issues.toast.loadCategoriesFailed', 'issues-categories');

  const [createOpen, setCreateOpen] = useState(false);
  const [deleting, setDeleting] = useState<IssueSummary | null>(null);
  const [exporting, setExporting] = useState(false);
  usePendingAction(OPEN_CREATE, () => setCreateOpen(true));
  // resolvers (issue:resolve, as /users/me answered) may export; the server checks again
  const mayExport = can(user, buildingId, PERMISSION.issueResolve);

  const total = list.data?.metadata.total ?? 0;
  // false: the server counted up to ISSUE_LIST_WINDOW and there are more (issue 28 §1)
  const exact = list.data?.metadata.total_exact ?? true;
  const lastPage = Math.max(1, Math.ceil(total / (list.data?.metadata.per_page || 1)));
  useEffect(() => {
    if (list.data && page > lastPage) setPaging({ scope, page: lastPage });
  }, [list.data, page, lastPage, scope]);

  if (buildingId === null) {
    return (
      <>
        <PageHeader title={t('issues.title')} description={t('issues.description')} />
        <SelectBuildingPrompt description={t('issues.notActive')} />
      </>
    );
  }

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteIssue(buildingId, deleting.id);
    } catch (err) {
      toast.error(errorMessage(err, t('issues.toast.deleteFailed')));
      throw err;
    }
    toast.success(t('issues.toast.deleted'));
    void revalidate();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportIssues(buildingId, filters, sort);
    } catch (err) {
      toast.error(errorMessage(err, t('issues.toast.exportFailed')));
    } finally {
      setExporting(false);
    }
  };

  const issues = list.data?.issues ?? [];
  const filtered = hasFilters(filters);
  const clear = () => {
    setSelects(NO_FILTERS);
    setSearchText('');
  };

  return (
    <>
      <PageHeader
        title={t('issues.title')}
        description={building ? t('issues.descriptionFor', { building: building.name }) : t('issues.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {mayExport && (
              <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} data-command="issues.exportCsv">
                {!exporting && <Download className="h-4 w-4" aria-hidden="true" />}
                {t('issues.export')}
              </Button>
            )}
            <Button onClick={() => setCreateOpen(true)} data-command="issues.reportIssue">
              <Plus className="h-4 w-4" aria-hidden="true" />
              {t('issues.report')}
            </Button>
          </div>
        }
      />
      <div className="flex flex-col gap-4">
        <IssueFilterBar
          searchText={searchText}
          onSearchText={setSearchText}
          filters={filters}
          onFilters={({ search: _ignored, ...next }) => setSelects(next)}
          categories={categories.data ?? []}
          units={units.data ?? []}
          sort={sort}
          onSort={setSort}
        />
        <Card flush>
          <ListStates
            loading={list.isLoading && !list.data}
            failure={list.error && !list.data ? { title: t('issues.errors.loadTitle'), message: issueFailureText(list.error, t) } : null}
            onRetry={list.retry}
            skeletonRows={4}
            isEmpty={issues.length === 0}
            empty={
              <EmptyState
                icon={<ClipboardList className="h-10 w-10" />}
                title={filtered ? t('issues.empty.filteredTitle') : t('issues.empty.title')}
                description={filtered ? t('issues.empty.filteredDescription') : t('issues.empty.description')}
                action={
                  filtered ? (
                    <Button variant="secondary" onClick={clear}>
                      {t('issues.filters.clear')}
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            <IssuesTable issues={issues} sort={sort} onSort={(by) => setSort((s) => nextSort(s, by))} onDelete={setDeleting} />
            <Pager
              page={page}
              lastPage={lastPage}
              onPage={(next) => setPaging({ scope, page: next })}
              summary={t(exact ? 'issues.pagination.summary' : 'issues.pagination.summaryMore', { page, last: lastPage, total: formatCount(total) })}
              note={exact ? undefined : t('issues.pagination.window', { window: formatCount(ISSUE_LIST_WINDOW) })}
              label={t('issues.pagination.label')}
              previous={t('issues.pagination.previous')}
              next={t('issues.pagination.next')}
            />
          </ListStates>
        </Card>
      </div>

      <Dialog open={createOpen} onClose={() => setCreateOpen(false)} title={t('issues.form.title')} dismissOnOutsideClick={false} data-testid="issue-create-dialog">
        {createOpen && (
          <IssueCreateForm
            buildingId={buildingId}
            onCancel={() => setCreateOpen(false)}
            onCreated={(issue) => {
              setCreateOpen(false);
              void revalidate();
              navigate(`/issues/${issue.id}`);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('issues.delete.title')}
        message={deleting ? t('issues.delete.message', { title: deleting.title }) : undefined}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
