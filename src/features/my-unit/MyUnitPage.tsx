/**
 * My units screen (/my-unit, spec 000 §2): the user's units sorted by building name then number,
 * the sidebar's unit (or else the first) preselected, and the three unit cards. The list holds
 * summaries (GET /units/my); the cards show the chosen unit's detail (GET /units/{id}).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { usePendingAction } from '../../commands/pendingAction';
import { ApiError } from '../../lib/http';
import { useScreenContext } from '../../commands/screenContext';
import { useSession } from '../../state/session';
import { useSelectedBuilding } from '../../state/building';
import { useSelectedUnit } from '../../state/unit';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { SkeletonRows } from '../../ui/Skeleton';
import { useAllMyUnits, useUnitDetail } from './api';
import { MaintenanceNoteCard } from './MaintenanceNoteCard';
import { can } from '../../state/permissions';
import { maintenanceNoteAccess, pickShownUnit, STAFF_UNIT_CODES } from './rules';
import { OPEN_UNIT_ACTION, SCREEN_UNIT, SCREEN_UNITS, type MyUnitScreen } from './screen';
import { UnitDetailsCard } from './UnitDetailsCard';
import { UnitSettingsCard } from './UnitSettingsCard';
import { UnitSwitcher } from './UnitSwitcher';

function Loading() {
  const { t } = useTranslation();
  return (
    <Card>
      <SkeletonRows count={3} />
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
    </Card>
  );
}

export default function MyUnitPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { buildingId } = useSelectedBuilding();
  const isStaffHere = STAFF_UNIT_CODES.some((code) => can(user, buildingId, code));
  const { units, error, isLoading, retry } = useAllMyUnits(isStaffHere ? buildingId : null);
  const { unitId: sidebarUnitId } = useSelectedUnit();
  // a choice made here holds until the sidebar's unit changes; then the page follows the sidebar
  const [picked, setPicked] = useState<{ id: number; sidebarAt: number | null } | null>(null);
  const pickedId = picked && picked.sidebarAt === sidebarUnitId ? picked.id : null;
  const select = useCallback((id: number) => setPicked({ id, sidebarAt: sidebarUnitId }), [sidebarUnitId]);

  usePendingAction(OPEN_UNIT_ACTION, (payload) => {
    if (typeof payload === 'number') select(payload);
  });

  const shown = useMemo(() => (units ? pickShownUnit(units, pickedId, sidebarUnitId) : null), [units, pickedId, sidebarUnitId]);
  const detail = useUnitDetail(shown?.id ?? null);
  // the detail of the unit shown; a previous unit's detail never stands in for a new choice
  const shownUnit = detail.unit && detail.unit.id === shown?.id ? detail.unit : null;
  const screen = useMemo<MyUnitScreen | null>(
    () => (units && shown ? { units, shownId: shown.id, select } : null),
    [units, shown, select],
  );
  useScreenContext(SCREEN_UNIT, shownUnit);
  useScreenContext(SCREEN_UNITS, screen);

  const header = (
    <PageHeader
      title={t('myUnit.title')}
      description={t('myUnit.description')}
      actions={units && units.length > 1 && shown ? <UnitSwitcher units={units} value={shown.id} onChange={select} /> : undefined}
    />
  );

  if (units === undefined && (isLoading || !error)) {
    return (
      <>
        {header}
        <Loading />
      </>
    );
  }

  if (error && !units?.length) {
    return (
      <>
        {header}
        <ErrorAlert title={t('myUnit.error.title')} message={error instanceof ApiError && error.message ? error.message : t('errors.unitsLoad')} onRetry={retry} />
      </>
    );
  }

  if (!shown) {
    return (
      <>
        {header}
        <Card>
          <EmptyState icon={<House className="h-10 w-10" />} title={t('myUnit.empty.title')} description={t('myUnit.empty.description')} />
        </Card>
      </>
    );
  }

  if (!shownUnit) {
    return (
      <>
        {header}
        {detail.error ? (
          <ErrorAlert
            title={t('myUnit.error.title')}
            message={detail.error instanceof ApiError && detail.error.message ? detail.error.message : t('errors.unitsLoad')}
            onRetry={detail.retry}
          />
        ) : (
          <Loading />
        )}
      </>
    );
  }

  const note = maintenanceNoteAccess(user, shownUnit);
  // keys: a fresh answer from the server (after a save, a live event, another tab) resets the forms
  const settingsKey = `${shownUnit.id}:${JSON.stringify(shownUnit.features)}`;
  return (
    <>
      {header}
      <div className="grid gap-4 lg:grid-cols-2">
        <UnitDetailsCard unit={shownUnit} />
        <UnitSettingsCard key={settingsKey} unit={shownUnit} />
        {note.view && (
          <div className="lg:col-span-2">
            <MaintenanceNoteCard key={`${shownUnit.id}:${shownUnit.maintenance_note ?? ''}`} unit={shownUnit} editable={note.edit} />
          </div>
        )}
      </div>
    </>
  );
}
