import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Map as MapIcon, Upload } from 'lucide-react';
import type { Floorplan } from '../../../contract/floorplans';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ListStates } from '../../ui/ListStates';
import { useSession } from '../../state/session';
import { deleteFloorplan, loadErrorKey, useFloorplans } from './api';
import { FloorSelector } from './FloorSelector';
import { FloorplanEditDialog } from './FloorplanEditDialog';
import { FloorplanList } from './FloorplanList';
import { FloorplanUploadForm } from './FloorplanUploadForm';
import { floorLabel } from '../../lib/floors';
import { floorsWithPlans, initialFloor, plansOnFloor } from './floors';
import { can } from '../../state/permissions';
import { PERMISSION } from '../../../contract/rules/permissions';

export interface FloorplanDialogProps {
  open: boolean;
  onClose: () => void;
  buildingId: number;
  /** the floor to show first; when absent, the ground floor (or the lowest floor with plans) */
  floor?: number | null;
  /** open with the upload form showing (the palette's "upload a floor plan") */
  startWithUpload?: boolean;
  /** open the edit dialog / delete confirmation of this plan (its id) once the plans are loaded */
  startEditing?: number | null;
  startDeleting?: number | null;
}

/** The building map (spec 000 §2 floor-plan dialog): floor selector, plans of the floor, admin actions. */
export function FloorplanDialog({ open, onClose, buildingId, floor: askedFloor, startWithUpload = false, startEditing = null, startDeleting = null }: FloorplanDialogProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { plans, error, isLoading, reload } = useFloorplans(open ? buildingId : null);
  const canManage = can(user, buildingId, PERMISSION.floorplanManage);
  const [floor, setFloor] = useState<number | null>(askedFloor ?? null);
  const [uploading, setUploading] = useState(startWithUpload);
  const [editing, setEditing] = useState<Floorplan | null>(null);
  const [deleting, setDeleting] = useState<Floorplan | null>(null);

  // a new request (another floor, the upload command) while open replaces the current view
  useEffect(() => {
    if (open) {
      setFloor(askedFloor ?? null);
      setUploading(startWithUpload);
    }
  }, [open, askedFloor, startWithUpload]);

  // the palette's 'Edit a floor plan…' / 'Delete a floor plan…': once, when the plans arrive
  // (the host remounts the dialog for every request, so "once" is per request)
  const [asked, setAsked] = useState({ edit: startEditing, delete: startDeleting });
  useEffect(() => {
    if (!plans || !canManage || (asked.edit === null && asked.delete === null)) return;
    const edit = plans.find((p) => p.id === asked.edit);
    const del = plans.find((p) => p.id === asked.delete);
    if (edit) setEditing(edit);
    if (del) setDeleting(del);
    setAsked({ edit: null, delete: null });
  }, [plans, canManage, asked]);

  const shownFloor = floor ?? initialFloor(plans ?? [], null);
  const floors = useMemo(() => floorsWithPlans(plans ?? []), [plans]);
  const onFloor = useMemo(() => plansOnFloor(plans ?? [], shownFloor), [plans, shownFloor]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteFloorplan(buildingId, deleting.id);
      toast.success(t('floorplans.delete.success'));
      await reload();
    } catch (err) {
      toast.error(t('floorplans.errors.delete'));
      throw err;
    }
  };

  const body = (
    <ListStates
      loading={!error && (isLoading || !plans)}
      // the spec's texts by status, 'Neplatná odpověď z API' for an answer of the wrong shape (spec 000 §8)
      failure={error ? { title: t(loadErrorKey(error)) } : null}
      onRetry={() => void reload()}
      isEmpty={onFloor.length === 0}
      empty={
        <EmptyState
          icon={<MapIcon className="h-10 w-10" />}
          title={t('floorplans.empty.title', { floor: floorLabel(t, shownFloor) })}
          description={floors.length > 0 ? t('floorplans.empty.otherFloors') : t('floorplans.empty.none')}
        />
      }
    >
      <FloorplanList plans={onFloor} canManage={canManage} onEdit={setEditing} onDelete={setDeleting} />
    </ListStates>
  );

  return (
    <>
      <Dialog open={open} onClose={onClose} title={t('floorplans.title')} size="lg" data-testid="floorplan-dialog">
        <div className="space-y-4">
          <FloorSelector floor={shownFloor} onChange={setFloor} floorsWithPlans={floors} />
          {canManage && !uploading && (
            <Button variant="secondary" size="sm" onClick={() => setUploading(true)} data-command="floorplans.upload">
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t('floorplans.upload.open')}
            </Button>
          )}
          {canManage && uploading && (
            <FloorplanUploadForm
              key={buildingId}
              buildingId={buildingId}
              defaultFloor={shownFloor}
              onCancel={() => setUploading(false)}
              onUploaded={(f) => {
                setUploading(false);
                setFloor(f);
                void reload();
              }}
            />
          )}
          <section aria-label={floorLabel(t, shownFloor)}>{body}</section>
        </div>
      </Dialog>
      {editing && (
        <FloorplanEditDialog
          buildingId={buildingId}
          plan={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setFloor(saved.floor);
            void reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('floorplans.delete.title')}
        message={t('floorplans.delete.confirm')}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
