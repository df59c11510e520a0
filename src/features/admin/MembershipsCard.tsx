/**
 * A user's memberships: the buildings where they hold a building role and the units they have an
 * access to — what lets them see a building at all. Add, change the role, end (with confirmation).
 * A building admin sees and changes only those of their buildings (the server's answer).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Trash2 } from 'lucide-react';
import type { BuildingMembership, UnitMembership } from '../../../contract/admin';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { formatDate } from '../../lib/format';
import { inlineFailure } from '../../lib/loadFailure';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ListStates } from '../../ui/ListStates';
import { removeBuildingMembership, removeUnitMembership, useMemberships } from './api';
import { DataTable, cellClass } from './DataTable';
import { MembershipDialog, type MembershipTarget } from './MembershipDialog';
import { EDIT_MEMBERSHIP, REMOVE_MEMBERSHIP, SCREEN_MEMBERSHIPS } from './screen';
import { runAction } from './runAction';
import { roleLabel } from './roleLabels';

type Removing = { kind: 'building'; m: BuildingMembership } | { kind: 'unit'; m: UnitMembership } | null;

function RowActions({ name, onEdit, onRemove }: { name: string; onEdit: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} data-command={EDIT_MEMBERSHIP} aria-label={t('admin.memberships.editFor', { name })}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="sm" onClick={onRemove} data-command={REMOVE_MEMBERSHIP} aria-label={t('admin.memberships.removeFor', { name })}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

export function MembershipsCard({ userId, initial }: { userId: number; initial?: MembershipTarget['kind'] }) {
  const { t } = useTranslation();
  const memberships = useMemberships(userId);
  const [open, setOpen] = useState<MembershipTarget | null>(initial ? { kind: initial, editing: null } : null);
  const [removing, setRemoving] = useState<Removing>(null);
  const unitName = (u: UnitMembership) => `${u.building_name} · ${u.unit_number}`;
  // the palette's change / end commands list these and come back here with `b:<id>` or `u:<id>`
  useScreenContext(SCREEN_MEMBERSHIPS, memberships.data);
  const find = (key: unknown): Removing => {
    const b = memberships.data?.buildings.find((m) => `b:${m.building_id}` === key);
    if (b) return { kind: 'building', m: b };
    const u = memberships.data?.units.find((m) => `u:${m.unit_id}` === key);
    return u ? { kind: 'unit', m: u } : null;
  };
  usePendingAction(EDIT_MEMBERSHIP, (key) => {
    const found = find(key);
    if (found) setOpen(found.kind === 'building' ? { kind: 'building', editing: found.m } : { kind: 'unit', editing: found.m });
  });
  usePendingAction(REMOVE_MEMBERSHIP, (key) => setRemoving(find(key)));

  return (
    <Card
      title={t('admin.memberships.title')}
      description={t('admin.memberships.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setOpen({ kind: 'building', editing: null })}>
            {t('admin.memberships.addBuilding')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setOpen({ kind: 'unit', editing: null })}>
            {t('admin.memberships.addUnit')}
          </Button>
        </div>
      }
    >
      <ListStates
        loading={!memberships.data && !memberships.error}
        failure={memberships.error ? inlineFailure(memberships.error, t('admin.memberships.toast.loadFailed')) : null}
        onRetry={memberships.retry}
        isEmpty={!memberships.data}
        empty={null}
      >
        {memberships.data && (
          <div className="flex flex-col gap-4">
            <h3 className="font-medium">{t('admin.memberships.buildings')}</h3>
            <DataTable
              label={t('admin.memberships.buildings')}
              colSpan={3}
              loading={false}
              empty={memberships.data.buildings.length === 0 ? t('admin.memberships.noBuildings') : undefined}
              head={
                <tr>
                  <th className={cellClass}>{t('admin.memberships.building')}</th>
                  <th className={cellClass}>{t('admin.memberships.role')}</th>
                  <th className={cellClass}>{t('admin.actions')}</th>
                </tr>
              }
            >
              {memberships.data.buildings.map((b) => (
                <tr key={b.building_id}>
                  <td className={cellClass}>{b.building_name}</td>
                  <td className={cellClass}>{roleLabel(t, 'building', b.role)}</td>
                  <td className={cellClass}>
                    <RowActions name={b.building_name} onEdit={() => setOpen({ kind: 'building', editing: b })} onRemove={() => setRemoving({ kind: 'building', m: b })} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <h3 className="font-medium">{t('admin.memberships.units')}</h3>
            <DataTable
              label={t('admin.memberships.units')}
              colSpan={5}
              loading={false}
              empty={memberships.data.units.length === 0 ? t('admin.memberships.noUnits') : undefined}
              head={
                <tr>
                  <th className={cellClass}>{t('admin.memberships.unit')}</th>
                  <th className={cellClass}>{t('admin.memberships.role')}</th>
                  <th className={cellClass}>{t('admin.roles.validFrom')}</th>
                  <th className={cellClass}>{t('admin.roles.validUntil')}</th>
                  <th className={cellClass}>{t('admin.actions')}</th>
                </tr>
              }
            >
              {memberships.data.units.map((u) => (
                <tr key={u.unit_id}>
                  <td className={cellClass}>{unitName(u)}</td>
                  <td className={cellClass}>{roleLabel(t, 'unit', u.role)}</td>
                  <td className={cellClass}>{u.valid_from ? formatDate(u.valid_from) : '—'}</td>
                  <td className={cellClass}>{u.valid_until ? formatDate(u.valid_until) : '—'}</td>
                  <td className={cellClass}>
                    <RowActions name={unitName(u)} onEdit={() => setOpen({ kind: 'unit', editing: u })} onRemove={() => setRemoving({ kind: 'unit', m: u })} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </ListStates>
      {open && <MembershipDialog userId={userId} target={open} onClose={() => setOpen(null)} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('admin.memberships.removeTitle')}
        message={removing ? t('admin.memberships.removeConfirm', { name: removing.kind === 'building' ? removing.m.building_name : unitName(removing.m) }) : undefined}
        confirmLabel={t('admin.memberships.remove')}
        onConfirm={() =>
          runAction(
            () => (removing!.kind === 'building' ? removeBuildingMembership(userId, removing!.m.building_id) : removeUnitMembership(userId, removing!.m.unit_id)),
            t('admin.memberships.toast.removed'),
            t('admin.memberships.toast.removeFailed'),
          )
        }
      />
    </Card>
  );
}
