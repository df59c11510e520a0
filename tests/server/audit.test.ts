import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../server/domain/audit';
import { neutralizeFormula } from '../../server/domain/audit-csv';
import { createTestApp, demoIds, ENGINES, USERS, type TestApp } from './harness';

type Kind = keyof typeof USERS;
const KINDS = Object.keys(USERS) as Kind[];

/** Building staff and global admins read the log; members without audit:view are refused; outsiders see nothing. */
const READ: Record<Kind, number> = {
  anonymous: 401,
  otherBuilding: 404,
  tenant: 403,
  owner: 403,
  manager: 200,
  buildingAdmin: 200,
  globalAdmin: 200,
};

describe.each(ENGINES)('audit log (%s)', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let vlt: number;
  let unit: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    unit = ids.unit['VLT-1.01'] ?? Object.values(ids.unit)[0];
    // 30 entries a minute apart, alternating actions and outcomes; one in another building
    for (let i = 0; i < 30; i++) {
      await writeAudit(t.app.db, {
        userId: ids.user['spravce@example.com'],
        action: i % 2 ? 'parking.vehicle.create' : 'announcement.create',
        buildingId: vlt,
        unitId: i % 3 === 0 ? unit : null,
        target: `test:${i}`,
        outcome: i % 5 === 0 ? 'denied' : 'success',
        detail: { i, note: i === 7 ? '=HYPERLINK("http://x")' : 'ok' },
        at: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
      });
    }
    await writeAudit(t.app.db, { userId: null, action: 'announcement.create', buildingId: ids.building.LIP, outcome: 'success', at: '2026-11-20T10:00:30.000Z' });
    // what a user typed, shaped like a spreadsheet formula
    await writeAudit(t.app.db, { userId: null, action: 'announcement.create', buildingId: vlt, target: '=2+3', outcome: 'success', at: '2026-11-19T10:00:00.000Z' });
  });
  afterAll(() => t.close());

  const get = async (who: string | null, query = '', building = vlt) =>
    t.app.inject({ method: 'GET', url: `/v1/buildings/${building}/audit${query}`, headers: await t.as(who) });

  it.each(KINDS)('lists for %s as the table says', async (kind) => {
    const res = await get(USERS[kind]);
    expect(res.statusCode).toBe(READ[kind]);
    if (res.statusCode !== 200) expect(res.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for a building that does not exist', async () => {
    expect((await get(USERS.globalAdmin, '', 999_999)).statusCode).toBe(404);
  });

  it('pages newest first by keyset without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await get(USERS.buildingAdmin, `?limit=7&to=2026-11-20${cursor ? `&cursor=${cursor}` : ''}`);
      const body = page.json();
      seen.push(...body.entries.map((e: { target: string }) => e.target));
      cursor = body.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    const mine = seen.filter((s) => s.startsWith('test:'));
    expect(mine).toEqual(Array.from({ length: 30 }, (_, i) => `test:${29 - i}`));
    expect(pages).toBe(Math.ceil(seen.length / 7));
  });

  it('filters by action family, exact action, outcome, unit and time', async () => {
    const family = (await get(USERS.buildingAdmin, '?action=parking.*&limit=200&from=2026-11-20&to=2026-11-20')).json().entries;
    expect(family.length).toBe(15);
    expect(family.every((e: { action: string }) => e.action.startsWith('parking.'))).toBe(true);
    const exact = (await get(USERS.buildingAdmin, '?action=announcement.create&outcome=denied&limit=200&from=2026-11-20&to=2026-11-20')).json().entries;
    expect(exact.map((e: { target: string }) => e.target).sort()).toEqual(['test:0', 'test:10', 'test:20']);
    const byUnit = (await get(USERS.buildingAdmin, `?unit_id=${unit}&limit=200&from=2026-11-20&to=2026-11-20`)).json().entries;
    expect(byUnit.length).toBe(10);
    expect(byUnit[0].unit_number).toEqual(expect.any(String));
    const window = (await get(USERS.buildingAdmin, '?from=2026-11-20T10:05:00Z&to=2026-11-20T10:09:00Z&limit=200')).json().entries;
    expect(window.map((e: { target: string }) => e.target)).toEqual(['test:9', 'test:8', 'test:7', 'test:6', 'test:5']);
    expect(window[0]).toMatchObject({ user_name: expect.any(String), detail: { i: 9, note: 'ok' }, device_id: null });
  });

  it('never shows another building\'s entries', async () => {
    const all = (await get(USERS.globalAdmin, '?limit=200&from=2026-11-20&to=2026-11-20')).json().entries;
    expect(all.every((e: { target: string | null }) => e.target?.startsWith('test:'))).toBe(true);
  });

  it('refuses a forged cursor with a message in the caller\'s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/buildings/${vlt}/audit?cursor=${Buffer.from('x|y').toString('base64url')}`,
      headers: { ...(await t.as(USERS.buildingAdmin)), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/audit/i);
    expect((await get(USERS.buildingAdmin, '?limit=0')).statusCode).toBe(400);
    expect((await get(USERS.buildingAdmin, '?outcome=maybe')).statusCode).toBe(400);
  });

  it('exports CSV with a header in the caller\'s language, quoting, and formulas neutralised', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/buildings/${vlt}/audit/export?from=2026-11-20&to=2026-11-20`,
      headers: { ...(await t.as(USERS.manager)), 'accept-language': 'cs' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const text = res.body;
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\n');
    expect(lines[0]).toBe('Čas (UTC),Uživatel,Zařízení,Akce,Jednotka,Cíl,Výsledek,Podrobnosti');
    expect(lines.length).toBe(31);
    expect(lines[1]).toContain('test:29');
    const detail = lines.find((l) => l.includes('test:7'))!;
    // the JSON detail is one quoted cell whose text starts with '{', so it is not a formula
    expect(detail).toContain('"{""i"":7,""note"":""=HYPERLINK(\\""http://x\\"")""}"');
    const day = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/audit/export?from=2026-11-19&to=2026-11-19`, headers: await t.as(USERS.manager) });
    expect(day.body.slice(1).trim().split('\n')[1]).toContain(",'=2+3,");
  });

  it.each(KINDS)('export answers %s as the list does', async (kind) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/audit/export`, headers: await t.as(USERS[kind]) });
    expect(res.statusCode).toBe(READ[kind]);
  });
});

describe('CSV formula neutralising', () => {
  it('prefixes what a spreadsheet would run, and only that', () => {
    for (const v of ['=1+2', '+CMD', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(v)).toBe(`'${v}`);
    for (const v of ['', 'Praha', '2026-11-20T10:00:00.000Z', 'a=b']) expect(neutralizeFormula(v)).toBe(v);
  });
});
