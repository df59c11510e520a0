/**
 * A register's open entries in the selected building for a palette page that closes one: the first
 * page of them, newest first, searched on the server (the screen's search: name, sender or key, and
 * the unit). No pick on Enter in the search: the list may still be the one before the last letter
 * typed, and closing the wrong visit is worse than one key more. The arrow keys move between the
 * search and the rows instead; Enter or a click on a row picks it.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Mail, UserRound, type LucideIcon } from 'lucide-react';
import { RECEPTION_SEARCH_MAX } from '../../../contract/rules/reception';
import { errorMessage } from '../../lib/http';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { PickList } from '../../ui/PickList';
import { TextField } from '../../ui/TextField';
import { useRegister } from './api';
import { openEntryRow } from './openEntryRow';
import { closedAt, type EntryOf } from './registers';
import type { ReceptionTab } from './screen';

// as the screen's search (spec 000 §9)
const SEARCH_DEBOUNCE_MS = 300;
const ICONS: Record<ReceptionTab, LucideIcon> = { visitors: UserRound, mail: Mail, keys: KeyRound };

/** Up and down move focus along the search and the rows that can be picked. */
function moveFocus(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const stops = [...e.currentTarget.querySelectorAll<HTMLElement>('input, li > button:not(:disabled)')];
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = stops[Math.min(Math.max(at + (e.key === 'ArrowDown' ? 1 : -1), 0), stops.length - 1)];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

export function OpenEntryPicker<T extends ReceptionTab>({
  buildingId,
  tab,
  search,
  onSearch,
  busyId,
  onPick,
}: {
  buildingId: number;
  tab: T;
  /** the search as typed; the page keeps it, so coming back from a further step finds it again */
  search: string;
  onSearch: (text: string) => void;
  /** the entry whose closing is on its way: its row spins, every row waits */
  busyId: number | null;
  onPick: (entry: EntryOf[T]) => void;
}) {
  const { t } = useTranslation();
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useRegister(buildingId, tab, { status: 'open', q }, 1);
  // a row just closed shows closed in the cache until the register's reload answers
  const open = (list.data?.items ?? []).filter((entry) => closedAt(entry) === null);

  const searchField = useRef<HTMLInputElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    // a refused pick leaves the row that had focus disabled while it ran: give focus back to the search
    if (wasBusy.current && busyId === null) searchField.current?.focus();
    wasBusy.current = busyId !== null;
  }, [busyId]);

  const Icon: LucideIcon = ICONS[tab];
  const label = t(`reception.pick.label.${tab}`);
  return (
    <div className="flex flex-col gap-3" onKeyDown={moveFocus}>
      <TextField
        ref={searchField}
        autoFocus
        type="search"
        autoComplete="off"
        label={t('reception.search.label')}
        placeholder={t(`reception.search.${tab}`)}
        maxLength={RECEPTION_SEARCH_MAX}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <PickList
        label={label}
        loading={list.isLoading}
        error={list.error && !list.data ? errorMessage(list.error, t('reception.toast.loadFailed')) : null}
        empty={t(q ? 'reception.empty.filteredTitle' : `reception.pick.empty.${tab}`)}
        items={open.map((entry) => {
          const row = openEntryRow(t, tab, entry);
          return {
            key: entry.id,
            icon: <Icon className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
            label: row.label,
            detail: row.detail,
            busy: entry.id === busyId,
            onPick: () => onPick(entry),
          };
        })}
      />
      <p className="hidden justify-end gap-4 text-xs text-slate-500 sm:flex" aria-hidden="true">
        <span>{t('palette.hints.navigate')}</span>
        <span>{t('palette.hints.run')}</span>
      </p>
    </div>
  );
}
