import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import type { CommandContext } from '../../../commands/types';
import { errorMessage } from '../../../lib/http';
import { formatFileSize } from '../../../lib/format';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { downloadDocument, useDocuments } from '../api';
import { NO_FILTERS, SEARCH_DEBOUNCE_MS } from '../rules';
import { useDebouncedValue } from '../useDebouncedValue';

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
      {list.isLoading && !list.data ? (
        <Spinner label={t('common.loading')} />
      ) : list.error && !list.data ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errorMessage(list.error, t('documents.toast.loadFailed'))}
        </p>
      ) : docs.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-500">{t('documents.empty.title')}</p>
      ) : (
        <ul className="max-h-[50vh] divide-y divide-slate-100 overflow-y-auto dark:divide-slate-800" aria-label={t('documents.palette.pickLabel')}>
          {docs.map((d) => (
            <li key={d.id}>
              <button
                type="button"
                onClick={() => void pick(d)}
                disabled={busy !== null}
                className="flex w-full items-center gap-3 rounded px-2 py-2 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 disabled:opacity-60 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
              >
                {busy === d.id ? <Spinner size="sm" /> : <Download className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />}
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{d.title}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {d.original_name} · {formatFileSize(d.file_size)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
