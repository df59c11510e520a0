/**
 * The vehicles card (spec 000 §2): search box, sortable table in the spec's order, 3 skeleton rows
 * while loading, empty and error states, add and edit in a dialog, delete after a confirmation.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Car, Plus } from 'lucide-react';
import type { Vehicle } from '../../../contract/parking';
import { type SortDir, type VehicleSortKey, normalizePlate, nextSort, sortVehicles } from '../../../contract/rules/parking';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { errorMessage } from '../../lib/http';
import { useSession } from '../../state/session';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/TextField';
import { createVehicle, deleteVehicle, updateVehicle, useParkingSpaces, useRevalidateParking, useVehicles } from './api';
import { failureText, useLoadFailureToast } from '../../lib/loadFailure';
import { emptyVehicleForm } from './rules';
import { useVehicleForm } from './useVehicleForm';
import { DELETE_PLATE, EDIT_PLATE, SCREEN_VEHICLES } from './screen';
import { VehicleFormDialog } from './VehicleFormDialog';
import { VehiclesTable } from './VehiclesTable';
import { ListStates } from '../../ui/ListStates';

type Scope = { buildingId: number; unitId: number };

/** Plate (normalised) or name contains the typed text. */
function matches(v: Vehicle, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return v.license_plate.includes(normalizePlate(q)) || (v.name ?? '').toLowerCase().includes(q);
}

export function VehiclesCard({ scope, hasParking, initialSearch }: { scope: Scope; hasParking: boolean; initialSearch: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const list = useVehicles(scope);
  const spaces = useParkingSpaces(hasParking ? scope : null);
  const revalidate = useRevalidateParking(scope);
  const [search, setSearch] = useState(initialSearch);
  const [sort, setSort] = useState<{ key: VehicleSortKey; dir: SortDir } | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  useLoadFailureToast(list.error, 'parking.toast.vehiclesLoadFailed', 'parking-vehicles-load');
  // the palette's edit and delete commands list these plates and name one back by its id
  useScreenContext(SCREEN_VEHICLES, list.data);
  const byId = (payload: unknown) => list.data?.find((v) => v.id === payload) ?? null;
  usePendingAction(EDIT_PLATE, (payload) => {
    const v = byId(payload);
    if (!v) return;
    setEditing(v);
    setFormOpen(true);
  });
  usePendingAction(DELETE_PLATE, (payload) => setDeleting(byId(payload)));

  const openAdd = () => {
    if (!hasParking) {
      toast.error(t('parking.toast.noParking'), { id: 'parking-no-access' });
      return;
    }
    setEditing(null);
    setFormOpen(true);
  };

  const save = useVehicleForm({
    defaultValues: emptyVehicleForm(user?.email ?? ''),
    send: (body) => (editing ? updateVehicle(scope.buildingId, scope.unitId, editing.id, body) : createVehicle(scope.buildingId, scope.unitId, body)),
    failureText: t(editing ? 'parking.toast.updateFailed' : 'parking.toast.addFailed'),
    onSuccess: (saved) => {
      toast.success(t(editing ? 'parking.toast.updated' : 'parking.toast.added', { plate: saved.license_plate }));
      setFormOpen(false);
      void revalidate();
    },
  });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteVehicle(scope.buildingId, scope.unitId, deleting.id);
    } catch (err) {
      toast.error(errorMessage(err, t('parking.toast.deleteFailed')));
      throw err;
    }
    toast.success(t('parking.toast.deleted', { plate: deleting.license_plate }));
    void revalidate();
  };

  const shown = useMemo(() => sortVehicles((list.data ?? []).filter((v) => matches(v, search)), sort), [list.data, search, sort]);

  return (
    <Card
      flush
      title={t('parking.vehicles.title')}
      actions={
        <Button onClick={openAdd} disabled={!hasParking} title={hasParking ? undefined : t('parking.noParking.banner')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('parking.vehicles.add')}
        </Button>
      }
    >
      <div className="border-b border-slate-200 p-3 dark:border-slate-700">
        <TextField
          type="search"
          label={t('parking.vehicles.search')}
          placeholder={t('parking.vehicles.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <ListStates
        loading={list.isLoading && !list.data}
        failure={list.error && !list.data ? { title: t('parking.errors.vehiclesTitle'), message: failureText(list.error, t('parking.toast.vehiclesLoadFailed')) ?? undefined } : null}
        onRetry={list.retry}
        isEmpty={shown.length === 0}
        empty={
          <EmptyState
            icon={<Car className="h-10 w-10" />}
            title={search.trim() ? t('parking.vehicles.emptyFiltered') : t('parking.vehicles.empty')}
            description={search.trim() ? undefined : t('parking.vehicles.emptyDescription')}
          />
        }
      >
        <VehiclesTable
          vehicles={shown}
          sort={sort}
          onSort={(key) => setSort((s) => nextSort(s, key))}
          onEdit={(v) => {
            setEditing(v);
            setFormOpen(true);
          }}
          onDelete={setDeleting}
        />
      </ListStates>
      <VehicleFormDialog
        open={formOpen}
        vehicle={editing}
        spaces={spaces.data ?? []}
        defaultEmail={user?.email ?? ''}
        onClose={() => setFormOpen(false)}
        form={save}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('parking.delete.title')}
        message={deleting ? t('parking.delete.message', { plate: deleting.license_plate }) : undefined}
        confirmLabel={t('common.delete')}
      />
    </Card>
  );
}
