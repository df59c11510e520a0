/**
 * The schema types (server/db/schema.ts `DB`, composed of server/db/schema/<domain>.ts) are kept by
 * hand beside the migrations. This migrates an empty database on each engine and compares the tables
 * and columns the engine reports with those the types declare, both ways: a migration's column the
 * types lack (unreachable through Kysely) fails here, and so does a typed column no migration makes
 * (a query that compiles and then fails at run time).
 *
 * The types are read with the TypeScript compiler itself (properties of `DB` and of each table's
 * interface, `extends` included), so nothing is listed twice.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../server/db/engine';
import { migrateToLatest } from '../../server/db/migrate';
import { createPgDatabase, describeEngines } from './harness';

const SCHEMA_FILE = path.resolve(__dirname, '../../server/db/schema.ts');

/** Tables the migrator keeps for itself; the app never queries them. */
const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

type Columns = Record<string, string[]>;

/** table → sorted column names, as `DB` declares them. */
function typedColumns(): Columns {
  const program = ts.createProgram([SCHEMA_FILE], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(SCHEMA_FILE)!)!;
  const db = checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'DB');
  if (!db) throw new Error('server/db/schema.ts exports no DB');
  const result: Columns = {};
  for (const table of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(db))) {
    const row = checker.getTypeOfSymbol(table);
    result[table.name] = checker
      .getPropertiesOfType(row)
      .map((c) => c.name)
      .sort();
  }
  return result;
}

/** table → sorted column names, as the migrated database reports them. */
async function migratedColumns(database: Database): Promise<Columns> {
  const rows =
    database.dialect === 'sqlite'
      ? (
          await sql<{ table_name: string; column_name: string }>`
            select m.name as table_name, p.name as column_name
            from sqlite_master m, pragma_table_info(m.name) p
            where m.type = 'table' and m.name not like 'sqlite_%'`.execute(database.db)
        ).rows
      : (
          await sql<{ table_name: string; column_name: string }>`
            select table_name, column_name from information_schema.columns
            where table_schema = current_schema()`.execute(database.db)
        ).rows;
  const result: Columns = {};
  for (const r of rows) {
    if (MIGRATOR_TABLES.has(r.table_name)) continue;
    (result[r.table_name] ??= []).push(r.column_name);
  }
  for (const cols of Object.values(result)) cols.sort();
  return result;
}

describeEngines('schema types match the migrations', (engine) => {
  let database: Database;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (engine === 'postgres') {
      const created = await createPgDatabase();
      database = createDatabase({ databaseUrl: created.url });
      cleanup = async () => {
        await database.destroy();
        await created.drop();
      };
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-schema-'));
      database = createDatabase({ sqliteFile: path.join(dir, 'schema.sqlite') });
      cleanup = async () => {
        await database.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    await migrateToLatest(database);
  });
  afterAll(async () => cleanup?.());

  it('every migrated table and column is typed in DB, and every typed one is migrated', async () => {
    const typed = typedColumns();
    // the comparison below means nothing if the types were not read
    expect(typed.users).toContain('email');
    expect(typed.reception_visitors).toContain('building_id'); // from the interface it extends
    expect(await migratedColumns(database)).toEqual(typed);
  });
});
