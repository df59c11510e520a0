/**
 * The access log tab (spec 000 §2, §4): a plate search debounced by 300 ms that starts again at
 * page 1, a date range, the table, pages of 20 and the photo dialog. A unit without parking gets
 * the no-access alert instead, and no request. New passes arrive through the live bridge, which
 * revalidates these keys; SWR polls as well. With a null unitId it is the whole building's log
 * (staff), whose rows name their unit (`units`) — or none, for a plate no unit has.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { ShieldOff, History } from 'lucide-react';
import type { ParkingLogEntry } from '../../../contract/parking';
import type { UnitSummary } from '../../../contract/units';
import { PARKING_LOG_PAGE_SIZE, PARKING_LOG_SEARCH_MAX } from '../../../contract/rules/parking';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { FilterDisclosure } from '../../ui/FilterDisclosure';
import { TextField } from '../../ui/TextField';
import { useAccessLog } from './api';
import { AccessLogTable } from './AccessLogTable';
import { failureText } from '../../lib/loadFailure';
import { LogPagination } from './LogPagination';
import { LOG_SEARCH_DEBOUNCE_MS, type LogFilters } from './rules';
import { SCREEN_GATE_LOG, SHOW_PHOTO } from './screen';
import { ListStates } from '../../ui/ListStates';

const PhotoDialog = lazy(() => import('./PhotoDialog'));
/** No entries yet: one stable value for the palette's screen context. */
const NO_ENTRIES: ParkingLogEntry[] = [];
type Scope = { buildingId: number; unitId: number | null };
type Props = { scope: Scope; hasParking: boolean; initialSearch: string; units?: readonly UnitSummary[] };

export function AccessLogPanel({ scope, hasParking, initialSearch, units }: Props) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState(initialSearch);
  const search = useDebouncedValue(searchText, LOG_SEARCH_DEBOUNCE_MS);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: LogFilters = { search, from, to };
  // the page belongs to one filter set: a new search or range starts at page 1 in the same render
  const filterScope = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterScope, page: 1 });
  const page = paging.filterScope === filterScope ? paging.page : 1;
  const log = useAccessLog(hasParking ? scope : null, filters, page);
  const [photo, setPhoto] = useState<ParkingLogEntry | null>(null);
  const photoMounted = useOpenedOnce(photo !== null);
  // the palette's "show a gate photo" lists this page's entries and comes back with one's id
  const shown = log.data?.history ?? NO_ENTRIES;
  useScreenContext(SCREEN_GATE_LOG, hasParking ? shown : NO_ENTRIES);
  usePendingAction(SHOW_PHOTO, (id) => {
    const entry = shown.find((e) => e.log_id === id);
    if (entry?.has_image) setPhoto(entry);
  });

  if (!hasParking) {
    return (
      <div role="alert" data-testid="no-parking-alert" className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        <ShieldOff className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-medium">{t('parking.noParking.alertTitle')}</p>
          <p className="text-sm">{t('parking.noParking.alertDescription')}</p>
        </div>
      </div>
    );
  }

  const entries = log.data?.history ?? [];
  const filtered = Boolean(search.trim() || from || to);
  return (
    <Card flush title={t(scope.unitId === null ? 'parking.log.buildingTitle' : 'parking.log.title')}>
      {/* the plate search stays in sight; the date range folds behind "Filtry (n)" below 1024 px */}
      <div className="grid gap-3 border-b border-slate-200 p-3 lg:grid-cols-[2fr_2fr] dark:border-slate-700">
        <TextField
          type="search"
          label={t('parking.log.search')}
          placeholder={t('parking.log.searchPlaceholder')}
          maxLength={PARKING_LOG_SEARCH_MAX * 2}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
        />
        <FilterDisclosure active={[from, to].filter(Boolean).length}>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField type="date" label={t('parking.log.from')} value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
            <TextField type="date" label={t('parking.log.to')} value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
          </div>
        </FilterDisclosure>
      </div>
      <ListStates
        loading={log.isLoading && !log.data}
        failure={log.error && !log.data ? { title: t('common.error'), message: failureText(log.error, t('parking.toast.logLoadFailed')) ?? undefined } : null}
        onRetry={log.retry}
        isEmpty={entries.length === 0}
        empty={<EmptyState icon={<History className="h-10 w-10" />} title={filtered ? t('parking.log.emptyFiltered') : t('parking.log.empty')} />}
      >
        <AccessLogTable entries={entries} onPhoto={setPhoto} units={scope.unitId === null ? (units ?? []) : undefined} />
        <LogPagination
          page={page}
          pages={log.data?.pagination.pages ?? 1}
          total={log.data?.pagination.total ?? 0}
          perPage={log.data?.pagination.per_page ?? PARKING_LOG_PAGE_SIZE}
          exact={log.data?.pagination.total_exact ?? true}
          onPage={(next) => setPaging({ filterScope, page: next })}
        />
      </ListStates>
      {photoMounted && (
        <Suspense fallback={null}>
          <PhotoDialog buildingId={scope.buildingId} entry={photo} onClose={() => setPhoto(null)} />
        </Suspense>
      )}
    </Card>
  );
}
