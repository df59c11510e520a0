/** Unit details card (spec 000 §2 "Unit cards"): type, floor, area, parking access, role, valid from. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unit } from '../../../contract/units';
import { floorLabel } from '../../lib/floors';
import { formatDate } from '../../lib/format';
import { Card } from '../../ui/Card';
import { formatArea } from './format';

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm font-medium" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function UnitDetailsCard({ unit }: { unit: Unit }) {
  const { t } = useTranslation();
  const dash = '—';
  return (
    <Card title={t('myUnit.details.title')} description={`${unit.building.name} · ${unit.identifier}`}>
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label={t('myUnit.details.number')} testId="unit-number">
          {unit.number}
        </Row>
        <Row label={t('myUnit.details.type')} testId="unit-type">
          {unit.type_name || t(`units.types.${unit.type}`)}
        </Row>
        <Row label={t('myUnit.details.floor')} testId="unit-floor">
          {floorLabel(t, unit.floor)}
        </Row>
        <Row label={t('myUnit.details.area')} testId="unit-area">
          {formatArea(unit.area) || dash}
        </Row>
        <Row label={t('myUnit.details.parking')} testId="unit-parking">
          {unit.has_parking ? t('myUnit.details.parkingYes') : t('myUnit.details.parkingNo')}
        </Row>
        <Row label={t('myUnit.details.role')} testId="unit-role">
          {unit.access ? t(`units.roles.${unit.access.role}`) : dash}
        </Row>
        <Row label={t('myUnit.details.validFrom')} testId="unit-valid-from">
          {formatDate(unit.access?.valid_from) || dash}
        </Row>
      </dl>
    </Card>
  );
}
