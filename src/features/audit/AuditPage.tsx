/**
 * The building's audit log (issue 29 §3; route /audit): who did what and when, newest first, for
 * holders of audit:view in the selected building (global admins, building admins and managers, as
 * /users/me answered; the server checks every call). Filters live in the URL (filters.ts), so other
 * screens link to a filtered log; "Load more" reads the next keyset page; the CSV export takes the
 * same filters.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useLocation, useSearch } from 'wouter';
import { Download, ScrollText, ShieldOff } from 'lucide-react';
import type { AuditEntry } from '../../../contract/audit';
import { PERMISSION } from '../../../contract/rules/permissions';
import { errorMessage } from '../../lib/http';
import { inlineFailure } from '../../lib/loadFailure';
import { useSelectedBuilding } from '../../state/building';
import { useBuildingUnits } from '../../state/buildingUnits';
import { can } from '../../state/permissions';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { KeysetList } from '../../ui/KeysetList';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import { SkeletonRows } from '../../ui/Skeleton';
import { exportAudit, useAuditPages } from './api';
import { usePendingAction } from '../../commands/pendingAction';
import { AUDIT_EXPORT_CSV } from './screen';
import { AuditEntries } from './AuditEntries';
import { AuditFilterBar } from './AuditFilterBar';
import { type AuditFilters, auditHref, filtersFromSearch, filtersQuery, hasFilters, NO_FILTERS, rangeInvalid } from './filters';

export default function AuditPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { buildingId, building } = useSelectedBuilding();
  const { user } = useSession();
  const allowed = can(user, buildingId, PERMISSION.auditView);

  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const setFilters = (next: AuditFilters) => navigate(auditHref(next), { replace: true });
  // another building or filter set starts again at its first page, in the same render
  const scope = `${buildingId}|${filtersQuery(filters)}`;
  const [paging, setPaging] = useState({ scope, pages: 1 });
  const pages = paging.scope === scope ? paging.pages : 1;
  const badRange = rangeInvalid(filters);
  const list = useAuditPages(allowed && !badRange ? buildingId : null, filters, pages);
  const units = useBuildingUnits(allowed ? buildingId : null);
  const [exporting, setExporting] = useState(false);

  // everyone the log has named in this building so far, for the "who" picker; kept while a filter narrows the rows
  const [seen, setSeen] = useState<{ buildingId: number | null; people: Map<number, string> }>({ buildingId, people: new Map() });
  const shownPeople = list.data?.items;
  const people = useMemo(() => {
    const merged = new Map(seen.buildingId === buildingId ? seen.people : []);
    for (const e of shownPeople ?? []) if (e.user_id !== null && e.user_name) merged.set(e.user_id, e.user_name);
    return merged;
  }, [seen, buildingId, shownPeople]);
  if (people.size !== (seen.buildingId === buildingId ? seen.people.size : -1)) setSeen({ buildingId, people });
  const peopleList = useMemo(() => [...people].map(([id, name]) => ({ id, name })), [people]);

  const userName = useMemo(
    () => (filters.user_id ? (list.data?.items.find((e) => String(e.user_id) === filters.user_id)?.user_name ?? null) : null),
    [filters.user_id, list.data],
  );

  const exportCsv = async () => {
    if (buildingId === null) return;
    setExporting(true);
    try {
      await exportAudit(buildingId, filters);
    } catch (err) {
      toast.error(errorMessage(err, t('audit.exportFailed')), { id: 'audit-export' });
    } finally {
      setExporting(false);
    }
  };
  // the palette's "Export the audit log as CSV" (issue 29 §3): the rows these filters show
  usePendingAction(AUDIT_EXPORT_CSV, () => {
    if (allowed && !badRange) void exportCsv();
  });

  const header = (description: string) => <PageHeader title={t('audit.title')} description={description} />;
  if (buildingId === null) {
    return (
      <>
        {header(t('audit.description'))}
        <SelectBuildingPrompt description={t('audit.notActive')} />
      </>
    );
  }
  if (!allowed) {
    return (
      <>
        {header(building ? t('audit.descriptionFor', { building: building.name }) : t('audit.description'))}
        <Card>
          <EmptyState icon={<ShieldOff className="h-10 w-10" />} title={t('audit.notAllowed.title')} description={t('audit.notAllowed.description')} />
        </Card>
      </>
    );
  }

  const filterByUser = (entry: AuditEntry) => {
    if (entry.user_id !== null) setFilters({ ...filters, user_id: String(entry.user_id) });
  };
  const filtered = hasFilters(filters);

  return (
    <>
      <PageHeader
        title={t('audit.title')}
        description={building ? t('audit.descriptionFor', { building: building.name }) : t('audit.description')}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} disabled={badRange} data-command="audit.exportCsv">
            {!exporting && <Download className="h-4 w-4" aria-hidden="true" />}
            {t('audit.export')}
          </Button>
        }
      />
      <div className="flex min-w-0 flex-col gap-4">
        <AuditFilterBar filters={filters} onFilters={setFilters} units={units.data ?? []} userName={userName} people={peopleList} />
        {!badRange && (
          <KeysetList
            list={list}
            loadingTestId="audit-loading"
            placeholder={<SkeletonRows count={5} />}
            failure={(error) => inlineFailure(error, t('audit.loadTitle'))}
            empty={
              <Card>
                <EmptyState
                  icon={<ScrollText className="h-10 w-10" />}
                  title={filtered ? t('audit.empty.filteredTitle') : t('audit.empty.title')}
                  description={filtered ? t('audit.empty.filteredDescription') : t('audit.empty.description')}
                  action={
                    filtered ? (
                      <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
                        {t('audit.filters.clear')}
                      </Button>
                    ) : undefined
                  }
                />
              </Card>
            }
            rows={(items) => <AuditEntries entries={items} onUser={filterByUser} onTarget={(target) => setFilters({ ...filters, target })} />}
            loadMoreLabel={t('audit.loadMore')}
            onLoadMore={(next) => setPaging({ scope, pages: next })}
            // the rows of the filters before stay while the first page of new ones loads: "Load more" is not what loads
            stale={list.loadingMore && pages === 1}
          />
        )}
      </div>
    </>
  );
}
