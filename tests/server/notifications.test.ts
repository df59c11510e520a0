/**
 * Notifications (issue 15 §3) on both engines: each source makes exactly one notification for exactly
 * the right people (never the one who acted), the caller's own list in pages with the unread filter
 * and count, marking one or all read, someone else's notification looking like a missing one, the
 * texts in both languages, and e-mail batched to one message per user per gap, by their setting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../contract/notifications';
import { NOTIFICATION_MAIL_GAP_MINUTES } from '../../contract/rules/notifications';
import { firePanelOf } from '../../server/devices/registry';
import { reportZone } from '../../server/domain/fire/report';
import crypto from 'node:crypto';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { ISSUE_CALLERS, issueFixture, type IssueCaller, type IssueFixture } from './issue-fixtures';

type Person = Exclude<IssueCaller, 'anonymous'>;

/**
 * The demo is seeded at this instant, not at the hour the suite runs: its reception history is
 * drawn per working hour of the day, so what the owner is told depends on when "now" is. 16:00 UTC
 * is an hour at which the owner's bell once lacked a parcel.
 */
const SEEDED_AT = new Date('2026-11-27T16:00:00.000Z');

describeEngines('notifications', (engine) => {
  let f: IssueFixture;
  beforeAll(async () => {
    f = await issueFixture(engine, { seedAt: SEEDED_AT });
  });
  afterAll(async () => f?.close());

  const settle = () => f.t.app.notifications.settled();
  /** how many notifications of a source each kind of person has about `key` */
  async function who(source: string, keyPrefix: string): Promise<Partial<Record<Person, number>>> {
    const rows = await f.t.app.db.selectFrom('notifications').select(['user_id']).where('source', '=', source).where('source_key', 'like', `${keyPrefix}%`).execute();
    const out: Partial<Record<Person, number>> = {};
    for (const kind of ISSUE_CALLERS) {
      if (kind === 'anonymous') continue;
      const n = rows.filter((r) => r.user_id === f.user[kind]).length;
      if (n) out[kind] = n;
    }
    return out;
  }
  const list = async (kind: Person, query = '', lang = 'cs') => {
    const res = await f.call(kind, 'GET', `/v1/notifications${query}`, undefined, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { notifications: Notification[]; next_cursor: string | null; unread_count: number };
  };

  it('the demo starts with notifications the real rules made from its history: recent ones unread, older read, no mail owed', async () => {
    // the issue fixture adds to the demo, so read the demo's own rows by their creation before this suite's calls
    const rows = await f.t.app.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select(['users.email', 'notifications.source', 'notifications.read_at', 'notifications.created_at', 'notifications.mail_pending', 'notifications.link'])
      .execute();
    const owner = rows.filter((r) => r.email === 'vlastnik@example.com');
    expect(new Set(owner.map((r) => r.source))).toEqual(new Set(['reception_visitor', 'reception_mail', 'announcement', 'issue_status']));
    expect(owner.some((r) => r.read_at === null)).toBe(true);
    // older than a day (when seeded): read; newer: unread — away from the boundary
    const hoursAgo = (at: string) => (SEEDED_AT.getTime() - Date.parse(at)) / 3_600_000;
    expect(rows.some((r) => hoursAgo(r.created_at) > 24.1)).toBe(true);
    expect(rows.some((r) => hoursAgo(r.created_at) < 23.9)).toBe(true);
    for (const r of rows) {
      expect(r.mail_pending).toBe(0);
      if (hoursAgo(r.created_at) > 24.1) expect(r.read_at, r.created_at).not.toBeNull();
      if (hoursAgo(r.created_at) < 23.9) expect(r.read_at, r.created_at).toBeNull();
    }
    // the owner's list reads them in words, newest first
    const mine = await list('owner', '?limit=50');
    expect(mine.notifications.map((n) => n.title)).toContain('Důležité oznámení');
    expect(mine.notifications.some((n) => /^Zásilka pro jednotku (1\.01|G01)$/.test(n.title))).toBe(true);
    // the desk itself is never told of what it recorded
    expect(rows.filter((r) => r.email === 'recepce@example.com' && r.source.startsWith('reception_'))).toEqual([]);
  });

  it('a high-importance announcement: every person of the building once, not its author, not other buildings; a normal one: nobody', async () => {
    const normal = await f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/announcements`, { message: 'Běžné', type: 'general', importance: 'normal' });
    expect(normal.statusCode, normal.body).toBe(201);
    const high = await f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/announcements`, { message: 'Odstávka vody zítra 8–12 h', type: 'maintenance', importance: 'high' });
    expect(high.statusCode, high.body).toBe(201);
    await settle();
    const id = high.json().announcement.id as number;
    expect(await who('announcement', `announcement:${normal.json().announcement.id}`)).toEqual({});
    // members of Vltava: a building role or a live unit; the global admin is no member; the author is left out
    expect(await who('announcement', `announcement:${id}`)).toEqual({ owner: 1, unitTenant: 1, otherTenant: 1, technician: 1, manager: 1 });
    const mine = await list('otherTenant');
    expect(mine.notifications[0]).toMatchObject({ source: 'announcement', type: 'maintenance', importance: 'high', title: 'Důležité oznámení', body: 'Odstávka vody zítra 8–12 h', link: '/', is_read: false });
    expect((await list('otherTenant', '', 'en')).notifications[0].title).toBe('Important announcement');
  });

  it('an issue’s status change: its reporter and assignee, not who changed it', async () => {
    const id = await f.insertIssue({ created_by: f.user.unitTenant, assigned_to: f.user.technician, title: 'Kape kohoutek' });
    const res = await f.call('manager', 'POST', f.url(id, '/status'), { status: 'in_progress' });
    expect(res.statusCode, res.body).toBe(200);
    await settle();
    expect(await who('issue_status', `issue:${id}:`)).toEqual({ unitTenant: 1, technician: 1 });
    const [n] = (await list('unitTenant', '?unread=true')).notifications;
    expect(n).toMatchObject({ title: 'Závada „Kape kohoutek“ změnila stav', body: 'Nový stav: Řeší se', link: `/issues/${id}` });
    expect((await list('unitTenant', '?unread=true', 'en')).notifications[0].body).toBe('New status: In progress');
    // the assignee changing it themselves: only the reporter hears
    await f.call('technician', 'POST', f.url(id, '/status'), { status: 'resolved' });
    await settle();
    expect(await who('issue_status', `issue:${id}:`)).toEqual({ unitTenant: 2, technician: 1 });
  });

  it('a comment: reporter and assignee but the commenter; an internal one never reaches the resident', async () => {
    const id = await f.insertIssue({ created_by: f.user.unitTenant, assigned_to: f.user.technician, title: 'Vrzají dveře' });
    expect((await f.call('unitTenant', 'POST', f.url(id, '/comments'), { content: 'Pořád to vrže' })).statusCode).toBe(201);
    await settle();
    expect(await who('issue_comment', '')).toEqual({ technician: 1 });
    expect((await f.call('manager', 'POST', f.url(id, '/comments'), { content: 'Interně: objednat pant', is_internal: true })).statusCode).toBe(201);
    await settle();
    expect(await who('issue_comment', '')).toEqual({ technician: 2 });
    expect((await f.call('manager', 'POST', f.url(id, '/comments'), { content: 'Přijdeme v pondělí' })).statusCode).toBe(201);
    await settle();
    expect(await who('issue_comment', '')).toEqual({ technician: 3, unitTenant: 1 });
    const [n] = (await list('unitTenant')).notifications;
    expect(n).toMatchObject({ source: 'issue_comment', body: expect.stringContaining(': Přijdeme v pondělí') });
  });

  it('a post in a followed topic: its subscribers but the poster', async () => {
    const topic = await f.call('owner', 'POST', `/v1/buildings/${f.vlt}/forum/topics`, { title: 'Kola ve sklepě', content: 'Kam s nimi?' });
    expect(topic.statusCode, topic.body).toBe(201);
    const topicId = topic.json().data.topic.id as number;
    const reply = await f.call('otherTenant', 'POST', `/v1/buildings/${f.vlt}/forum/topics/${topicId}/posts`, { content: 'Do kolárny' });
    expect(reply.statusCode, reply.body).toBe(201);
    await settle();
    expect(await who('forum_post', '')).toEqual({ owner: 1 });
    const [n] = (await list('owner')).notifications;
    expect(n).toMatchObject({ title: 'Nový příspěvek v tématu „Kola ve sklepě“', link: `/building/${f.vlt}/forum/${topicId}`, importance: 'low' });
  });

  it('a fire alarm: everyone of the building once per alarm, however often its state is told', async () => {
    const panel = (await firePanelOf(f.t.app.db, f.vlt))!;
    const zone = await f.t.app.db.selectFrom('fire_zones').select('id').where('building_id', '=', f.vlt).orderBy('id').executeTakeFirstOrThrow();
    expect(await reportZone({ db: f.t.app.db, bus: f.t.app.bus }, panel, zone.id, 'raise', new Date().toISOString())).toBe(true);
    await settle();
    const first = await who('fire_alarm', `fire:${zone.id}:`);
    expect(first).toEqual({ owner: 1, unitTenant: 1, otherTenant: 1, technician: 1, manager: 1, buildingAdmin: 1 });
    // the same alarm told again (another instance, a replay) makes nothing new
    const again = await f.t.app.db.selectFrom('fire_zones').select(['id', 'status', 'alarm_since']).where('id', '=', zone.id).executeTakeFirstOrThrow();
    f.t.app.bus.publish('fire.zone_changed', f.vlt, { id: zone.id, status: again.status, alarm_since: again.alarm_since, acknowledged_at: null }, { members: true });
    await settle();
    expect(await who('fire_alarm', `fire:${zone.id}:`)).toEqual(first);
    const [n] = (await list('owner', '?unread=true')).notifications;
    expect(n).toMatchObject({ source: 'fire_alarm', importance: 'high', type: 'warning', link: '/technology/fire-alarm' });
    await reportZone({ db: f.t.app.db, bus: f.t.app.bus }, panel, zone.id, 'clear', new Date().toISOString());
    await settle();
    expect(await who('fire_alarm', `fire:${zone.id}:`)).toEqual(first);
  });

  it('a denied pass at the gate: the people of the plate’s unit; a granted one: nobody', async () => {
    const granted = await f.call('manager', 'POST', `/v1/buildings/${f.vlt}/parking/gate-passes`, { license_plate: '1AB2345' });
    expect(granted.statusCode, granted.body).toBe(201);
    await settle();
    expect(await who('gate_denied', '')).toEqual({});
    await f.t.app.db.updateTable('units').set({ has_parking: 0 }).where('id', '=', f.unit.a101).execute();
    const denied = await f.call('manager', 'POST', `/v1/buildings/${f.vlt}/parking/gate-passes`, { license_plate: '1AB2345' });
    expect(denied.json().log).toMatchObject({ was_granted: false, unit_id: f.unit.a101 });
    await settle();
    expect(await who('gate_denied', '')).toEqual({ owner: 1, unitTenant: 1 });
    expect((await list('owner')).notifications[0]).toMatchObject({ title: 'Vjezd zamítnut: 1AB2345', link: '/parking' });
    await f.t.app.db.updateTable('units').set({ has_parking: 1 }).where('id', '=', f.unit.a101).execute();
  });

  it('mail, a visitor or a lent key recorded at the reception with "notify": the unit’s people; without it: nobody', async () => {
    const desk = (what: string, body: object) => f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/reception/${what}`, body);
    const quiet = await desk('mail', { unit_id: f.unit.a203, type: 'letter', notify: false });
    expect(quiet.statusCode, quiet.body).toBe(201);
    const parcel = await desk('mail', { unit_id: f.unit.a203, type: 'package', sender: 'Alza.cz' });
    expect(parcel.statusCode, parcel.body).toBe(201);
    const visitor = await desk('visitors', { name: 'Pavel Novák', unit_id: f.unit.a101, purpose: 'Oprava kotle' });
    expect(visitor.statusCode, visitor.body).toBe(201);
    const key = await desk('keys', { unit_id: f.unit.a101, key_id: 'K-7', borrower: 'Instalatér', notify: true });
    expect(key.statusCode, key.body).toBe(201);
    await settle();
    expect(await who('reception_mail', `reception:mail:${quiet.json().mail.id}`)).toEqual({});
    expect(await who('reception_mail', `reception:mail:${parcel.json().mail.id}`)).toEqual({ otherTenant: 1 });
    expect(await who('reception_visitor', `reception:visitor:${visitor.json().visitor.id}`)).toEqual({ owner: 1, unitTenant: 1 });
    expect(await who('reception_key', `reception:key:${key.json().key.id}`)).toEqual({ owner: 1, unitTenant: 1 });
    const [n] = (await list('otherTenant')).notifications;
    expect(n).toMatchObject({ title: 'Zásilka pro jednotku 2.03', body: 'Na recepci na vás čeká balík od odesílatele Alza.cz.', link: '/reception?tab=mail' });
    expect((await list('otherTenant', '', 'en')).notifications[0].body).toBe('A parcel from Alza.cz is waiting for you at the reception.');
    // collecting it tells nobody anything new
    const beforeCollect = await who('reception_mail', '');
    expect((await f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/reception/mail/${parcel.json().mail.id}/collect`, {})).statusCode).toBe(200);
    await settle();
    expect(await who('reception_mail', '')).toEqual(beforeCollect);
  });

  it('lists only the caller’s own, newest first in keyset pages, with the unread filter and count', async () => {
    const all = await list('owner', '?limit=50');
    expect(all.notifications.length).toBeGreaterThanOrEqual(4);
    expect(all.unread_count).toBe(all.notifications.filter((n) => !n.is_read).length);
    const ids = await f.t.app.db.selectFrom('notifications').select('id').where('user_id', '=', f.user.owner).execute();
    expect(new Set(all.notifications.map((n) => n.id))).toEqual(new Set(ids.map((r) => r.id)));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list('owner', `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.notifications.length).toBeLessThanOrEqual(2);
      seen.push(...page.notifications.map((n) => n.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all.notifications.map((n) => n.id));
    const bad = await f.call('owner', 'GET', '/v1/notifications?cursor=nesmysl', undefined, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid continuation of the notification list. Load the list again.');
    expect((await f.call('owner', 'GET', '/v1/notifications?limit=0')).statusCode).toBe(400);
    expect((await f.call('anonymous', 'GET', '/v1/notifications')).statusCode).toBe(401);
    // another building's person reads their own (the demo's), none of the owner's
    const theirs = await f.t.app.db.selectFrom('notifications').select('id').where('user_id', '=', f.user.otherBuilding).execute();
    const other = (await f.call('otherBuilding', 'GET', '/v1/notifications?limit=50')).json().notifications as Notification[];
    expect(new Set(other.map((n) => n.id))).toEqual(new Set(theirs.map((r) => r.id)));
    expect(other.filter((n) => all.notifications.some((o) => o.id === n.id))).toEqual([]);
  });

  it('marks one read (only the owner can; another’s answers 404, unchanged) and all read', async () => {
    const before = await list('owner', '?unread=true');
    const target = before.notifications[0];
    const foreign = await f.call('otherTenant', 'POST', `/v1/notifications/${target.id}/read`, undefined, 'cs');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Upozornění nebylo nalezeno');
    expect((await f.call('otherTenant', 'POST', `/v1/notifications/${target.id}/read`, undefined, 'en')).json().message).toBe('Notification not found');
    expect((await list('owner', '?unread=true')).unread_count).toBe(before.unread_count);
    const read = await f.call('owner', 'POST', `/v1/notifications/${target.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ notification: { id: target.id, is_read: true, read_at: expect.any(String) }, unread_count: before.unread_count - 1 });
    // again: still read, the first reading's time kept
    const again = await f.call('owner', 'POST', `/v1/notifications/${target.id}/read`);
    expect(again.json().notification.read_at).toBe(read.json().notification.read_at);
    expect((await f.call('owner', 'POST', '/v1/notifications/999999/read')).statusCode).toBe(404);
    expect((await f.call('owner', 'POST', '/v1/notifications/abc/read')).statusCode).toBe(404);
    expect((await f.call('owner', 'GET', '/v1/notifications/unread-count')).json()).toEqual({ unread_count: before.unread_count - 1 });
    const tenantBefore = (await list('otherTenant')).unread_count;
    const all = await f.call('owner', 'POST', '/v1/notifications/read-all');
    expect(all.json()).toEqual({ updated: before.unread_count - 1, unread_count: 0 });
    expect((await list('owner', '?unread=true')).notifications).toEqual([]);
    // someone else's stay unread
    expect((await list('otherTenant')).unread_count).toBe(tenantBefore);
  });

  it('sends live only to those it made notifications for, with ids only', async () => {
    const start = f.events.length;
    const id = await f.insertIssue({ created_by: f.user.unitTenant, assigned_to: null, title: 'Světlo' });
    await f.call('manager', 'POST', f.url(id, '/status'), { status: 'waiting', reason: 'Čekáme na díl' });
    await settle();
    const live = f.events.slice(start).filter((e) => e.event.type === 'notification.created');
    expect(live).toHaveLength(1);
    expect(live[0].audience).toEqual({ users: [f.user.unitTenant] });
    expect(live[0].event.data).toEqual({ source: 'issue_status', importance: 'normal' });
  });
});

describeEngines('notification e-mail', (engine) => {
  let f: IssueFixture;
  beforeAll(async () => {
    f = await issueFixture(engine);
  });
  afterAll(async () => f?.close());

  const outbox = () => {
    const dir = path.join(f.t.config.dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.eml')).map((n) => fs.readFileSync(path.join(dir, n), 'utf8')) : [];
  };
  const mailsTo = (email: string) => outbox().filter((m) => m.includes(`To: ${email}`));

  it('batches: one message per user per gap, listing what is unread; nothing for a user whose e-mail setting is off', async () => {
    // the tenant of 2.03 turns e-mail off; the owner keeps the default (on)
    const off = await f.t.app.inject({ method: 'PATCH', url: '/v1/users/me/settings', headers: await f.t.as('najemnik@example.com'), payload: { email_notifications: false } });
    expect(off.statusCode, off.body).toBe(200);
    const t0 = new Date();
    for (const text of ['První', 'Druhé']) {
      await f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/announcements`, { message: text, type: 'general', importance: 'high' });
    }
    await f.t.app.notifications.settled();
    expect(await f.t.app.notifications.mailRound(t0)).toBeGreaterThan(0);
    const owner = mailsTo('vlastnik@example.com');
    expect(owner).toHaveLength(1);
    expect(owner[0]).toMatch(/Subject: =\?UTF-8|Subject: Domovn/);
    expect(owner[0]).toContain('Druh');
    expect(mailsTo('najemnik@example.com')).toHaveLength(0);
    // a third within the gap waits; a round within the gap sends nothing more to the owner
    await f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/announcements`, { message: 'Třetí', type: 'general', importance: 'high' });
    await f.t.app.notifications.settled();
    await f.t.app.notifications.mailRound(new Date(t0.getTime() + 60_000));
    expect(mailsTo('vlastnik@example.com')).toHaveLength(1);
    // after the gap it goes, alone
    await f.t.app.notifications.mailRound(new Date(t0.getTime() + (NOTIFICATION_MAIL_GAP_MINUTES + 1) * 60_000));
    expect(mailsTo('vlastnik@example.com')).toHaveLength(2);
    // nothing pending: a later round sends nothing
    await f.t.app.notifications.mailRound(new Date(t0.getTime() + 3 * NOTIFICATION_MAIL_GAP_MINUTES * 60_000));
    expect(mailsTo('vlastnik@example.com')).toHaveLength(2);
    expect(mailsTo('najemnik@example.com')).toHaveLength(0);
  });

  it('does not mail what was read before the round', async () => {
    const t0 = new Date(Date.now() + 60 * 60_000);
    await f.call('buildingAdmin', 'POST', `/v1/buildings/${f.vlt}/announcements`, { message: 'Přečteno včas', type: 'general', importance: 'high' });
    await f.t.app.notifications.settled();
    await f.call('owner', 'POST', '/v1/notifications/read-all');
    const before = mailsTo('vlastnik@example.com').length;
    await f.t.app.notifications.mailRound(t0);
    expect(mailsTo('vlastnik@example.com')).toHaveLength(before);
  });
});

const twoInstances = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
describe.skipIf(!twoInstances)('notifications across two instances (postgres) with Redis', { tags: ['postgres', 'redis'] }, () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisUrl = process.env.REDIS_URL!;
    const redisPrefix = `domovnik-test-${crypto.randomBytes(4).toString('hex')}`;
    a = await createTestApp('postgres', { redisUrl, redisPrefix });
    b = await createTestApp('postgres', { redisUrl, redisPrefix, databaseUrl: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('makes each notification once, whichever instance took the call, and both instances read it', async () => {
    const vlt = (await demoIds(a.app)).building.VLT;
    const res = await a.app.inject({ method: 'POST', url: `/v1/buildings/${vlt}/announcements`, headers: await a.as(USERS.buildingAdmin), payload: { message: 'Jednou', importance: 'high' } });
    expect(res.statusCode, res.body).toBe(201);
    await Promise.all([a.app.notifications.settled(), b.app.notifications.settled()]);
    const rows = await a.app.db.selectFrom('notifications').select(['user_id']).where('source_key', '=', `announcement:${res.json().announcement.id}`).execute();
    expect(rows.length).toBeGreaterThan(3);
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(rows.length);
    const seen = await b.app.inject({ method: 'GET', url: '/v1/notifications?unread=true', headers: await b.as(USERS.owner) });
    expect((seen.json().notifications as Notification[]).filter((n) => n.body === 'Jednou')).toHaveLength(1);
    // both e-mail workers run a round at once: the owner gets one message, not two
    const at = new Date();
    const sent = await Promise.all([a.app.notifications.mailRound(at), b.app.notifications.mailRound(at)]);
    const outbox = (t: TestApp) => {
      const dir = path.join(t.config.dataDir, 'outbox');
      return fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.eml')).map((n) => fs.readFileSync(path.join(dir, n), 'utf8')) : [];
    };
    expect([...outbox(a), ...outbox(b)].filter((m) => m.includes('To: vlastnik@example.com'))).toHaveLength(1);
    expect(sent[0] + sent[1]).toBe(rows.length);
  });
});
