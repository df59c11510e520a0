/**
 * Cleaning records (issue 15 §1) on both engines: members read the events (keyset pages, both path
 * shapes) and the month's stats; cleaning staff start, finish and record; the calendar rule; stats
 * arithmetic on known data (days and trend in the building's zone); bad input in both languages with
 * nothing stored.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CleaningEvent, CleaningStats } from '../../contract/cleaning';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

describeEngines('cleaning', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
  });
  afterAll(async () => t?.close());

  const call = async (as: string | null, method: 'GET' | 'POST', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({ method, url: `/v1/buildings/${path}`, headers: { ...(await t.as(as)), 'accept-language': lang }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const count = async () => (await t.app.db.selectFrom('cleaning_events').select('id').execute()).length;

  it('lets members read the history newest first in keyset pages, under both path shapes; outsiders see nothing', async () => {
    const first = (await call(USERS.tenant, 'GET', `${vlt}/utilities/cleaning/events?limit=5`)).json() as { events: CleaningEvent[]; next_cursor: string };
    expect(first.events).toHaveLength(5);
    expect(first.events.map((e) => e.started_at)).toEqual([...first.events.map((e) => e.started_at)].sort().reverse());
    const second = (await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?limit=5&cursor=${first.next_cursor}`)).json() as { events: CleaningEvent[] };
    expect(second.events[0].started_at <= first.events[4].started_at).toBe(true);
    expect(new Set([...first.events, ...second.events].map((e) => e.id)).size).toBe(10);
    expect(first.events[0]).toMatchObject({ building_id: vlt, status: 'finished', duration_minutes: expect.any(Number), started_by_name: expect.any(String) });
    expect((await call(USERS.otherBuilding, 'GET', `${vlt}/cleaning/events`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${vlt}/cleaning/events`)).statusCode).toBe(401);
    expect((await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?cursor=nesmysl`)).json().message).toBe('Neplatné pokračování seznamu úklidů');
  });

  it('starts one cleaning at a time and finishes it; residents may not', async () => {
    const refused = await call(USERS.tenant, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'start' });
    expect(refused.statusCode).toBe(403);
    const started = await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'start', note: 'Schodiště' });
    expect(started.statusCode).toBe(201);
    expect(started.json().event).toMatchObject({ status: 'started', finished_at: null, duration_minutes: null, note: 'Schodiště' });
    const again = await call(USERS.buildingAdmin, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'start' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Úklid už probíhá: nejdřív ho ukončete');
    const listed = (await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?limit=1`)).json().events[0] as CleaningEvent;
    expect(listed).toMatchObject({ id: started.json().event.id, status: 'started' });
    const finished = await call(USERS.buildingAdmin, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'finish' });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().event).toMatchObject({ id: listed.id, status: 'finished', duration_minutes: 0, note: 'Schodiště' });
    expect((await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'finish' })).json().message).toBe('Žádný úklid neprobíhá');
    expect((await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'finish', event_id: listed.id })).statusCode).toBe(409);
    expect((await call(USERS.otherBuilding, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'start' })).statusCode).toBe(404);
  });

  it('names the cleaning in progress with every page, even when later recorded ones pushed it off the first', async () => {
    const none = (await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?limit=1`)).json();
    expect(none.in_progress).toBeNull();
    const started = (await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'start' })).json().event as CleaningEvent;
    // it began ten minutes ago; two cleanings recorded since began after it
    await t.app.db.updateTable('cleaning_events').set({ started_at: new Date(Date.now() - 10 * 60_000).toISOString() }).where('id', '=', started.id).execute();
    for (const ago of [2, 1]) {
      const at = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
      const recorded = await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'record', started_at: at(ago), finished_at: at(ago - 0.5) });
      expect(recorded.statusCode, recorded.body).toBe(201);
    }
    const page = (await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?limit=1`)).json();
    expect(page.events[0].id).not.toBe(started.id);
    expect(page.in_progress).toMatchObject({ id: started.id, status: 'started', finished_at: null });
    const next = (await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?limit=1&cursor=${page.next_cursor}`)).json();
    expect(next.in_progress).toMatchObject({ id: started.id });
    expect((await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'finish' })).statusCode).toBe(200);
    expect((await call(USERS.tenant, 'GET', `${vlt}/cleaning/events?limit=1`)).json().in_progress).toBeNull();
  });

  it('keeps one unfinished cleaning per building in the database itself (two starts at once: one 409)', async () => {
    await t.app.db.deleteFrom('cleaning_events').where('building_id', '=', vlt).where('finished_at', 'is', null).execute();
    const row = { building_id: vlt, status: 'started' as const, started_at: new Date().toISOString(), finished_at: null, duration_minutes: null, started_by: null, finished_by: null, note: null };
    await t.app.db.insertInto('cleaning_events').values(row).execute();
    await expect(t.app.db.insertInto('cleaning_events').values(row).execute()).rejects.toThrow();
    await t.app.db.deleteFrom('cleaning_events').where('building_id', '=', vlt).where('finished_at', 'is', null).execute();
    const both = await Promise.all([1, 2].map(() => call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'start' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await call(USERS.manager, 'POST', `${vlt}/utilities/cleaning/event`, { action: 'finish' })).statusCode).toBe(200);
  });

  it('adds up a month on known data: days and trend in the building’s zone, average of the finished ones', async () => {
    await t.app.db.deleteFrom('cleaning_events').where('building_id', '=', sln).execute();
    const record = async (started: string, finished: string) => {
      const res = await call(USERS.globalAdmin, 'POST', `${sln}/utilities/cleaning/event`, { action: 'record', started_at: started, finished_at: finished });
      expect(res.statusCode, res.body).toBe(201);
    };
    await record('2025-03-03T07:00:00Z', '2025-03-03T07:45:00Z'); // 45 min on the 3rd
    await record('2025-03-03T15:00:00Z', '2025-03-03T16:00:00Z'); // 60 min, same day
    // 23:30 UTC on the 9th is already the 10th in Prague
    await record('2025-03-09T23:30:00Z', '2025-03-10T00:00:00Z');
    await record('2025-02-27T08:00:00Z', '2025-02-27T09:40:00Z'); // February: only the trend
    const stats = (await call(USERS.otherBuilding, 'GET', `${sln}/utilities/cleaning/stats?year=2025&month=3`)).json() as CleaningStats;
    expect(stats).toMatchObject({ year: 2025, month: 3, total_events: 3, total_duration_minutes: 135, average_duration_minutes: 45 });
    expect(stats.days).toHaveLength(31);
    expect(stats.days[2]).toEqual({ day: 3, events: 2, minutes: 105 });
    expect(stats.days[9]).toEqual({ day: 10, events: 1, minutes: 30 });
    expect(stats.days[8]).toEqual({ day: 9, events: 0, minutes: 0 });
    expect(stats.trend).toHaveLength(12);
    expect(stats.trend.at(-1)).toEqual({ year: 2025, month: 3, events: 3, minutes: 135 });
    expect(stats.trend.at(-2)).toEqual({ year: 2025, month: 2, events: 1, minutes: 100 });
    expect(stats.trend[0]).toMatchObject({ year: 2024, month: 4, events: 0 });
    // the other path shape answers the same
    expect((await call(USERS.otherBuilding, 'GET', `${sln}/cleaning/stats?year=2025&month=3`)).json()).toEqual(stats);
    const empty = (await call(USERS.otherBuilding, 'GET', `${sln}/cleaning/stats?year=2020&month=1`)).json() as CleaningStats;
    expect(empty).toMatchObject({ total_events: 0, total_duration_minutes: 0, average_duration_minutes: 0 });
    expect(empty.trend).toEqual([{ year: 2020, month: 1, events: 0, minutes: 0 }]);
  });

  it.each([
    ['stats before 2020', 'GET', 'stats?year=2019&month=12', undefined, 'Zadejte rok (od 2020) a měsíc 1–12', 'Enter a year (from 2020) and a month 1–12'],
    ['stats in a future month', 'GET', 'stats?year=2099&month=1', undefined, 'Statistiky lze zobrazit od ledna 2020 do aktuálního měsíce', null],
    ['stats month 13', 'GET', 'stats?year=2025&month=13', undefined, 'Zadejte rok (od 2020) a měsíc 1–12', null],
    ['an unknown action', 'POST', 'event', { action: 'pause' }, 'Akce musí být start, finish nebo record', null],
    ['finished before started', 'POST', 'event', { action: 'record', started_at: '2025-03-03T08:00:00Z', finished_at: '2025-03-03T07:00:00Z' }, 'Úklid nemůže skončit dřív, než začal', 'A cleaning cannot finish before it started'],
    ['before 2020', 'POST', 'event', { action: 'record', started_at: '2019-12-31T08:00:00Z', finished_at: '2019-12-31T09:00:00Z' }, 'Úklid nelze zapsat před 1. 1. 2020', null],
    ['in the future', 'POST', 'event', { action: 'record', started_at: '2099-01-01T08:00:00Z', finished_at: '2099-01-01T09:00:00Z' }, 'Úklid nemůže začít ani skončit v budoucnosti', null],
    ['longer than a day', 'POST', 'event', { action: 'record', started_at: '2025-03-01T08:00:00Z', finished_at: '2025-03-03T09:00:00Z' }, 'Úklid nemůže trvat déle než 24 hodin', null],
    ['a field it does not take', 'POST', 'event', { action: 'start', building_id: 2 }, 'Pole „building_id“ není povoleno', null],
  ])('refuses %s in both languages, storing nothing', async (_label, method, rest, body, cs, en) => {
    const path = `${vlt}/utilities/cleaning/${rest}`;
    const before = await count();
    const res = await call(USERS.manager, method as 'GET' | 'POST', path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(cs);
    if (en) expect((await call(USERS.manager, method as 'GET' | 'POST', path, body, 'en')).json().message).toBe(en);
    expect(await count()).toBe(before);
  });
});
