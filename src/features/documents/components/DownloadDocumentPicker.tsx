import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import type { CommandContext } from '../../../commands/types';
import { errorMessage } from '../../../lib/http';
import { formatFileSize } from '../../../lib/format';
import { PickList } from '../../../ui/PickList';
import { TextField } from '../../../ui/TextField';
import { downloadDocument, useDocuments } from '../api';
import { NO_FILTERS, SEARCH_DEBOUNCE_MS } from '../rules';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const PICK_SIZE = 10;

/**
 * Palette sub-page: pick a document of the selected building (searched on the server, so every
 * document can be reached, not only the first page) and download it.
 */
export function DownloadDocumentPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const list = useDocuments(ctx.buildingId, { ...NO_FILTERS, search }, 1, PICK_SIZE);
  const [busy, setBusy] = useState<number | null>(null);
  const docs = list.data?.data ?? [];

  const pick = async (doc: (typeof docs)[number]) => {
    if (ctx.buildingId === null) return;
    setBusy(doc.id);
    try {
      await downloadDocument(ctx.buildingId, doc);
      close();
    } catch (err) {
      toast.error(errorMessage(err, t('documents.toast.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

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
        empty={t('documents.empty.title')}
        items={docs.map((d) => ({
          key: d.id,
          icon: <Download className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />,
          label: d.title,
          detail: `${d.original_name} · ${formatFileSize(d.file_size)}`,
          busy: busy === d.id,
          onPick: () => void pick(d),
        }))}
      />
    </div>
  );
}
