/**
 * The rows of the register on screen with its columns, and — where the server lets the caller manage
 * the desk — each open row's closing action: check-out and return at once, collection through a
 * small dialog (who picked it up, when).
 */
import { useTranslation } from 'react-i18next';
import type { KeyLoan, MailItem, Visitor } from '../../../contract/reception';
import { Button } from '../../ui/Button';
import { CardTable } from '../../ui/CardTable';
import { CloseEntryButton } from './CloseEntryButton';
import { keyColumns } from './keyColumns';
import { mailColumns } from './mailColumns';
import type { ReceptionEntry } from './registers';
import { CLOSE_COMMANDS, type ReceptionTab } from './screen';
import { visitorColumns } from './visitorColumns';

export function RegisterTable({
  buildingId,
  tab,
  entries,
  canManage,
  stale,
  onCollect,
}: {
  buildingId: number;
  tab: ReceptionTab;
  entries: readonly ReceptionEntry[];
  canManage: boolean;
  stale: boolean;
  onCollect: (mail: MailItem) => void;
}) {
  const { t } = useTranslation();
  // a table from 1024 px, a card per entry below it (ui/CardTable.tsx)
  const common = { label: t(`reception.list.label.${tab}`), stale, rowKey: (e: { id: number }) => e.id, rowTestId: (e: { id: number }) => `${tab}-row-${e.id}` };
  if (tab === 'visitors') {
    const checkOut = (v: Visitor) =>
      v.left_at === null && <CloseEntryButton buildingId={buildingId} tab="visitors" entryId={v.id} label={t('reception.actions.checkOut')} name={t('reception.actions.checkOutNamed', { name: v.name })} />;
    return <CardTable {...common} entries={entries as readonly Visitor[]} columns={visitorColumns(t, canManage ? checkOut : undefined)} />;
  }
  if (tab === 'mail') {
    const collect = (m: MailItem) =>
      m.collected_at === null && (
        <Button variant="secondary" size="sm" onClick={() => onCollect(m)} data-command={CLOSE_COMMANDS.mail} aria-label={t('reception.actions.collectNamed', { type: t(`reception.mailType.${m.type}`), unit: m.unit_label })}>
          {t('reception.actions.collect')}
        </Button>
      );
    return <CardTable {...common} entries={entries as readonly MailItem[]} columns={mailColumns(t, canManage ? collect : undefined)} />;
  }
  const giveBack = (k: KeyLoan) =>
    k.returned_at === null && <CloseEntryButton buildingId={buildingId} tab="keys" entryId={k.id} label={t('reception.actions.return')} name={t('reception.actions.returnNamed', { key: k.key_id })} />;
  return <CardTable {...common} entries={entries as readonly KeyLoan[]} columns={keyColumns(t, canManage ? giveBack : undefined)} />;
}
