import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARKING_LOG_WINDOW } from '../../contract/rules/parking';
import { recordPass } from '../../server/domain/parking/gate-service';
import { pruneGateEvents } from '../../server/domain/parking/event-retention';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { addGatePasses } from './board-fixtures';

type Page = { history: { log_id: number; license_plate: string; access_time: string }[]; pagination: { page: number; pages: number; total: number; per_page: number; total_exact: boolean } };

/** A fixed "now" for the passes this file adds: years before the demo's history, so ranges can hold only these. */
const NOW = Date.parse('2003-06-30T12:00:00.000Z');
const MINUTE = 60_000;

/**
 * The gate log's totals without counting its history (issue 28 §1): an unfiltered total is the
 * counter the database keeps beside the rows (migration 021) — exact through inserts, deletes and a
 * unit's removal — and a filtered one is counted within the newest PARKING_LOG_WINDOW rows of its
 * range, said to be a lower bound when the range holds more; a page past the window is refused.
 */
describeEngines('gate log totals and window', (engine) => {
  let t: TestApp;
  let lip: number;
  let statements: CompiledQuery[] = [];
  let watching = false;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => {
      if (watching) statements.push(q);
    });
    lip = (await demoIds(t.app)).building.LIP;
  });
  afterAll(async () => t?.close());

  const get = async (url: string, lang = 'en') => t.app.inject({ url, headers: { ...(await t.as(USERS.globalAdmin)), 'accept-language': lang } });
  const page = async (url: string): Promise<Page> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const counted = async (scope: 'gate_building' | 'gate_unit', id: number) => {
    const row = await t.app.db.selectFrom('history_counts').select('n').where('kind', '=', scope).where('scope_id', '=', id).executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const rowsOf = async (column: 'building_id' | 'unit_id', id: number) =>
    Number((await t.app.db.selectFrom('gate_events').select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirstOrThrow()).n);

  async function newUnit(unique: string) {
    const at = new Date(NOW).toISOString();
    const row = await t.app.db
      .insertInto('units')
      .values({
        building_id: lip, unique_id: unique, number: unique, identifier: unique, type: 'garage', floor: -1, area: null, has_parking: 1,
        doorbell_enabled: 0, doorbell_name: '', elevator_enabled: 0, elevator_auto_on_card: 0, elevator_auto_on_intercom: 0, maintenance_note: '',
        created_at: at, updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('keeps the counters exact through passes, bulk inserts, deletes and a unit’s removal', async () => {
    const unit = await newUnit(`W-${engine}-1`);
    const start = await counted('gate_building', lip);
    expect(start).toBe(await rowsOf('building_id', lip));
    const bulk = await addGatePasses(t.app.db, lip, 30, 0, NOW);
    await t.app.db.updateTable('gate_events').set({ unit_id: unit }).where('id', 'in', bulk.slice(0, 12)).execute();
    // a pass the gate records, in its own transaction with its audit row
    await recordPass({ db: t.app.db, bus: t.app.bus, files: t.app.files }, { buildingId: lip, plate: 'WIN1234', direction: 'forward', at: new Date(NOW).toISOString(), source: 'device' });
    expect(await counted('gate_building', lip)).toBe(start + 31);
    expect(await counted('gate_unit', unit)).toBe(12);
    await t.app.db.deleteFrom('gate_events').where('id', 'in', bulk.slice(0, 5)).execute();
    expect(await counted('gate_building', lip)).toBe(start + 26);
    expect(await counted('gate_unit', unit)).toBe(7);
    expect((await page(`/v1/buildings/${lip}/units/${unit}/parking-history`)).pagination).toEqual({ page: 1, pages: 1, total: 7, per_page: 20, total_exact: true });
    // the unit goes: its passes stay the building's (unit_id set null by the foreign key)
    await t.app.db.deleteFrom('units').where('id', '=', unit).execute();
    expect(await counted('gate_unit', unit)).toBe(0);
    expect(await counted('gate_building', lip)).toBe(await rowsOf('building_id', lip));
    // the retention sweep's deletes keep them too
    await pruneGateEvents({ db: t.app.db, files: t.app.files }, new Date(NOW + MINUTE).toISOString());
    expect(await counted('gate_building', lip)).toBe(await rowsOf('building_id', lip));
    expect(await counted('gate_building', lip)).toBe(start);
  });

  describe('with more passes than the window', () => {
    const EXTRA = 50;
    let oldest: string;
    beforeAll(async () => {
      // the window's worth and 50 more, a minute apart back from NOW, then one distinctive plate older than all of them
      for (let done = 0; done < PARKING_LOG_WINDOW + EXTRA; done += 2_000) {
        await addGatePasses(t.app.db, lip, Math.min(2_000, PARKING_LOG_WINDOW + EXTRA - done), done * MINUTE, NOW);
      }
      oldest = new Date(NOW - (PARKING_LOG_WINDOW + EXTRA + 10) * MINUTE).toISOString();
      await recordPass({ db: t.app.db, bus: t.app.bus, files: t.app.files }, { buildingId: lip, plate: 'OLD9999', direction: 'forward', at: oldest, source: 'device' });
    });
    afterAll(async () => {
      await pruneGateEvents({ db: t.app.db, files: t.app.files }, new Date(NOW + MINUTE).toISOString());
    });

    it('answers the unfiltered total exactly from the counter, with no count over the log', async () => {
      statements = [];
      watching = true;
      const first = await page(`/v1/buildings/${lip}/parking/history`);
      watching = false;
      const all = await rowsOf('building_id', lip);
      expect(first.pagination).toEqual({ page: 1, pages: PARKING_LOG_WINDOW / 20, total: all, per_page: 20, total_exact: true });
      expect(first.history).toHaveLength(20);
      const gate = statements.filter((q) => /gate_events/.test(q.sql));
      expect(gate.length).toBeGreaterThan(0);
      expect(gate.some((q) => /count\(/i.test(q.sql))).toBe(false);
    });

    it('counts a filtered range within the window and says the total is a lower bound', async () => {
      const RANGE = 'from_date=2003-01-01&to_date=2003-12-31';
      const ranged = await page(`/v1/buildings/${lip}/parking/history?${RANGE}`);
      expect(ranged.pagination).toEqual({ page: 1, pages: PARKING_LOG_WINDOW / 20, total: PARKING_LOG_WINDOW, per_page: 20, total_exact: false });
      // a search looks within the same window: the plate older than it is not found there …
      const old = await page(`/v1/buildings/${lip}/parking/history?${RANGE}&search=old9999`);
      expect(old.history).toEqual([]);
      expect(old.pagination).toMatchObject({ total: 0, total_exact: false });
      // … but is, exactly, once the dates end before the window's passes
      const day = oldest.slice(0, 10);
      const narrowed = await page(`/v1/buildings/${lip}/parking/history?from_date=${day}&to_date=${day}&search=old9999`);
      expect(narrowed.history.map((h) => h.license_plate)).toEqual(['OLD9999']);
      expect(narrowed.pagination).toMatchObject({ total: 1, pages: 1, total_exact: true });
      // a search that matches within the window: all it finds are there, newest first
      const found = await page(`/v1/buildings/${lip}/parking/history?${RANGE}&search=9BD&per_page=100`);
      expect(found.pagination).toMatchObject({ total: PARKING_LOG_WINDOW, total_exact: false });
      const times = found.history.map((h) => h.access_time);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('serves the last page of the window and refuses one past it, in the caller’s language', async () => {
      const last = await page(`/v1/buildings/${lip}/parking/history?page=${PARKING_LOG_WINDOW / 100}&per_page=100`);
      expect(last.history).toHaveLength(100);
      for (const [lang, message] of [
        ['cs', 'Tak hluboko záznamy z brány nestránkují; starší průjezdy najdete zúžením rozsahu dat.'],
        ['en', 'The gate log does not page this deep; narrow the dates to find older passes.'],
      ]) {
        const res = await get(`/v1/buildings/${lip}/parking/history?page=${PARKING_LOG_WINDOW / 100 + 1}&per_page=100`, lang);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      }
    });
  });
});
