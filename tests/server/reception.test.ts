/**
 * The reception desk (issue 15 §2) on both engines, every call as every kind of user: the desk
 * (RECEPTION role, building admin, manager, global admin) reads and writes everything of its
 * building; a unit's people read only their units' visitors, mail and keys (another unit's entry is
 * not found, list or close); a member with neither is refused, a stranger gets 404. Filters, search,
 * keyset paging without gaps or repeats, validation in both languages with nothing stored, closing
 * twice (409, nothing changed), and who hears of it live with the facts the notifications read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import type { KeyLoan, MailItem, Visitor } from '../../contract/reception';
import type { LiveEvent } from '../../contract/live';
import type { AddressedEvent } from '../../server/lib/event-bus';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { collectEvents, connectLive, waitForEvent } from './live-client';
import { nowIso } from '../../server/lib/time';
import { deskPeople } from '../../server/domain/reception/audience';

const DESK = 'recepce@example.com';
const MEMBER = 'clen.recepce@example.com';
const KINDS = {
  globalAdmin: USERS.globalAdmin,
  buildingAdmin: USERS.buildingAdmin,
  manager: USERS.manager,
  desk: DESK,
  owner: USERS.owner,
  tenant: USERS.tenant,
  member: MEMBER,
  otherBuilding: USERS.otherBuilding,
  anonymous: null,
} as const;
type Kind = keyof typeof KINDS;
const MANAGERS: Kind[] = ['globalAdmin', 'buildingAdmin', 'manager', 'desk'];

type Register = 'visitors' | 'mail' | 'keys';
type Entry = Visitor | MailItem | KeyLoan;
const OPENED: Record<Register, string> = { visitors: 'arrived_at', mail: 'received_at', keys: 'borrowed_at' };
const CLOSED: Record<Register, string> = { visitors: 'left_at', mail: 'collected_at', keys: 'returned_at' };
const TABLE = { visitors: 'reception_visitors', mail: 'reception_mail', keys: 'reception_key_loans' } as const;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const HOUR = 3_600_000;

describeEngines('reception desk', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  let u101: number;
  let u203: number;
  let g01: number;
  let slnUnit: number;
  let deskId: number;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
    u101 = ids.unit['VLT-1.01'];
    u203 = ids.unit['VLT-2.03'];
    g01 = ids.unit['VLT-G01'];
    slnUnit = ids.unit['SLN-1.01'];
    deskId = ids.user[DESK];
    // a member of Vltava without a unit and without the desk's permission
    const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
    const now = nowIso();
    memberId = (await t.app.db
      .insertInto('users')
      .values({ email: MEMBER, name: 'Člen bez jednotky', phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()).id;
    await t.app.db.insertInto('building_roles').values({ user_id: memberId, building_id: vlt, role: 'user' }).execute();
  });
  afterAll(async () => t?.close());

  const call = async (as: Kind, method: 'GET' | 'POST', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({
      method,
      url: `/v1/buildings/${path}`,
      headers: { ...(await t.as(KINDS[as])), 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (as: Kind, register: Register, query = '', building = vlt) => call(as, 'GET', `${building}/reception/${register}${query ? `?${query}` : ''}`);
  const rowsOf = (register: Register, body: Record<string, unknown>) => body[register] as Entry[];
  /** every page of a list, following next_cursor */
  async function walk(as: Kind, register: Register, query: string, limit: number): Promise<Entry[]> {
    const all: Entry[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(as, register, `${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(rowsOf(register, body).length).toBeLessThanOrEqual(limit);
      all.push(...rowsOf(register, body));
      cursor = body.next_cursor;
    } while (cursor);
    return all;
  }
  it('lists every unit of the building to the desk (to record for any of them), but no unit’s detail', async () => {
    const units = await call('desk', 'GET', `${vlt}/units`);
    expect(units.statusCode, units.body).toBe(200);
    const all = await t.app.db.selectFrom('units').select('id').where('building_id', '=', vlt).execute();
    expect((units.json().units as { id: number }[]).length).toBe(all.length);
    expect((await t.app.inject({ method: 'GET', url: `/v1/units/${u203}`, headers: await t.as(DESK) })).statusCode).toBe(404);
    // another building's desk work is not theirs
    expect((await call('desk', 'GET', `${sln}/units`)).statusCode).toBe(404);
  });

  const counts = async () =>
    Promise.all([
      t.app.db.selectFrom('reception_visitors').select('id').execute(),
      t.app.db.selectFrom('reception_mail').select('id').execute(),
      t.app.db.selectFrom('reception_key_loans').select('id').execute(),
      t.app.db.selectFrom('audit_log').select('id').where('action', 'like', 'reception.%').execute(),
    ]).then((all) => all.map((rows) => rows.length));
  const newVisitor = async (unit = u203, extra: object = {}) => {
    const res = await call('desk', 'POST', `${vlt}/reception/visitors`, { name: 'Karel Host', unit_id: unit, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().visitor as Visitor;
  };

  describe('who reads the desk', () => {
    /** a new entry of the register for the unit, as the desk records it */
    const RECORD: Record<Register, (unit: number) => object> = {
      visitors: (unit) => ({ name: 'Host jednotky', unit_id: unit }),
      mail: (unit) => ({ unit_id: unit, type: 'letter' }),
      keys: (unit) => ({ key_id: `Klíč jednotky ${unit}`, borrower: 'Soused', unit_id: unit }),
    };
    it.each(['visitors', 'mail', 'keys'] as Register[])('%s: the desk reads everything, the unit people their own, a member without a unit is refused, a stranger gets 404', async (register) => {
      // an entry for each resident's unit whatever the demo drew (it lends 2.03 no key), so the
      // residents' checks below never pass on an empty list
      for (const unit of [u101, u203]) {
        const made = await call('desk', 'POST', `${vlt}/reception/${register}`, RECORD[register](unit));
        expect(made.statusCode, made.body).toBe(201);
      }
      const all = rowsOf(register, (await list('desk', register, 'limit=100')).json());
      expect(all.length).toBeGreaterThan(0);
      for (const kind of MANAGERS) {
        const res = await list(kind, register, 'limit=100');
        expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
        expect(res.json().can).toEqual({ manage: true });
        expect(rowsOf(register, res.json()).map((e) => e.id)).toEqual(all.map((e) => e.id));
      }
      for (const [kind, units] of [
        ['owner', [u101, g01]],
        ['tenant', [u203]],
      ] as const) {
        const res = await list(kind, register, 'limit=100');
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().can).toEqual({ manage: false });
        const mine = rowsOf(register, res.json());
        expect(mine.every((e) => e.unit_id !== null && (units as readonly number[]).includes(e.unit_id)), `${kind} sees another unit's ${register}`).toBe(true);
        // exactly the unit's entries among the building's
        const expected = await t.app.db.selectFrom(TABLE[register]).select('id').where('unit_id', 'in', [...units]).execute();
        expect(expected.length, `${register} of ${kind}'s units`).toBeGreaterThan(0);
        expect(mine.length).toBe(Math.min(100, expected.length));
        // asking for another unit shows nothing
        expect(rowsOf(register, (await list(kind, register, `unit_id=${kind === 'owner' ? u203 : u101}`)).json())).toEqual([]);
      }
      const member = await list('member', register);
      expect(member.statusCode).toBe(403);
      expect(member.json().message).toBe('Recepci této budovy vidí jen její obsluha a lidé s přístupem k některé její jednotce');
      expect((await list('otherBuilding', register)).statusCode).toBe(404);
      expect((await list('desk', register, '', sln)).statusCode).toBe(404);
      expect((await list('anonymous', register)).statusCode).toBe(401);
    });

    it('lists the demo desk user among the desk people, and follows grants and denials', async () => {
      expect(await deskPeople(t.app.db, vlt)).toEqual([deskId]);
      expect(await deskPeople(t.app.db, sln)).toEqual([]);
      const now = nowIso();
      const grant = (user_id: number, granted: 0 | 1) => ({ user_id, permission_code: 'reception:manage', granted, building_id: vlt, unit_id: null, valid_from: null, valid_until: null, created_at: now });
      await t.app.db.insertInto('user_permissions').values([grant(memberId, 1), grant(deskId, 0)]).execute();
      try {
        expect(await deskPeople(t.app.db, vlt)).toEqual([memberId]);
        expect((await list('member', 'visitors')).json().can).toEqual({ manage: true });
        expect((await list('desk', 'visitors')).statusCode).toBe(403);
      } finally {
        await t.app.db.deleteFrom('user_permissions').where('permission_code', '=', 'reception:manage').execute();
      }
    });
  });

  describe('filters, search and pages', () => {
    it.each(['visitors', 'mail', 'keys'] as Register[])('%s: open and closed split the list; pages follow without gaps or repeats, newest first', async (register) => {
      const everything = await walk('desk', register, 'status=all', 7);
      const inDb = await t.app.db.selectFrom(TABLE[register]).select('id').where('building_id', '=', vlt).execute();
      expect(everything.map((e) => e.id).sort((a, b) => a - b)).toEqual(inDb.map((r) => r.id).sort((a, b) => a - b));
      const key = (e: Entry) => `${(e as unknown as Record<string, string>)[OPENED[register]]}|${String(e.id).padStart(10, '0')}`;
      expect(everything.map(key)).toEqual([...everything.map(key)].sort().reverse());
      const open = await walk('desk', register, 'status=open', 5);
      const closed = await walk('desk', register, 'status=closed', 50);
      expect(open.length).toBeGreaterThan(0);
      expect(closed.length).toBeGreaterThan(0);
      expect(open.every((e) => (e as unknown as Record<string, unknown>)[CLOSED[register]] === null)).toBe(true);
      expect(closed.every((e) => (e as unknown as Record<string, unknown>)[CLOSED[register]] !== null)).toBe(true);
      expect(open.length + closed.length).toBe(everything.length);
    });

    it("merges a resident's units into one order across pages", async () => {
      const mine = await walk('owner', 'mail', 'status=all', 3);
      const expected = await t.app.db.selectFrom('reception_mail').select(['id', 'received_at']).where('unit_id', 'in', [u101, g01]).orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
      expect(mine.map((e) => e.id)).toEqual(expected.map((r) => r.id));
    });

    it('searches names, senders, borrowers and key labels regardless of case and accents, and the unit label', async () => {
      await newVisitor(u203, { name: 'Žofie Štěpánková' });
      const found = rowsOf('visitors', (await list('desk', 'visitors', 'q=ZOFIE%20stepan')).json());
      expect(found.map((v) => (v as Visitor).name)).toEqual(['Žofie Štěpánková']);
      const parcels = rowsOf('mail', (await list('desk', 'mail', `q=${encodeURIComponent('zásilkovna')}&limit=100`)).json()) as MailItem[];
      expect(parcels.length).toBeGreaterThan(0);
      expect(parcels.every((m) => m.sender === 'Zásilkovna')).toBe(true);
      const boiler = rowsOf('keys', (await list('desk', 'keys', 'q=kotelna&limit=100')).json()) as KeyLoan[];
      expect(boiler.length).toBeGreaterThan(0);
      expect(boiler.every((k) => k.key_id === 'K-01 kotelna')).toBe(true);
      const byBorrower = rowsOf('keys', (await list('desk', 'keys', 'q=schindler&limit=100')).json()) as KeyLoan[];
      expect(byBorrower.length).toBeGreaterThan(0);
      expect(byBorrower.every((k) => k.borrower.includes('Schindler'))).toBe(true);
      const byUnit = rowsOf('visitors', (await list('desk', 'visitors', 'q=2.03&limit=100')).json());
      expect(byUnit.length).toBeGreaterThan(0);
      expect(byUnit.every((v) => v.unit_label === '2.03')).toBe(true);
      // a LIKE wildcard is taken as itself
      expect(rowsOf('visitors', (await list('desk', 'visitors', 'q=%25')).json())).toEqual([]);
      expect(rowsOf('visitors', (await list('desk', 'visitors', 'q=_')).json())).toEqual([]);
      // the resident's search stays within their units
      expect(rowsOf('visitors', (await list('owner', 'visitors', 'q=zofie')).json())).toEqual([]);
      expect(rowsOf('visitors', (await list('tenant', 'visitors', 'q=zofie')).json())).toHaveLength(1);
    });

    it('filters by unit for the desk, and refuses a cursor it did not make', async () => {
      const of101 = rowsOf('mail', (await list('desk', 'mail', `unit_id=${u101}&limit=100`)).json());
      expect(of101.length).toBeGreaterThan(0);
      expect(of101.every((m) => m.unit_id === u101 && m.unit_label === '1.01')).toBe(true);
      expect(rowsOf('mail', (await list('desk', 'mail', `unit_id=${slnUnit}`)).json())).toEqual([]);
      const bad = await list('desk', 'mail', 'cursor=nesmysl');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Neplatné pokračování seznamu recepce. Načtěte seznam znovu.');
      expect((await list('desk', 'mail', 'status=waiting')).statusCode).toBe(400);
      expect((await list('desk', 'mail', 'limit=101')).statusCode).toBe(400);
    });
  });

  describe('visitors', () => {
    it('records a visitor for a unit, the unit sees it, the desk checks them out once', async () => {
      const visitor = await newVisitor(u203, { purpose: 'Oprava topení' });
      expect(visitor).toMatchObject({ building_id: vlt, unit_id: u203, unit_label: '2.03', name: 'Karel Host', purpose: 'Oprava topení', notified: true, recorded_by_name: 'Recepce Vltava', left_at: null });
      expect(Date.now() - Date.parse(visitor.arrived_at)).toBeLessThan(60_000);
      expect(rowsOf('visitors', (await list('tenant', 'visitors', 'status=open')).json()).map((v) => v.id)).toContain(visitor.id);
      expect(rowsOf('visitors', (await list('owner', 'visitors', 'status=open')).json()).map((v) => v.id)).not.toContain(visitor.id);

      const path = `${vlt}/reception/visitors/${visitor.id}/check-out`;
      // another unit's resident does not find it; its own resident may not close it; a stranger does not find it
      expect((await call('owner', 'POST', path, {})).json().message).toBe('Návštěva nebyla nalezena');
      expect((await call('owner', 'POST', path, {})).statusCode).toBe(404);
      const refused = await call('tenant', 'POST', path, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Záznamy recepce zapisuje a uzavírá jen recepce nebo správa budovy');
      expect((await call('member', 'POST', path, {})).statusCode).toBe(403);
      expect((await call('otherBuilding', 'POST', path, {})).statusCode).toBe(404);
      expect((await call('anonymous', 'POST', path, {})).statusCode).toBe(401);
      // without a body: now
      const out = await t.app.inject({ method: 'POST', url: `/v1/buildings/${path}`, headers: await t.as(DESK) });
      expect(out.statusCode, out.body).toBe(200);
      const left = (out.json().visitor as Visitor).left_at;
      expect(left).not.toBeNull();
      const before = await counts();
      const again = await call('manager', 'POST', path, { at: nowIso() });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Návštěva už byla odhlášena');
      expect((await call('manager', 'POST', path, {}, 'en')).json().message).toBe('The visitor has already checked out');
      expect(await counts()).toEqual(before);
      const row = await t.app.db.selectFrom('reception_visitors').select(['left_at', 'closed_by']).where('id', '=', visitor.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ left_at: left, closed_by: deskId });
    });

    it('takes a given arrival and check-out time within the rules', async () => {
      const visitor = await newVisitor(u101, { arrived_at: ago(3 * HOUR), notify: false });
      expect(visitor.notified).toBe(false);
      const path = `${vlt}/reception/visitors/${visitor.id}/check-out`;
      const early = await call('desk', 'POST', path, { at: ago(4 * HOUR) });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe('Odchod nemůže být dřív než příchod');
      expect((await call('desk', 'POST', path, { at: ago(4 * HOUR) }, 'en')).json().message).toBe('A check-out cannot be before the arrival');
      const ahead = await call('desk', 'POST', path, { at: new Date(Date.now() + HOUR).toISOString() });
      expect(ahead.statusCode).toBe(400);
      expect(ahead.json().message).toBe('Čas nemůže být v budoucnosti');
      const at = ago(HOUR);
      const ok = await call('buildingAdmin', 'POST', path, { at });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().visitor.left_at).toBe(at);
    });
  });

  describe('mail', () => {
    it('records a parcel, the unit is told, someone collects it once', async () => {
      const created = await call('desk', 'POST', `${vlt}/reception/mail`, { unit_id: u101, type: 'package', sender: 'PPL', note: 'Křehké' });
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json().mail as MailItem;
      expect(item).toMatchObject({ unit_id: u101, unit_label: '1.01', type: 'package', sender: 'PPL', note: 'Křehké', notified: true, collected_at: null, collected_by: null });
      expect(rowsOf('mail', (await list('owner', 'mail', 'status=open&limit=100')).json()).map((m) => m.id)).toContain(item.id);
      const path = `${vlt}/reception/mail/${item.id}/collect`;
      expect((await call('tenant', 'POST', path, {})).statusCode).toBe(404);
      expect((await call('owner', 'POST', path, {})).statusCode).toBe(403);
      const collected = await call('manager', 'POST', path, { collected_by: 'Jan Vlastník' });
      expect(collected.statusCode, collected.body).toBe(200);
      expect(collected.json().mail).toMatchObject({ id: item.id, collected_by: 'Jan Vlastník' });
      const before = await counts();
      const again = await call('desk', 'POST', path, { collected_by: 'Někdo jiný' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Zásilka už byla vyzvednuta');
      expect((await call('desk', 'POST', path, {}, 'en')).json().message).toBe('The mail has already been collected');
      expect(await counts()).toEqual(before);
      expect((await t.app.db.selectFrom('reception_mail').select('collected_by').where('id', '=', item.id).executeTakeFirstOrThrow()).collected_by).toBe('Jan Vlastník');
    });
  });

  describe('keys', () => {
    it('lends a common key, refuses lending it again until it is back, and a return twice changes nothing', async () => {
      const lent = await call('desk', 'POST', `${vlt}/reception/keys`, { key_id: 'K-99 půda', borrower: 'Kominík Bureš', purpose: 'Kontrola komína', notify: true });
      expect(lent.statusCode, lent.body).toBe(201);
      const loan = lent.json().key as KeyLoan;
      // a common key has nobody to tell
      expect(loan).toMatchObject({ unit_id: null, unit_label: null, key_id: 'K-99 půda', borrower: 'Kominík Bureš', notified: false, returned_at: null });
      // residents never see a common key
      for (const kind of ['owner', 'tenant'] as const) expect(rowsOf('keys', (await list(kind, 'keys', 'limit=100')).json()).map((k) => k.id)).not.toContain(loan.id);
      const twice = await call('manager', 'POST', `${vlt}/reception/keys`, { key_id: 'k-99 PŮDA', borrower: 'Někdo' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Klíč „k-99 PŮDA“ je právě zapůjčený: nejdřív zapište jeho vrácení');

      const path = `${vlt}/reception/keys/${loan.id}/return`;
      expect((await call('owner', 'POST', path, {})).statusCode).toBe(404);
      const back = await call('desk', 'POST', path, {});
      expect(back.statusCode, back.body).toBe(200);
      const returnedAt = back.json().key.returned_at as string;
      const before = await counts();
      const again = await call('desk', 'POST', path, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Klíč už byl vrácen');
      expect((await call('desk', 'POST', path, {}, 'en')).json().message).toBe('The key has already been returned');
      expect(await counts()).toEqual(before);
      expect((await t.app.db.selectFrom('reception_key_loans').select('returned_at').where('id', '=', loan.id).executeTakeFirstOrThrow()).returned_at).toBe(returnedAt);
      // back at the desk: it may go out again
      expect((await call('desk', 'POST', `${vlt}/reception/keys`, { key_id: 'K-99 půda', borrower: 'Jiný' })).statusCode).toBe(201);
    });

    it("lends a unit's key: its people see it; two returns at once close it once", async () => {
      const lent = await call('desk', 'POST', `${vlt}/reception/keys`, { key_id: 'Byt 2.03 – náhradní', borrower: 'Eva Nájemníková', unit_id: u203, notify: true });
      expect(lent.statusCode, lent.body).toBe(201);
      const loan = lent.json().key as KeyLoan;
      expect(loan).toMatchObject({ unit_id: u203, unit_label: '2.03', notified: true });
      expect(rowsOf('keys', (await list('tenant', 'keys', 'status=open')).json()).map((k) => k.id)).toContain(loan.id);
      const path = `${vlt}/reception/keys/${loan.id}/return`;
      const answers = await Promise.all([call('desk', 'POST', path, {}), call('manager', 'POST', path, {}), call('buildingAdmin', 'POST', path, {})]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const audits = await t.app.db.selectFrom('audit_log').select('id').where('action', '=', 'reception.key.return').where('target', '=', `reception_key_loans:${loan.id}`).execute();
      expect(audits).toHaveLength(1);
    });
  });

  describe('bad input: a clear message in both languages, nothing stored', () => {
    const cases: Array<[string, Register, () => Record<string, unknown>, string, string | null]> = [
      ['a visitor without a name', 'visitors', () => ({ unit_id: u203 }), 'Zadejte jméno návštěvy', "Enter the visitor's name"],
      ['a visitor with a blank name', 'visitors', () => ({ name: '   ', unit_id: u203 }), 'Zadejte jméno návštěvy', null],
      ['a visitor without a unit', 'visitors', () => ({ name: 'Host' }), 'Vyberte jednotku této budovy', 'Choose a unit of this building'],
      ['a unit of another building', 'visitors', () => ({ name: 'Host', unit_id: slnUnit }), 'Vyberte jednotku této budovy', 'Choose a unit of this building'],
      ['a unit that does not exist', 'mail', () => ({ unit_id: 999_999, type: 'letter' }), 'Vyberte jednotku této budovy', null],
      ['a unit id as text', 'mail', () => ({ unit_id: 'abc', type: 'letter' }), 'Vyberte jednotku této budovy', null],
      ['a key for a unit of another building', 'keys', () => ({ key_id: 'K-1', borrower: 'Někdo', unit_id: slnUnit }), 'Vyberte jednotku této budovy', null],
      ['an unknown mail type', 'mail', () => ({ unit_id: u203, type: 'crate' }), 'Druh zásilky musí být balík, dopis nebo doporučený dopis', 'The mail type must be package, letter or registered'],
      ['a key without its label', 'keys', () => ({ borrower: 'Někdo' }), 'Zadejte označení klíče', "Enter the key's label"],
      ['a key without a borrower', 'keys', () => ({ key_id: 'K-1' }), 'Zadejte, kdo si klíč půjčuje', 'Enter who borrows the key'],
      ['an arrival in the future', 'visitors', () => ({ name: 'Host', unit_id: u203, arrived_at: new Date(Date.now() + HOUR).toISOString() }), 'Čas lze zadat nejvýše 7 dní zpětně a ne v budoucnosti', 'The time may be at most 7 days back and not in the future'],
      ['a receipt too long ago', 'mail', () => ({ unit_id: u203, type: 'letter', received_at: ago(8 * 24 * HOUR) }), 'Čas lze zadat nejvýše 7 dní zpětně a ne v budoucnosti', null],
      ['a time that is no date', 'keys', () => ({ key_id: 'K-1', borrower: 'Někdo', borrowed_at: 'včera' }), '', null],
      ['a field it does not take', 'visitors', () => ({ name: 'Host', unit_id: u203, building_id: sln }), 'Pole „building_id“ není povoleno', null],
    ];
    it.each(cases)('refuses %s', async (_label, register, body, cs, en) => {
      const before = await counts();
      const res = await call('desk', 'POST', `${vlt}/reception/${register}`, body());
      expect(res.statusCode, res.body).toBe(400);
      if (cs) expect(res.json().message).toBe(cs);
      else expect(res.json().message).toEqual(expect.any(String));
      if (en) expect((await call('desk', 'POST', `${vlt}/reception/${register}`, body(), 'en')).json().message).toBe(en);
      expect(await counts()).toEqual(before);
    });

    it('refuses a resident and a member who try to record, and finds no entry that is not there', async () => {
      const before = await counts();
      for (const kind of ['owner', 'tenant', 'member'] as const) {
        const res = await call(kind, 'POST', `${vlt}/reception/visitors`, { name: 'Host', unit_id: u203 });
        expect(res.statusCode, kind).toBe(403);
      }
      expect((await call('otherBuilding', 'POST', `${vlt}/reception/mail`, { unit_id: u203, type: 'letter' })).statusCode).toBe(404);
      expect(await counts()).toEqual(before);
      for (const [register, action, message] of [
        ['visitors', 'check-out', 'Návštěva nebyla nalezena'],
        ['mail', 'collect', 'Zásilka nebyla nalezena'],
        ['keys', 'return', 'Zápůjčka klíče nebyla nalezena'],
      ] as const) {
        const res = await call('desk', 'POST', `${vlt}/reception/${register}/999999/${action}`, {});
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(message);
        // an entry of another building through this building's path is not found either
        const other = await t.app.db.selectFrom(TABLE[register]).select('id').where('building_id', '=', sln).executeTakeFirstOrThrow();
        expect((await call('globalAdmin', 'POST', `${vlt}/reception/${register}/${other.id}/${action}`, {})).statusCode).toBe(404);
        expect((await call('desk', 'POST', `${sln}/reception/${register}/${other.id}/${action}`, {})).statusCode).toBe(404);
      }
    });
  });

  describe('live', () => {
    const sockets = new Map<Kind, Socket>();
    const received = new Map<Kind, LiveEvent[]>();
    const facts: AddressedEvent[] = [];
    let stop: () => void;
    const LISTENERS: Kind[] = ['globalAdmin', 'buildingAdmin', 'manager', 'desk', 'owner', 'tenant', 'member', 'otherBuilding'];
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      for (const kind of LISTENERS) {
        const socket = await connectLive(base, await t.tokenFor(KINDS[kind]!));
        sockets.set(kind, socket);
        received.set(kind, collectEvents(socket));
      }
      stop = t.app.bus.subscribe((e) => {
        if (e.event.type === 'reception.changed') facts.push(e);
      });
    });
    afterAll(() => {
      stop?.();
      for (const s of sockets.values()) s.close();
    });

    let markers = 0;
    /**
     * Who heard of this entry. Once the desk (who hears every one) has it, the event is out; then a
     * marker goes to every listener by name, and one socket's events arrive in the order they were
     * published, so once a listener has the marker it has the entry's event too if it was sent one
     * (no fixed sleep before the negative check: tests/server/live.test.ts does the same).
     */
    async function heard(kind: string, id: number) {
      const mine = (e: LiveEvent) => e.type === 'reception.changed' && (e.data as { id: number; kind: string }).id === id && (e.data as { kind: string }).kind === kind;
      await waitForEvent(received.get('desk')!, mine);
      const ids = await demoIds(t.app);
      const marker = -++markers;
      // an event type no notification rule reads, to the listeners' own rooms, outside any sequence
      t.app.bus.publish('cleaning.changed', vlt, { id: marker }, { users: LISTENERS.map((k) => ids.user[KINDS[k]!]) });
      const isMarker = (e: LiveEvent) => e.type === 'cleaning.changed' && (e.data as { id: number }).id === marker;
      for (const k of LISTENERS) await waitForEvent(received.get(k)!, isMarker);
      const who = LISTENERS.filter((k) => received.get(k)!.some(mine));
      for (const events of received.values()) events.length = 0;
      return who;
    }

    it("tells the desk, the staff and the unit's people; the facts say who and whether to notify", async () => {
      const visitor = await newVisitor(u203);
      expect(await heard('visitor', visitor.id)).toEqual(['globalAdmin', 'buildingAdmin', 'manager', 'desk', 'tenant']);
      const created = facts.find((f) => (f.event.data as { id: number }).id === visitor.id);
      expect(created?.event.data).toEqual({ kind: 'visitor', id: visitor.id, unit_id: u203 });
      expect(created?.facts).toEqual({ actorId: deskId, created: true, notify: true });
      expect(created?.audience).toEqual({ staff: true, units: [u203], users: [deskId] });

      const out = await call('manager', 'POST', `${vlt}/reception/visitors/${visitor.id}/check-out`, {});
      expect(out.statusCode).toBe(200);
      expect(await heard('visitor', visitor.id)).toEqual(['globalAdmin', 'buildingAdmin', 'manager', 'desk', 'tenant']);
      expect(facts.at(-1)?.facts).toEqual({ actorId: (await demoIds(t.app)).user[USERS.manager] });

      const mail = await call('desk', 'POST', `${vlt}/reception/mail`, { unit_id: u101, type: 'letter', notify: false });
      expect(await heard('mail', mail.json().mail.id)).toEqual(['globalAdmin', 'buildingAdmin', 'manager', 'desk', 'owner']);
      expect(facts.at(-1)?.facts).toEqual({ actorId: deskId, created: true, notify: false });

      // a common key: the desk and the staff only
      const key = await call('buildingAdmin', 'POST', `${vlt}/reception/keys`, { key_id: 'K-77 strojovna', borrower: 'Výtahy', notify: true });
      expect(await heard('key', key.json().key.id)).toEqual(['globalAdmin', 'buildingAdmin', 'manager', 'desk']);
      expect(facts.at(-1)?.facts).toEqual({ actorId: (await demoIds(t.app)).user[USERS.buildingAdmin], created: true, notify: false });
      expect(facts.at(-1)?.audience).toEqual({ staff: true, units: [], users: [deskId] });
    });
  });
});
