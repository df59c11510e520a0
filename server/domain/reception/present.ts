/**
 * How each register's entries are read and shown (contract/reception.ts): one select per kind, with
 * the unit's label (its number, as the building shows it) and the recorder's name joined by their
 * primary keys, and the row turned into the contract's shape.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { KeyLoan, MailItem, Visitor } from '../../../contract/reception';

export function visitorQuery(db: Kysely<DB>) {
  return db
    .selectFrom('reception_visitors as e')
    .innerJoin('units as u', 'u.id', 'e.unit_id')
    .leftJoin('users as r', 'r.id', 'e.recorded_by')
    .select(['e.id', 'e.building_id', 'e.unit_id', 'u.number as unit_label', 'e.notified', 'r.name as recorded_by_name', 'e.name', 'e.purpose', 'e.arrived_at', 'e.left_at']);
}

export function mailQuery(db: Kysely<DB>) {
  return db
    .selectFrom('reception_mail as e')
    .innerJoin('units as u', 'u.id', 'e.unit_id')
    .leftJoin('users as r', 'r.id', 'e.recorded_by')
    .select([
      'e.id',
      'e.building_id',
      'e.unit_id',
      'u.number as unit_label',
      'e.notified',
      'r.name as recorded_by_name',
      'e.type',
      'e.sender',
      'e.note',
      'e.received_at',
      'e.collected_at',
      'e.collected_by',
    ]);
}

export function keyQuery(db: Kysely<DB>) {
  return db
    .selectFrom('reception_key_loans as e')
    .leftJoin('units as u', 'u.id', 'e.unit_id')
    .leftJoin('users as r', 'r.id', 'e.recorded_by')
    .select([
      'e.id',
      'e.building_id',
      'e.unit_id',
      'u.number as unit_label',
      'e.notified',
      'r.name as recorded_by_name',
      'e.key_label as key_id',
      'e.borrower',
      'e.purpose',
      'e.borrowed_at',
      'e.returned_at',
    ]);
}

type Row<T> = Omit<T, 'notified'> & { notified: number };
const flag = <T>(row: Row<T>): T => ({ ...row, notified: Number(row.notified) === 1 }) as T;

export const presentVisitor = (row: Row<Visitor>): Visitor => flag(row);
export const presentMail = (row: Row<MailItem>): MailItem => flag(row);
export const presentKey = (row: Row<KeyLoan>): KeyLoan => flag(row);

/** One entry of the building as the contract shows it (after a write: it is there). */
export async function visitorById(db: Kysely<DB>, buildingId: number, id: number): Promise<Visitor> {
  return presentVisitor(await visitorQuery(db).where('e.id', '=', id).where('e.building_id', '=', buildingId).executeTakeFirstOrThrow());
}
export async function mailById(db: Kysely<DB>, buildingId: number, id: number): Promise<MailItem> {
  return presentMail(await mailQuery(db).where('e.id', '=', id).where('e.building_id', '=', buildingId).executeTakeFirstOrThrow());
}
export async function keyLoanById(db: Kysely<DB>, buildingId: number, id: number): Promise<KeyLoan> {
  return presentKey(await keyQuery(db).where('e.id', '=', id).where('e.building_id', '=', buildingId).executeTakeFirstOrThrow());
}
