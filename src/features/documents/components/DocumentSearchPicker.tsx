import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Document } from '../../../../contract/documents';
import type { CommandContext } from '../../../commands/types';
import { errorMessage } from '../../../lib/http';
import { PickList } from '../../../ui/PickList';
import { TextField } from '../../../ui/TextField';
import { useDocuments } from '../api';
import { NO_FILTERS, SEARCH_DEBOUNCE_MS } from '../rules';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const PICK_SIZE = 10;

/**
 * The palette's document pick-list (download, edit, delete): a search box over the selected
 * building's documents, searched on the server so every document can be reached, not only the
 * first page. What a row shows and what picking it does is the caller's.
 */
export function DocumentSearchPicker({
  ctx,
  empty,
  only = () => true,
  icon,
  detail,
  busyId = null,
  onPick,
}: {
  ctx: CommandContext;
  empty: string;
  /** which documents may be picked (e.g. those the server marks can_edit) */
  only?: (doc: Document) => boolean;
  icon: ReactNode;
  detail: (doc: Document) => string;
  busyId?: number | null;
  onPick: (doc: Document) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const list = useDocuments(ctx.buildingId, { ...NO_FILTERS, search }, 1, PICK_SIZE);
  const docs = (list.data?.data ?? []).filter(only);

  return (
    <div className="flex flex-col gap-3">
      <TextField
        autoFocus
        type="search"
        label={t('documents.palette.pickLabel')}
        placeholder={t('documents.filters.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <PickList
        label={t('documents.palette.pickLabel')}
        loading={list.isLoading && !list.data}
        error={list.error && !list.data ? errorMessage(list.error, t('documents.toast.loadFailed')) : null}
        empty={empty}
        items={docs.map((d) => ({ key: d.id, icon, label: d.title, detail: detail(d), busy: busyId === d.id, onPick: () => onPick(d) }))}
      />
    </div>
  );
}
