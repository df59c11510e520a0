import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { Visitor } from '../../../contract/reception';
import { Maybe, Notified, When } from './cells';
import type { Column } from '../../ui/CardTable';
import { OpenBadge } from './OpenBadge';

/** Visitors: name, unit, purpose, arrived, left (or "in the building"), notified; the desk's check-out last. */
export function visitorColumns(t: TFunction, action?: (v: Visitor) => ReactNode): Column<Visitor>[] {
  const columns: Column<Visitor>[] = [
    { id: 'name', header: t('reception.columns.name'), bare: true, cell: (v) => <span className="font-medium">{v.name}</span> },
    { id: 'unit', header: t('reception.columns.unit'), cell: (v) => v.unit_label },
    { id: 'purpose', header: t('reception.columns.purpose'), cell: (v) => <Maybe text={v.purpose} /> },
    { id: 'arrived', header: t('reception.columns.arrived'), cell: (v) => <When at={v.arrived_at} /> },
    { id: 'left', header: t('reception.columns.left'), cell: (v) => (v.left_at ? <When at={v.left_at} /> : <OpenBadge>{t('reception.badge.inBuilding')}</OpenBadge>) },
    { id: 'notified', header: t('reception.columns.notified'), cell: (v) => <Notified notified={v.notified} /> },
  ];
  return action ? [...columns, { id: 'actions', header: t('reception.columns.actions'), bare: true, srHeader: true, cell: action }] : columns;
}
