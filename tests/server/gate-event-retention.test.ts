import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { recordPass } from '../../server/domain/parking/gate-service';
import { gateEventRetentionCutoff, pruneGateEvents, sweepGateEvents } from '../../server/domain/parking/event-retention';
import { planOf } from './plan-text';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { addGatePasses } from './board-fixtures';

const DAY = 24 * 3600_000;
/** A fixed "now" for the sweep: its cut-off (90 days back) lies years before anything the demo seeds. */
const NOW = new Date('2001-03-31T00:00:00.000Z');
const CUTOFF = '2000-12-31T00:00:00.000Z';
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/**
 * Gate events past GATE_EVENT_RETENTION_DAYS go (issue 28 §2), in bounded batches building by
 * building, each with its photo file; events from the cut-off on are never touched, and the log
 * answers correctly during and after a sweep.
 */
describeEngines('gate event retention', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  /** the gate_events deletes (and, for the plans, every gate_events statement) the database saw, while `watching` */
  let deletes: CompiledQuery[] = [];
  let statements: CompiledQuery[] = [];
  let watching = false;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => {
      if (watching && /^\s*delete from "gate_events"/i.test(q.sql)) deletes.push(q);
      if (watching && /"gate_events"/.test(q.sql)) statements.push(q);
    });
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    deletes = [];
    statements = [];
    // each case starts with nothing before the cut-off but the demo's (recent) history
    await pruneGateEvents({ db: t.app.db, files: t.app.files }, CUTOFF);
  });

  const deps = () => ({ db: t.app.db, files: t.app.files });
  /** a pass through the built-in gate, which draws a photo for it */
  const pass = async (buildingId: number, at: string, plate = 'GER1234') =>
    (await recordPass({ db: t.app.db, bus: t.app.bus, files: t.app.files }, { buildingId, plate, direction: 'forward', at, source: 'device' })).log.log_id;
  /** `n` events without photos, straight into the table, one minute apart back from `from` */
  // passes a minute apart, the newest at `from`, none with a photo
  const plainEvents = (buildingId: number, from: string, n: number) => addGatePasses(t.app.db, buildingId, n, 0, Date.parse(from));
  const rowsFrom = (before: string, op: '<' | '>=') =>
    t.app.db.selectFrom('gate_events').select(['id', 'access_time', 'photo_path', 'license_plate']).where('access_time', op, before).orderBy('id').execute();
  const photoOf = async (id: number) => (await t.app.db.selectFrom('gate_events').select('photo_path').where('id', '=', id).executeTakeFirstOrThrow()).photo_path!;
  const history = async (buildingId: number, search: string) => {
    const res = await t.app.inject({ url: `/v1/buildings/${buildingId}/parking/history?search=${search}&per_page=100`, headers: await t.as(USERS.globalAdmin) });
    expect(res.statusCode).toBe(200);
    return res.json() as { history: { log_id: number; access_time: string }[]; pagination: { total: number } };
  };
  /** how many ids each delete statement carried (its one bound JSON list) */
  const deleteSizes = () => deletes.map((q) => (JSON.parse(String(q.parameters[0])) as number[]).length);

  it('puts the cut-off `days` before `now`', () => {
    expect(gateEventRetentionCutoff(NOW, 90)).toBe(CUTOFF);
    expect(gateEventRetentionCutoff(new Date('2026-06-01T12:00:00.000Z'), 1)).toBe('2026-05-31T12:00:00.000Z');
  });

  it('deletes exactly the events before the cut-off, in batches of at most N, with their photo files', async () => {
    // before the cut-off: photos in both buildings (one a millisecond before it), and rows without
    const oldVlt = [await pass(vlt, shift(CUTOFF, -1)), await pass(vlt, shift(CUTOFF, -10 * DAY)), await pass(vlt, shift(CUTOFF, -200 * DAY))];
    const oldSln = [await pass(sln, shift(CUTOFF, -3 * DAY)), await pass(sln, shift(CUTOFF, -4 * DAY))];
    await plainEvents(vlt, shift(CUTOFF, -20 * DAY), 7);
    // from the cut-off on: kept, the one exactly at it too
    const keptVlt = [await pass(vlt, CUTOFF), await pass(vlt, shift(CUTOFF, DAY))];
    const keptSln = await pass(sln, shift(CUTOFF, 2 * DAY));
    const oldPaths = await Promise.all([...oldVlt, ...oldSln].map(photoOf));
    const keptPaths = await Promise.all([...keptVlt, keptSln].map(photoOf));
    for (const p of [...oldPaths, ...keptPaths]) expect(t.app.files.exists(p)).toBe(true);
    expect(await rowsFrom(CUTOFF, '<')).toHaveLength(12);
    const newer = await rowsFrom(CUTOFF, '>=');

    // during the sweep, between two batches, the log answers and shows every newer event
    const during: number[] = [];
    watching = true;
    const r = await sweepGateEvents(deps(), NOW, 90, {
      batch: 5,
      pause: async () => {
        during.push((await history(vlt, 'GER1234')).pagination.total);
      },
    });
    watching = false;
    // Vltava 10 old (5 + 5), Slunečnice 2 (2): three statements, none over five
    expect(r).toEqual({ removed: 12, batches: 3, photos: 5, capped: false, before: CUTOFF });
    expect(deleteSizes()).toEqual([5, 5, 2]);
    expect(during.length).toBeGreaterThan(0);
    for (const total of during) expect(total).toBeGreaterThanOrEqual(keptVlt.length);

    expect(await rowsFrom(CUTOFF, '<')).toEqual([]);
    expect(await rowsFrom(CUTOFF, '>=')).toEqual(newer);
    for (const p of oldPaths) expect(t.app.files.exists(p)).toBe(false);
    for (const p of keptPaths) expect(t.app.files.exists(p)).toBe(true);

    // the log: Vltava's list has the two kept passes, newest first; a deleted pass's photo is gone, a kept one's is there
    const log = await history(vlt, 'GER1234');
    expect(log.pagination.total).toBe(2);
    expect(log.history.map((e) => e.log_id)).toEqual([keptVlt[1], keptVlt[0]]);
    expect((await history(sln, 'GER1234')).history.map((e) => e.log_id)).toEqual([keptSln]);
    const headers = await t.as(USERS.globalAdmin);
    expect((await t.app.inject({ url: `/v1/buildings/${vlt}/parking/access-logs/${oldVlt[0]}/image`, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/v1/buildings/${vlt}/parking/access-logs/${keptVlt[0]}/image`, headers })).statusCode).toBe(200);

    // a second round finds nothing to do
    expect(await sweepGateEvents(deps(), NOW, 90, { batch: 5 })).toMatchObject({ removed: 0, batches: 0 });
  });

  it('stops a round at its cap, and the next round carries on', async () => {
    await plainEvents(vlt, shift(CUTOFF, -DAY), 7);
    watching = true;
    const first = await pruneGateEvents(deps(), CUTOFF, { batch: 3, cap: 4 });
    expect(first).toEqual({ removed: 4, batches: 2, photos: 0, capped: true });
    expect(deleteSizes()).toEqual([3, 1]);
    expect(await rowsFrom(CUTOFF, '<')).toHaveLength(3);
    const second = await pruneGateEvents(deps(), CUTOFF, { batch: 3, cap: 4 });
    watching = false;
    expect(second).toEqual({ removed: 3, batches: 1, photos: 0, capped: false });
    expect(await rowsFrom(CUTOFF, '<')).toEqual([]);
  });

  it('finds old events by gate_events_building_time, with no scan or sort of the table, and deletes them by id', async () => {
    await plainEvents(vlt, shift(CUTOFF, -DAY), 3);
    watching = true;
    await pruneGateEvents(deps(), CUTOFF, { batch: 2 });
    watching = false;
    const select = statements.find((q) => /^\s*select/i.test(q.sql))!;
    const remove = statements.find((q) => /^\s*delete/i.test(q.sql))!;
    const selectPlan = await planOf(t, select);
    expect(selectPlan).toMatch(/gate_events_building_time/);
    expect(selectPlan).not.toMatch(/TEMP B-TREE|Sort|Seq Scan on gate_events/);
    // SQLite looks each id of the batch up by its key; PostgreSQL's plan for the bound JSON list
    // depends on the table's statistics (a nested loop over gate_events_pkey on a big table)
    if (t.engine === 'sqlite') expect(await planOf(t, remove)).toMatch(/SEARCH gate_events USING INTEGER PRIMARY KEY/);
  });

  it('keeps every event when the retention is 0 days', async () => {
    const old = await pass(vlt, shift(CUTOFF, -1000 * DAY));
    const path = await photoOf(old);
    const before = await t.app.db.selectFrom('gate_events').select('id').orderBy('id').execute();
    watching = true;
    expect(await sweepGateEvents(deps(), NOW, 0, { batch: 1 })).toEqual({ removed: 0, batches: 0, photos: 0, capped: false, before: null });
    watching = false;
    expect(deletes).toEqual([]);
    expect(await t.app.db.selectFrom('gate_events').select('id').orderBy('id').execute()).toEqual(before);
    expect(t.app.files.exists(path)).toBe(true);
  });
});


describe('GATE_EVENT_RETENTION_DAYS', () => {
  it('defaults to 90 days and reads 0 (keep for ever) and other whole days', () => {
    expect(loadConfig({}).gateEventRetentionDays).toBe(90);
    expect(loadConfig({ GATE_EVENT_RETENTION_DAYS: '0' }).gateEventRetentionDays).toBe(0);
    expect(loadConfig({ GATE_EVENT_RETENTION_DAYS: '365' }).gateEventRetentionDays).toBe(365);
  });

  it.each(['-1', '1.5', 'soon', '3651'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ GATE_EVENT_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ GATE_EVENT_RETENTION_DAYS: value })).toThrow(/GATE_EVENT_RETENTION_DAYS/);
  });
});
