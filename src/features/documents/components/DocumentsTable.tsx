import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { Document } from '../../../../contract/documents';
import { formatDate, formatFileSize } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { EditDeleteButtons } from '../../../ui/EditDeleteButtons';
import { VisibilityBadge } from './VisibilityBadge';

export interface DocumentsTableProps {
  documents: readonly Document[];
  onDownload: (doc: Document) => void;
  onEdit: (doc: Document) => void;
  onDelete: (doc: Document) => void;
  /** the document whose download runs */
  downloadingId: number | null;
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400';
const td = 'px-3 py-2 align-top text-sm';

/**
 * The library as a table; on narrow screens the secondary columns fold into the title cell.
 * Edit and delete appear only where the server would allow them (can_edit).
 */
export function DocumentsTable({ documents, onDownload, onEdit, onDelete, downloadingId }: DocumentsTableProps) {
  const { t } = useTranslation();
  const target = (d: Document) =>
    d.entity_type === 'unit' ? t('documents.target.unit', { number: d.unit_number ?? d.entity_id }) : t('documents.target.building');
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-0 divide-y divide-slate-200 dark:divide-slate-700" data-testid="documents-table">
        <thead className="bg-slate-50 dark:bg-slate-800/50">
          <tr>
            <th scope="col" className={th}>{t('documents.table.title')}</th>
            <th scope="col" className={`${th} hidden md:table-cell`}>{t('documents.table.category')}</th>
            <th scope="col" className={`${th} hidden md:table-cell`}>{t('documents.table.target')}</th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>{t('documents.table.visibility')}</th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>{t('documents.table.size')}</th>
            <th scope="col" className={`${th} hidden lg:table-cell`}>{t('documents.table.uploaded')}</th>
            <th scope="col" className={`${th} text-right`}>
              <span className="sr-only">{t('documents.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {documents.map((d) => (
            <tr key={d.id} data-testid={`document-row-${d.id}`}>
              <td className={`${td} min-w-0 max-w-xs`}>
                <p className="break-words font-medium">{d.title}</p>
                {d.description && <p className="break-words text-xs text-slate-600 dark:text-slate-400">{d.description}</p>}
                <p className="break-all text-xs text-slate-500 dark:text-slate-500">{d.original_name}</p>
                {/* what the hidden columns say, for phones */}
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 md:hidden dark:text-slate-400">
                  <span className="sm:hidden">
                    <VisibilityBadge visibility={d.visibility} />
                  </span>
                  <span className="sm:hidden">{formatFileSize(d.file_size)}</span>
                  <span>{target(d)}</span>
                </p>
              </td>
              <td className={`${td} hidden md:table-cell`}>{d.category_name ?? '—'}</td>
              <td className={`${td} hidden md:table-cell`}>{target(d)}</td>
              <td className={`${td} hidden sm:table-cell`}>
                <VisibilityBadge visibility={d.visibility} />
              </td>
              <td className={`${td} hidden whitespace-nowrap sm:table-cell`}>{formatFileSize(d.file_size)}</td>
              <td className={`${td} hidden whitespace-nowrap lg:table-cell`}>
                <span className="block">{formatDate(d.created_at)}</span>
                {d.uploaded_by && <span className="block text-xs text-slate-500">{d.uploaded_by}</span>}
              </td>
              <td className={`${td} text-right`}>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => onDownload(d)}
                    data-command="documents.download"
                    loading={downloadingId === d.id}
                    aria-label={t('documents.actions.downloadNamed', { title: d.title })}
                    title={t('documents.actions.download')}
                  >
                    {downloadingId !== d.id && <Download className="h-4 w-4" aria-hidden="true" />}
                  </Button>
                  {d.can_edit && (
                    <EditDeleteButtons
                      onEdit={() => onEdit(d)}
                      onDelete={() => onDelete(d)}
                      editCommand="documents.edit"
                      deleteCommand="documents.delete"
                      editLabel={t('documents.actions.editNamed', { title: d.title })}
                      deleteLabel={t('documents.actions.deleteNamed', { title: d.title })}
                      editTitle={t('documents.actions.edit')}
                      deleteTitle={t('documents.actions.delete')}
                    />
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
