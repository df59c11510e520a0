/**
 * The documents library of the selected building (spec 000 §2 Documents screen): filter bar,
 * table, upload and edit dialogs, delete confirmation, pagination, toasts (§8).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { FileText, Upload } from 'lucide-react';
import type { Document } from '../../../contract/documents';
import { usePendingAction } from '../../commands/pendingAction';
import { ApiError, errorMessage } from '../../lib/http';
import { useSelectedBuilding } from '../../state/building';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { SelectBuildingPrompt } from '../../ui/SelectBuildingPrompt';
import {
  deleteDocument,
  downloadDocument,
  useDocumentCategories,
  useDocumentUnits,
  useDocuments,
  useRevalidateDocuments,
} from './api';
import { DocumentFilterBar } from './components/DocumentFilterBar';
import { DocumentsTable } from './components/DocumentsTable';
import { EditDocumentDialog } from './components/EditDocumentDialog';
import { Pagination } from './components/Pagination';
import { UploadDocumentDialog } from './components/UploadDocumentDialog';
import {
  APPLY_SEARCH,
  type DocumentFilters,
  NO_FILTERS,
  OPEN_DELETE,
  OPEN_EDIT,
  OPEN_UPLOAD,
  SEARCH_DEBOUNCE_MS,
  documentRights,
  hasFilters,
} from './rules';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { ListStates } from '../../ui/ListStates';

/** A load failure's toast text: the server's message, else the translated fallback (spec 000 §8). */
function failureText(error: unknown, fallbackKey: string, t: (k: string) => string): string | null {
  if (error instanceof ApiError && error.status === 401) return null; // the session layer handles it
  if (error instanceof ApiError) return errorMessage(error, t(fallbackKey));
  return t(fallbackKey);
}

const isDocument = (x: unknown): x is Document => typeof x === 'object' && x !== null && typeof (x as Document).id === 'number';

export default function DocumentsPage() {
  const { t } = useTranslation();
  const { buildingId, building } = useSelectedBuilding();
  const { user } = useSession();

  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [selects, setSelects] = useState<Omit<DocumentFilters, 'search'>>(NO_FILTERS);
  const filters = useMemo(() => ({ ...selects, search }), [selects, search]);
  // The page belongs to one building + filter set: any change of those starts at page 1 in the
  // same render, so no request for a stale page goes out first.
  const scope = `${buildingId}|${JSON.stringify(filters)}`;
  const [paging, setPaging] = useState({ scope, page: 1 });
  const page = paging.scope === scope ? paging.page : 1;
  const setPage = (next: number) => setPaging({ scope, page: next });

  // another building starts with no filters at all
  const shownBuilding = useRef(buildingId);
  useEffect(() => {
    if (shownBuilding.current === buildingId) return;
    shownBuilding.current = buildingId;
    setSelects(NO_FILTERS);
    setSearchText('');
  }, [buildingId]);

  const rights = useMemo(() => documentRights(user, buildingId), [user, buildingId]);
  const { units } = useDocumentUnits(buildingId, rights.staff);

  const list = useDocuments(buildingId, filters, page);
  const categories = useDocumentCategories(buildingId);
  const revalidate = useRevalidateDocuments(buildingId);

  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<Document | null>(null);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  usePendingAction(OPEN_UPLOAD, () => setUploadOpen(true));
  usePendingAction(APPLY_SEARCH, (payload) => {
    if (typeof payload === 'string') setSearchText(payload);
  });
  // the palette's 'Edit a document…' / 'Delete a document…' hand over the document they picked
  usePendingAction(OPEN_EDIT, (payload) => isDocument(payload) && setEditing(payload));
  usePendingAction(OPEN_DELETE, (payload) => isDocument(payload) && setDeleting(payload));

  useEffect(() => {
    const text = list.error ? failureText(list.error, 'documents.toast.loadFailed', t) : null;
    if (text) toast.error(text, { id: 'documents-load' });
  }, [list.error, t]);
  useEffect(() => {
    const text = categories.error ? failureText(categories.error, 'documents.toast.categoriesFailed', t) : null;
    if (text) toast.error(text, { id: 'documents-categories' });
  }, [categories.error, t]);

  // the last page may have emptied (a delete, a live change): step back to one that has rows
  const lastPage = list.data?.meta.last_page ?? 1;
  useEffect(() => {
    if (list.data && page > lastPage) setPaging({ scope, page: lastPage });
  }, [list.data, page, lastPage, scope]);

  if (buildingId === null) {
    return (
      <>
        <PageHeader title={t('documents.title')} description={t('documents.description')} />
        <SelectBuildingPrompt />
      </>
    );
  }

  const download = async (doc: Document) => {
    setDownloadingId(doc.id);
    try {
      await downloadDocument(buildingId, doc);
    } catch (err) {
      toast.error(errorMessage(err, t('documents.toast.downloadFailed')));
    } finally {
      setDownloadingId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteDocument(buildingId, deleting.id);
    } catch (err) {
      toast.error(errorMessage(err, t('documents.toast.deleteFailed')));
      throw err;
    }
    toast.success(t('documents.toast.deleted'));
    void revalidate();
  };

  const docs = list.data?.data ?? [];
  const filtered = hasFilters(filters);

  return (
    <>
      <PageHeader
        title={t('documents.title')}
        description={building ? t('documents.descriptionFor', { building: building.name }) : t('documents.description')}
        actions={
          rights.canUpload && (
            <Button onClick={() => setUploadOpen(true)} data-command="documents.upload">
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t('documents.actions.upload')}
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-4">
        <DocumentFilterBar
          searchText={searchText}
          onSearchText={setSearchText}
          filters={filters}
          onFilters={({ search: _ignored, ...next }) => setSelects(next)}
          categories={categories.data ?? []}
          units={units}
        />
        <Card flush>
          <ListStates
            loading={list.isLoading && !list.data}
            failure={list.error && !list.data ? { title: t('documents.errors.loadTitle'), message: failureText(list.error, 'documents.toast.loadFailed', t) ?? undefined } : null}
            onRetry={() => void list.mutate()}
            isEmpty={docs.length === 0}
            empty={
              <EmptyState
                icon={<FileText className="h-10 w-10" />}
                title={filtered ? t('documents.empty.filteredTitle') : t('documents.empty.title')}
                description={filtered ? t('documents.empty.filteredDescription') : t('documents.empty.description')}
                action={
                  filtered ? (
                    <Button
                      variant="secondary"
                      onClick={() => {
                        setSelects(NO_FILTERS);
                        setSearchText('');
                      }}
                    >
                      {t('documents.filters.clear')}
                    </Button>
                  ) : undefined
                }
              />
            }
          >
            <DocumentsTable documents={docs} onDownload={(d) => void download(d)} onEdit={setEditing} onDelete={setDeleting} downloadingId={downloadingId} />
            <Pagination page={page} lastPage={lastPage} total={list.data?.meta.total ?? 0} onPage={setPage} />
          </ListStates>
        </Card>
      </div>

      <UploadDocumentDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        buildingId={buildingId}
        rights={rights}
        units={units}
        categories={categories.data ?? []}
        onUploaded={() => void revalidate()}
      />
      <EditDocumentDialog
        document={editing}
        onClose={() => setEditing(null)}
        buildingId={buildingId}
        categories={categories.data ?? []}
        onSaved={() => void revalidate()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('documents.delete.title')}
        message={deleting ? t('documents.delete.message', { title: deleting.title }) : undefined}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
