/**
 * The QR access screen (/qr-access, spec 001 §2 "QR access", issue 10 §2): needs a building and a
 * unit, else the pickers; the create form and the unit's passes grouped by recipient, each shown as
 * an image (downloadable as qrcode.png) or deactivated after a confirmation. Staff pick any unit of
 * the building (?unit=ID). The palette's 'Show pass…' and 'Deactivate pass…' land here (pending actions).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { useLocation, useSearch } from 'wouter';
import { House } from 'lucide-react';
import { usePendingAction } from '../../commands/pendingAction';
import { useScreenContext } from '../../commands/screenContext';
import { PERMISSION } from '../../../contract/rules/permissions';
import { errorMessage } from '../../lib/http';
import { useSelectedBuilding } from '../../state/building';
import { readUnitParam, useStaffUnit } from '../../state/staffUnit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { AuditLink } from '../../ui/AuditLink';
import { PageHeader } from '../../ui/PageHeader';
import { UnitScreenPrompt } from '../../ui/SelectUnitPrompt';
import { StaffUnitPicker } from '../../ui/StaffUnitPicker';
import { deactivateQrPass, useQrCodes, useReloadQrUnit } from './api';
import { PassList } from './PassList';
import { QrCreateForm } from './QrCreateForm';
import { QrImageDialog } from './QrImageDialog';
import { findPass, qrHref } from './rules';
import { DEACTIVATE_QR_PASS as DEACTIVATE_PASS, SCREEN_QR_UNIT as SCREEN_UNIT, SHOW_QR_PASS as SHOW_PASS } from '../../commands/dialogIds';

export default function QrAccessPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { buildingId, building } = useSelectedBuilding();
  // staff (unit:manage, the server's answer) pick any unit of the building, ?unit=ID as on /parking
  const { unit, staff, buildingUnits } = useStaffUnit(buildingId, readUnitParam(useSearch()), PERMISSION.unitManage);
  const scope = useMemo(() => (buildingId !== null && unit ? { buildingId, unitId: unit.id } : null), [buildingId, unit]);
  const list = useQrCodes(scope);
  const reload = useReloadQrUnit();
  const [shown, setShown] = useState<string | null>(null);
  const [deactivating, setDeactivating] = useState<string | null>(null);
  useScreenContext(SCREEN_UNIT, unit?.id);
  usePendingAction(SHOW_PASS, (code) => typeof code === 'string' && setShown(code));
  usePendingAction(DEACTIVATE_PASS, (code) => typeof code === 'string' && setDeactivating(code));

  const header = (
    <PageHeader
      title={t('qr.title')}
      description={unit && building ? t('qr.descriptionFor', { unit: unit.number, building: building.name }) : t('qr.description')}
      actions={<AuditLink action="qr.*" />}
    />
  );
  if (buildingId === null || (!staff && !scope)) {
    const texts = { title: t('qr.selectUnit.title'), description: t('qr.selectUnit.description'), none: t('qr.selectUnit.none'), label: t('qr.selectUnit.label') };
    return (
      <>
        {header}
        <UnitScreenPrompt buildingId={buildingId} texts={texts} />
      </>
    );
  }

  const shownPass = findPass(list.users, shown);
  const deactivatingPass = findPass(list.users, deactivating);
  const deactivate = async () => {
    if (!scope || !deactivating) return;
    try {
      await deactivateQrPass(scope.buildingId, scope.unitId, deactivating);
      toast.success(t('qr.toast.deactivated'));
      void reload(scope.buildingId, scope.unitId);
    } catch (err) {
      toast.error(errorMessage(err, t('qr.toast.deactivateFailed')));
      throw err;
    }
  };

  return (
    <>
      {header}
      {staff && (
        <StaffUnitPicker
          units={buildingUnits}
          value={unit}
          onPick={(id) => navigate(qrHref(id))}
          testId="qr-unit-picker"
          texts={{ search: t('qr.selectUnit.search'), label: t('qr.selectUnit.label'), none: t('qr.selectUnit.noMatch') }}
        />
      )}
      {/* one column on phones; the form beside the list from lg up */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] *:min-w-0">
        <Card title={t('qr.form.title')}>
          <QrCreateForm key={unit?.id ?? 'none'} buildingId={buildingId} unitId={unit?.id ?? null} />
        </Card>
        {scope ? (
          <PassList users={list.users} error={list.error} isLoading={list.isLoading} retry={list.retry} onShow={setShown} onDeactivate={setDeactivating} />
        ) : (
          <Card>
            <EmptyState icon={<House className="h-10 w-10" />} title={t('qr.selectUnit.title')} />
          </Card>
        )}
      </div>
      <QrImageDialog code={shown} title={shownPass ? (shownPass.user.name ?? shownPass.user.email) : undefined} onClose={() => setShown(null)} />
      <ConfirmDialog
        open={deactivating !== null}
        onClose={() => setDeactivating(null)}
        onConfirm={deactivate}
        title={t('qr.deactivate.title')}
        message={t('qr.deactivate.message', { email: deactivatingPass?.user.email ?? deactivating ?? '' })}
        confirmLabel={t('qr.deactivate.confirm')}
      />
    </>
  );
}
