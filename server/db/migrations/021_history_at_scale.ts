import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../engine';
import { int, text } from './columns';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Counters kept beside a history (issue 28 §1): the gate log's total per building and per unit, so a
 * page of the log reads its `total` from one row instead of counting the building's whole history
 * (docs/history-at-scale.md). The database keeps them in its own triggers, in the statement that
 * inserts, deletes or moves the rows, so every writer (the gate, the simulator, seeds, the retention
 * sweep, a unit's deletion setting unit_id to null) keeps them exact without knowing they exist.
 *
 * The same migration adds the open-issue indexes of the board's issue tile and an index per filter
 * of the audit log (below).
 *
 * SQLite has row triggers only: two counter upserts per row. PostgreSQL's are per statement over
 * the transition tables, so a sweep deleting 5,000 rows or a bulk load adds one grouped update
 * (rows are taken in (kind, scope_id) order so concurrent writers lock counters in the same order).
 */
export function historyAtScaleMigration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('history_counts')
        .addColumn('kind', text, (c) => c.notNull())
        .addColumn('scope_id', int, (c) => c.notNull())
        .addColumn('n', dialect === 'postgres' ? 'bigint' : int, (c) => c.notNull())
        .addPrimaryKeyConstraint('history_counts_pk', ['kind', 'scope_id'])
        .execute();
      await sql`
        insert into history_counts (kind, scope_id, n)
        select 'gate_building', building_id, count(*) from gate_events group by building_id
        union all
        select 'gate_unit', unit_id, count(*) from gate_events where unit_id is not null group by unit_id
      `.execute(db);
      if (dialect === 'postgres') await postgresTriggers(db);
      else await sqliteTriggers(db);

      // The board's issue tile reads open issues only (server/domain/issues/summary.ts): indexes over
      // just those, so its counts and its most urgent few never walk the finished ones piling up
      // behind them. The predicate is written out as the queries write it (both engines match a
      // partial index's condition against the query's own terms); the statuses are contract/rules/
      // issues.ts FINISHED_STATUSES as of this migration.
      const open = sql<boolean>`status not in ('resolved', 'closed', 'wont_fix')`;
      await db.schema.createIndex('issues_open_building_rank').on('issues').columns(['building_id', 'priority_rank', 'id']).where(open).execute();
      await db.schema.createIndex('issues_open_building_due').on('issues').columns(['building_id', 'due_at']).where(open).execute();

      // The audit log's filters, each by an index that leads with it and ends in the list's order
      // (at, id), so a filtered page reads a page of rows whatever the log's size
      // (server/domain/audit-query.ts); the building's own is audit_log_building_at_id (migration 008).
      await db.schema.createIndex('audit_log_building_action_at').on('audit_log').columns(['building_id', 'action', 'at', 'id']).execute();
      await db.schema.createIndex('audit_log_building_outcome_at').on('audit_log').columns(['building_id', 'outcome', 'at', 'id']).execute();
      await db.schema.createIndex('audit_log_unit_at').on('audit_log').columns(['unit_id', 'at', 'id']).execute();
      await db.schema.createIndex('audit_log_user_at').on('audit_log').columns(['user_id', 'at', 'id']).execute();
    },
  };
}

/** The rows' contribution to the counters, +1 or -1 each (PostgreSQL: `rows` is a transition table). */
const contribution = (rows: string, sign: 1 | -1) => `
  select 'gate_building' as kind, building_id as scope_id, ${sign} as n from ${rows}
  union all
  select 'gate_unit', unit_id, ${sign} from ${rows} where unit_id is not null`;

const applyDelta = (parts: string) => `
  insert into history_counts (kind, scope_id, n)
  select kind, scope_id, sum(n) from (${parts}) d group by kind, scope_id having sum(n) <> 0 order by kind, scope_id
  on conflict (kind, scope_id) do update set n = history_counts.n + excluded.n`;

async function postgresTriggers(db: Db) {
  await sql
    .raw(
      `create function history_counts_gate() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          ${applyDelta(contribution('new_rows', 1))};
        elsif tg_op = 'DELETE' then
          ${applyDelta(contribution('old_rows', -1))};
        else
          ${applyDelta(`${contribution('new_rows', 1)} union all ${contribution('old_rows', -1)}`)};
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  // a trigger with transition tables serves one event and takes no column list
  await sql`create trigger gate_events_count_insert after insert on gate_events referencing new table as new_rows for each statement execute function history_counts_gate()`.execute(db);
  await sql`create trigger gate_events_count_delete after delete on gate_events referencing old table as old_rows for each statement execute function history_counts_gate()`.execute(db);
  await sql`create trigger gate_events_count_update after update on gate_events referencing old table as old_rows new table as new_rows for each statement execute function history_counts_gate()`.execute(db);
}

async function sqliteTriggers(db: Db) {
  const up = (scope: string, id: string) =>
    `insert into history_counts (kind, scope_id, n) select '${scope}', ${id}, 1 where ${id} is not null
     on conflict (kind, scope_id) do update set n = n + 1;`;
  const down = (scope: string, id: string) => `update history_counts set n = n - 1 where kind = '${scope}' and scope_id = ${id};`;
  await sql.raw(`create trigger gate_events_count_insert after insert on gate_events begin ${up('gate_building', 'new.building_id')} ${up('gate_unit', 'new.unit_id')} end`).execute(db);
  await sql.raw(`create trigger gate_events_count_delete after delete on gate_events begin ${down('gate_building', 'old.building_id')} ${down('gate_unit', 'old.unit_id')} end`).execute(db);
  await sql
    .raw(
      `create trigger gate_events_count_update after update of building_id, unit_id on gate_events
       when old.building_id is not new.building_id or old.unit_id is not new.unit_id
       begin ${down('gate_building', 'old.building_id')} ${down('gate_unit', 'old.unit_id')} ${up('gate_building', 'new.building_id')} ${up('gate_unit', 'new.unit_id')} end`,
    )
    .execute(db);
}
