import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from '../engine';

/* eslint-disable @typescript-eslint/no-explicit-any */

/** An auto-increment primary key in either engine's own way. */
export function withId<T extends string>(dialect: Dialect, table: CreateTableBuilder<T, any>) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Column types every migration uses; dates are ISO text in both engines. */
export const text = 'text' as const;
export const int = 'integer' as const;
