import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Megaphone, Plus } from 'lucide-react';
import type { Announcement } from '../../../contract/announcements';
import { usePendingAction } from '../../commands/pendingAction';
import { ApiError, errorMessage } from '../../lib/http';
import { inlineFailure } from '../../lib/loadFailure';
import { withCommandTexts } from '../../lib/i18n';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ListStates } from '../../ui/ListStates';
import { CREATE_ANNOUNCEMENT, DELETE_ANNOUNCEMENT, EDIT_ANNOUNCEMENT, announcementIdOf } from './actions';
import { deleteAnnouncement, useAnnouncements } from './api';
import { useOpenedOnce } from '../../ui/useOpenedOnce';

// The dialogs' code (headlessui's dialog and form fields) loads when one is first opened: the
// dashboard is the first screen after sign-in, and most residents never open them. The form's texts
// come with the command texts (lib/pageTexts.ts WITH_COMMAND_TEXTS).
const AnnouncementFormDialog = lazy(() =>
  withCommandTexts(() => import('./AnnouncementFormDialog')).then((m) => ({ default: m.AnnouncementFormDialog })),
);
const ConfirmDialog = lazy(() => import('../../ui/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));
import { AnnouncementItem } from './AnnouncementItem';

type FormState = { mode: 'create' } | { mode: 'edit'; announcement: Announcement } | null;
/** A palette request for an item of a list that has not loaded yet waits here. */
type Waiting = { action: 'edit' | 'delete'; id: number } | null;

/** The dashboard's announcements card for one building (spec 000 §2 Dashboard). */
export function AnnouncementsCard({ buildingId, canManage }: { buildingId: number; canManage: boolean }) {
  const { t } = useTranslation();
  const { announcements, error, reload } = useAnnouncements(buildingId);
  const [form, setForm] = useState<FormState>(null);
  const [toDelete, setToDelete] = useState<Announcement | null>(null);
  const formLoaded = useOpenedOnce(form !== null);
  const confirmLoaded = useOpenedOnce(toDelete !== null);
  const [waiting, setWaiting] = useState<Waiting>(null);
  const [retrying, setRetrying] = useState(false);

  // Palette commands (features/dashboard/commands.ts) reach the dialogs through pending actions. The
  // list is not put into the screen context: no command reads it (the pick pages load their own), and
  // a change there re-rendered the whole signed-in app on every live update of the list.
  usePendingAction(CREATE_ANNOUNCEMENT, () => canManage && setForm({ mode: 'create' }));
  usePendingAction(EDIT_ANNOUNCEMENT, (payload) => {
    const id = announcementIdOf(payload);
    if (canManage && id !== null) setWaiting({ action: 'edit', id });
  });
  usePendingAction(DELETE_ANNOUNCEMENT, (payload) => {
    const id = announcementIdOf(payload);
    if (canManage && id !== null) setWaiting({ action: 'delete', id });
  });
  useEffect(() => {
    if (!waiting || !announcements) return;
    const target = announcements.find((a) => a.id === waiting.id);
    if (target) {
      if (waiting.action === 'edit') setForm({ mode: 'edit', announcement: target });
      else setToDelete(target);
    } else {
      toast.error(t('announcements.toast.notFound'));
    }
    setWaiting(null);
  }, [waiting, announcements, t]);

  // a failed load is toasted once per building (a 401 has already sent the user to /login)
  useEffect(() => {
    if (!error || (error instanceof ApiError && error.status === 401)) return;
    toast.error(errorMessage(error, t('announcements.toast.loadFailed')), { id: `announcements-load-${buildingId}` });
  }, [error, buildingId, t]);

  const retry = async () => {
    // one retry at a time: a second click while one runs does nothing
    if (retrying) return;
    setRetrying(true);
    try {
      const data = await reload();
      if (data !== undefined) toast.success(t('announcements.toast.loaded'), { id: `announcements-load-${buildingId}` });
    } finally {
      setRetrying(false);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteAnnouncement(buildingId, toDelete.id);
      toast.success(t('announcements.toast.deleted'));
    } catch (e) {
      toast.error(errorMessage(e, t('announcements.toast.deleteFailed')));
      throw e;
    }
    void reload();
  };

  const body = (
    <ListStates
      loading={!announcements && !error}
      failure={!announcements && error ? inlineFailure(error, t('announcements.toast.loadFailed')) : null}
      onRetry={() => void retry()}
      isEmpty={announcements?.length === 0}
      empty={
        <EmptyState
          icon={<Megaphone className="h-10 w-10" />}
          title={t('announcements.empty.title')}
          description={t(canManage ? 'announcements.empty.descriptionManager' : 'announcements.empty.description')}
        />
      }
    >
      <ul className="divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('announcements.title')}>
        {announcements?.map((a) => (
          <AnnouncementItem key={a.id} announcement={a} canManage={canManage} onEdit={(item) => setForm({ mode: 'edit', announcement: item })} onDelete={setToDelete} />
        ))}
      </ul>
    </ListStates>
  );

  return (
    <Card
      title={t('announcements.title')}
      actions={
        canManage && (
          <Button size="sm" onClick={() => setForm({ mode: 'create' })} data-command="announcements.create">
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('announcements.actions.create')}
          </Button>
        )
      }
    >
      {body}
      <Suspense fallback={null}>
        {formLoaded && (
          <AnnouncementFormDialog
            open={form !== null}
            buildingId={buildingId}
            announcement={form?.mode === 'edit' ? form.announcement : null}
            onClose={() => setForm(null)}
            onSaved={() => void reload()}
          />
        )}
        {confirmLoaded && (
          <ConfirmDialog
            open={toDelete !== null}
            onClose={() => setToDelete(null)}
            onConfirm={remove}
            title={t('announcements.confirmDelete.title')}
            message={t('announcements.confirmDelete.message')}
            confirmLabel={t('common.delete')}
          />
        )}
      </Suspense>
    </Card>
  );
}
