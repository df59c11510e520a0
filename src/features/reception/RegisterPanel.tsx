/**
 * One register of the desk: the open / closed / all filter and a search (debounced, spec 000 §9),
 * both folded behind one "Filtry (n)" button below 1024 px (ui/FilterDisclosure.tsx, issue 29 §5);
 * the entries page by page ("Load more"); and — when the list's answer says the caller manages the desk
 * (`can.manage`; the SPA never decides that itself) — the record button and each open row's
 * closing action. A resident sees the same list, read-only, holding only their units' entries (the
 * server filters). Loading, empty and error states of spec 000 §9.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import type { MailItem } from '../../../contract/reception';
import { RECEPTION_SEARCH_MAX, type ReceptionStatusFilter } from '../../../contract/rules/reception';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FilterDisclosure } from '../../ui/FilterDisclosure';
import { KeysetList } from '../../ui/KeysetList';
import { TextField } from '../../ui/TextField';
import { useRegister } from './api';
import { CollectMailDialog } from './CollectMailDialog';
import { listBase } from './paths';
import { RecordDialog } from './RecordDialog';
import { RegisterTable } from './RegisterTable';
import { RECORD_COMMANDS, type ReceptionTab } from './screen';
import { activeFilterCount, StatusFilter } from './StatusFilter';

const SEARCH_DEBOUNCE_MS = 300;

type OpenDialog = { kind: 'record' } | { kind: 'collect'; mail: MailItem } | null;

export function RegisterPanel({
  buildingId,
  tab,
  recordRequested,
  onRecordRequestDone,
}: {
  buildingId: number;
  tab: ReceptionTab;
  /** the palette asked for this register's record dialog (commands/pendingAction.ts) */
  recordRequested: boolean;
  onRecordRequestDone: () => void;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReceptionStatusFilter>('all');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filter = { status, q };
  // "Load more" counts pages of one filter: another filter or search starts again at its first page
  const base = listBase(buildingId, tab, filter);
  const [paging, setPaging] = useState({ base, pages: 1 });
  const pages = paging.base === base ? paging.pages : 1;
  const list = useRegister(buildingId, tab, filter, pages);
  useLoadFailureToast(list.error, 'reception.toast.loadFailed', `reception-${tab}-load`);
  const canManage = list.data?.meta?.manage === true;
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // the palette's request waits for the server's answer: only the desk gets the form
  useEffect(() => {
    if (!recordRequested || (!list.data && !list.error)) return;
    if (list.data?.meta?.manage) setDialog({ kind: 'record' });
    onRecordRequestDone();
  }, [recordRequested, list.data, list.error, onRecordRequestDone]);

  const filtered = status !== 'all' || q !== '';
  // the rows on screen belong to the filter before while the first page of the new one loads
  const stale = list.loadingMore && pages === 1;
  const body = (
    <KeysetList
      list={list}
      stale={stale}
      footerBelowEmpty
      failure={(error) => ({ title: t('reception.list.loadTitle'), message: failureText(error, t('reception.toast.loadFailed')) ?? undefined })}
      empty={
        <EmptyState
          title={t(filtered ? 'reception.empty.filteredTitle' : `reception.empty.${tab}.title`)}
          description={t(filtered ? 'reception.empty.filteredDescription' : canManage ? `reception.empty.${tab}.desk` : `reception.empty.${tab}.resident`)}
          className={stale ? 'opacity-60' : undefined}
        />
      }
      rows={(items) => <RegisterTable buildingId={buildingId} tab={tab} entries={items} canManage={canManage} stale={stale} onCollect={(mail) => setDialog({ kind: 'collect', mail })} />}
      loadMoreLabel={t('reception.list.loadMore')}
      onLoadMore={(next) => setPaging({ base, pages: next })}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        {/* below 1024 px the status and the search fold behind "Filtry (n)", beside the record button */}
        <FilterDisclosure active={activeFilterCount(status, search)}>
          <div className="flex min-w-0 flex-wrap items-end gap-3">
            <StatusFilter tab={tab} value={status} onChange={setStatus} />
            <div className="w-full sm:w-72">
              <TextField type="search" autoComplete="off" label={t('reception.search.label')} placeholder={t(`reception.search.${tab}`)} maxLength={RECEPTION_SEARCH_MAX} value={search} onChange={(e) => setSearch(e.target.value)} />
            </div>
          </div>
        </FilterDisclosure>
        {canManage && (
          <Button onClick={() => setDialog({ kind: 'record' })} data-command={RECORD_COMMANDS[tab]}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t(`reception.record.${tab}`)}
          </Button>
        )}
      </div>
      {list.data && !canManage && <p className="text-sm text-slate-600 dark:text-slate-400">{t('reception.readOnly')}</p>}
      {body}
      {dialog?.kind === 'record' && <RecordDialog tab={tab} buildingId={buildingId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'collect' && <CollectMailDialog buildingId={buildingId} mail={dialog.mail} onClose={() => setDialog(null)} />}
    </div>
  );
}
