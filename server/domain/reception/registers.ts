/**
 * The desk's three registers described once (issue 15 §2): which table each lives in, which columns
 * open and close an entry, and the words each uses when something is wrong. The list, create and
 * close services are written once over this table rather than three times over the tables.
 */
import type { ReceptionKind } from '../../../contract/rules/reception';
import type { AuditAction } from '../audit';

export interface Register {
  table: 'reception_visitors' | 'reception_mail' | 'reception_key_loans';
  /** the column of the opening time (arrival, receipt, loan): the lists' order */
  opened: 'arrived_at' | 'received_at' | 'borrowed_at';
  /** the column of the closing time (check-out, collection, return); null while open */
  closed: 'left_at' | 'collected_at' | 'returned_at';
  notFound: string;
  alreadyClosed: string;
  closedBeforeOpened: string;
  audit: { create: AuditAction; close: AuditAction };
}

export const REGISTERS: Record<ReceptionKind, Register> = {
  visitor: {
    table: 'reception_visitors',
    opened: 'arrived_at',
    closed: 'left_at',
    notFound: 'server.reception.visitor_not_found',
    alreadyClosed: 'server.reception.visitor_already_left',
    closedBeforeOpened: 'server.reception.left_before_arrival',
    audit: { create: 'reception.visitor.create', close: 'reception.visitor.check_out' },
  },
  mail: {
    table: 'reception_mail',
    opened: 'received_at',
    closed: 'collected_at',
    notFound: 'server.reception.mail_not_found',
    alreadyClosed: 'server.reception.mail_already_collected',
    closedBeforeOpened: 'server.reception.collected_before_received',
    audit: { create: 'reception.mail.create', close: 'reception.mail.collect' },
  },
  key: {
    table: 'reception_key_loans',
    opened: 'borrowed_at',
    closed: 'returned_at',
    notFound: 'server.reception.key_not_found',
    alreadyClosed: 'server.reception.key_already_returned',
    closedBeforeOpened: 'server.reception.returned_before_borrowed',
    audit: { create: 'reception.key.create', close: 'reception.key.return' },
  },
};
