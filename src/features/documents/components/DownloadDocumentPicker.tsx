import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import type { Document } from '../../../../contract/documents';
import type { CommandContext } from '../../../commands/types';
import { errorMessage } from '../../../lib/http';
import { formatFileSize } from '../../../lib/format';
import { downloadDocument } from '../api';
import { DocumentSearchPicker } from './DocumentSearchPicker';

/** Palette sub-page: pick a document of the selected building and download it. */
export function DownloadDocumentPicker({ ctx, close }: { ctx: CommandContext; close: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<number | null>(null);

  const pick = async (doc: Document) => {
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
    <DocumentSearchPicker
      ctx={ctx}
      empty={t('documents.empty.title')}
      icon={<Download className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />}
      detail={(d) => `${d.original_name} · ${formatFileSize(d.file_size)}`}
      busyId={busy}
      onPick={(d) => void pick(d)}
    />
  );
}
