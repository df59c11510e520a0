import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { KeyLoan } from '../../../contract/reception';
import { Maybe, When } from './cells';
import type { Column } from '../../ui/CardTable';
import { OpenBadge } from './OpenBadge';

/** Key loans: key, unit (none for a common key), borrower, purpose, borrowed, returned (or "lent out"); the desk's return last. */
export function keyColumns(t: TFunction, action?: (k: KeyLoan) => ReactNode): Column<KeyLoan>[] {
  const columns: Column<KeyLoan>[] = [
    { id: 'keyId', header: t('reception.columns.keyId'), bare: true, cell: (k) => <span className="font-medium">{k.key_id}</span> },
    { id: 'unit', header: t('reception.columns.unit'), cell: (k) => k.unit_label ?? <span className="whitespace-nowrap text-slate-500 dark:text-slate-400">{t('reception.noUnit')}</span> },
    { id: 'borrower', header: t('reception.columns.borrower'), cell: (k) => k.borrower },
    { id: 'purpose', header: t('reception.columns.purpose'), cell: (k) => <Maybe text={k.purpose} /> },
    { id: 'borrowed', header: t('reception.columns.borrowed'), cell: (k) => <When at={k.borrowed_at} /> },
    { id: 'returned', header: t('reception.columns.returned'), cell: (k) => (k.returned_at ? <When at={k.returned_at} /> : <OpenBadge>{t('reception.badge.lentOut')}</OpenBadge>) },
  ];
  return action ? [...columns, { id: 'actions', header: t('reception.columns.actions'), bare: true, srHeader: true, cell: action }] : columns;
}
