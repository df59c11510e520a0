import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { MailItem } from '../../../contract/reception';
import { Maybe, Notified, When } from './cells';
import type { Column } from '../../ui/CardTable';
import { OpenBadge } from './OpenBadge';

/** Mail: unit, type, sender (with the desk's note), received, collected (or "waiting"), collected by, notified; the desk's collection last. */
export function mailColumns(t: TFunction, action?: (m: MailItem) => ReactNode): Column<MailItem>[] {
  const columns: Column<MailItem>[] = [
    { id: 'unit', header: t('reception.columns.unit'), cell: (m) => <span className="font-medium">{m.unit_label}</span> },
    { id: 'type', header: t('reception.columns.type'), cell: (m) => t(`reception.mailType.${m.type}`) },
    {
      id: 'sender',
      header: t('reception.columns.sender'),
      cell: (m) => (
        <>
          <Maybe text={m.sender} />
          {m.note && <span className="block text-xs text-slate-600 dark:text-slate-400">{m.note}</span>}
        </>
      ),
    },
    { id: 'received', header: t('reception.columns.received'), cell: (m) => <When at={m.received_at} /> },
    { id: 'collected', header: t('reception.columns.collected'), cell: (m) => (m.collected_at ? <When at={m.collected_at} /> : <OpenBadge>{t('reception.badge.waiting')}</OpenBadge>) },
    { id: 'collectedBy', header: t('reception.columns.collectedBy'), cell: (m) => <Maybe text={m.collected_by} /> },
    { id: 'notified', header: t('reception.columns.notified'), cell: (m) => <Notified notified={m.notified} /> },
  ];
  return action ? [...columns, { id: 'actions', header: t('reception.columns.actions'), bare: true, srHeader: true, cell: action }] : columns;
}
