import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../server/domain/audit';
import { neutralizeFormula } from '../../server/domain/audit-csv';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

type Kind = keyof typeof USERS;

/**
 * RFC 4180 as a spreadsheet reads it: commas split fields, a quoted field may hold commas, line
 * breaks and doubled quotes, and rows end with CRLF or LF. Written here so the test reads the file
 * the way its users' programs do, not the way the server wrote it.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  expect(quoted, 'a quoted field is never closed').toBe(false);
  if (field !== '' || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

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

describeEngines('audit log', (engine) => {
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

  it('filters by the object acted on, alone and with an action, and refuses a malformed one with a message', async () => {
    const one = (await get(USERS.buildingAdmin, '?target=test:7&limit=200')).json().entries;
    expect(one.map((e: { target: string; detail: { i: number } }) => [e.target, e.detail.i])).toEqual([['test:7', 7]]);
    const withAction = (await get(USERS.buildingAdmin, '?target=test:7&action=parking.*')).json().entries;
    expect(withAction.map((e: { target: string }) => e.target)).toEqual(['test:7']);
    expect((await get(USERS.buildingAdmin, '?target=test:7&action=announcement.create')).json().entries).toEqual([]);
    // another building's log does not answer for this building's object
    expect((await get(USERS.globalAdmin, '?target=test:7', ids.building.LIP)).json().entries).toEqual([]);
    for (const bad of ['test', 'test:0', 'Test:1', 'test:1;drop', `${'x'.repeat(60)}:1`]) {
      const res = await get(USERS.buildingAdmin, `?target=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toEqual(expect.any(String));
    }
    const csv = await t.app.inject({ url: `/v1/buildings/${vlt}/audit/export?target=test:7`, headers: await t.as(USERS.buildingAdmin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
  });

  it('never shows another building\'s entries', async () => {
    const all = (await get(USERS.globalAdmin, '?limit=200&from=2026-11-20&to=2026-11-20')).json().entries;
    // the day holds Vltava's 30 test entries (and Lipová's one, which must not show)
    expect(all.length).toBeGreaterThanOrEqual(30);
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
    // the JSON detail is one quoted cell whose text starts with '{', so it is not a formula
    expect(lines.find((l) => l.includes('test:7'))).toContain('"{""i"":7,""note"":""=HYPERLINK(\\""http://x\\"")""}"');
    // read as a spreadsheet reads it: the header, then the day's 30 entries newest first, each as written
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(['Čas (UTC)', 'Uživatel', 'Zařízení', 'Akce', 'Jednotka', 'Cíl', 'Výsledek', 'Podrobnosti']);
    const unitNumber = (await t.app.db.selectFrom('units').select('number').where('id', '=', unit).executeTakeFirstOrThrow()).number;
    const admin = (await t.app.db.selectFrom('users').select('name').where('email', '=', 'spravce@example.com').executeTakeFirstOrThrow()).name;
    expect(rows).toEqual(
      Array.from({ length: 30 }, (_, k) => 29 - k).map((i) => [
        new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
        admin,
        '',
        i % 2 ? 'parking.vehicle.create' : 'announcement.create',
        i % 3 === 0 ? String(unitNumber) : '',
        `test:${i}`,
        i % 5 === 0 ? 'denied' : 'success',
        JSON.stringify({ i, note: i === 7 ? '=HYPERLINK("http://x")' : 'ok' }),
      ]),
    );
    const day = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/audit/export?from=2026-11-19&to=2026-11-19`, headers: await t.as(USERS.manager) });
    const [, formula, ...others] = parseCsv(day.body.slice(1));
    expect(others).toEqual([]);
    // what a user typed like a formula stays text behind an apostrophe
    expect(formula).toEqual(['2026-11-19T10:00:00.000Z', '', '', 'announcement.create', '', "'=2+3", 'success', '']);
  });

  it.each(KINDS)('export answers %s as the list does', async (kind) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/audit/export?from=2026-11-20&to=2026-11-20`, headers: await t.as(USERS[kind]) });
    expect(res.statusCode).toBe(READ[kind]);
    if (res.statusCode !== 200) {
      expect(res.json().message).toEqual(expect.any(String));
      return;
    }
    // the file itself: the header (Czech by default) and the same entries the list gives this caller
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Čas (UTC)', 'Uživatel', 'Zařízení', 'Akce', 'Jednotka', 'Cíl', 'Výsledek', 'Podrobnosti']);
    const listed = (await get(USERS[kind], '?limit=200&from=2026-11-20&to=2026-11-20')).json().entries as Array<{ at: string; target: string | null }>;
    expect(listed.length).toBeGreaterThanOrEqual(30);
    expect(rows.map((r) => [r[0], r[5]])).toEqual(listed.map((e) => [e.at, e.target ?? '']));
  });
});

describe('CSV formula neutralising', () => {
  it('prefixes what a spreadsheet would run, and only that', () => {
    for (const v of ['=1+2', '+CMD', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralizeFormula(v)).toBe(`'${v}`);
    for (const v of ['', 'Praha', '2026-11-20T10:00:00.000Z', 'a=b']) expect(neutralizeFormula(v)).toBe(v);
  });
});
