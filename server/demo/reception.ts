/**
 * Demo history of every building's reception desk (issue 15 §2): the last 60 days of visitors, mail
 * and key loans, more in the large Rezidence Vltava, each closed a while after it opened — but today's
 * last visitors are still in, the last days' parcels partly wait at the desk, and a couple of keys are
 * lent out. The demo residents' own units (1.01, G01, 2.03) get entries of their own, so a resident's
 * view is not empty. Deterministic (a seeded generator, no Math.random): every fresh demo is the same.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { foldText } from '../../contract/rules/text';
import type { MailType } from '../../contract/rules/reception';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DAYS = 60;

/** mulberry32: a small seeded generator, so the demo is the same on every start */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

const WOMEN = ['Jana', 'Lucie', 'Tereza', 'Kateřina', 'Veronika', 'Lenka', 'Markéta', 'Zuzana'];
const MEN = ['Petr', 'Martin', 'Tomáš', 'Jakub', 'Ondřej', 'Pavel', 'Lukáš'];
// Czech surnames take the person's gender: a woman is Nováková, a man Novák
const WOMEN_LAST = ['Nováková', 'Dvořáková', 'Procházková', 'Veselá', 'Němcová', 'Pokorná', 'Jelínková'];
const MEN_LAST = ['Svoboda', 'Černý', 'Kučera', 'Horák', 'Marek', 'Král', 'Růžička'];
const FIRST = [...WOMEN, ...MEN];
const PURPOSES = ['Návštěva rodiny', 'Doručení nábytku', 'Servis kotle', 'Odečet vodoměrů', 'Prohlídka bytu', 'Kurýr – osobní předání', 'Oprava pračky', null, null];
const SENDERS = ['Zásilkovna', 'PPL', 'DPD', 'Česká pošta', 'Alza.cz', 'GLS', 'Finanční úřad Praha 2', 'Notino', 'Mall.cz', 'Pojišťovna Kooperativa'];
const COMMON_KEYS = ['K-01 kotelna', 'K-02 střecha', 'K-03 sklepní kóje', 'K-04 kolárna', 'K-05 výměníková stanice', 'K-06 společenská místnost'];
const CONTRACTORS = ['Thermo servis – Novák', 'Elektro Dvořák', 'Výtahy Schindler', 'Úklid Čistá hvězda', 'Kominictví Bureš', 'Instalatér Havel'];
const KEY_PURPOSES = ['Revize kotle', 'Kontrola střechy', 'Oprava osvětlení', 'Odečet měřidel', 'Oslava narozenin', null];

const person = (r: ReturnType<typeof generator>) => {
  const first = r.pick(FIRST);
  return `${first} ${r.pick(WOMEN.includes(first) ? WOMEN_LAST : MEN_LAST)}`;
};
const mailType = (x: number): MailType => (x < 0.55 ? 'package' : x < 0.8 ? 'letter' : 'registered');
/** a time of the day in the building's working hours (about 7:00–19:00 in Prague) */
const workingTime = (dayStart: number, r: ReturnType<typeof generator>) => dayStart + 6 * HOUR + r.int(0, 11 * 60) * MINUTE;

/** rows in slices, so no statement binds too many parameters */
const slices = <T>(rows: T[]) => Array.from({ length: Math.ceil(rows.length / 200) }, (_, i) => rows.slice(i * 200, i * 200 + 200));

export async function seedReception(db: Kysely<DB>, now: Date): Promise<void> {
  const nowMs = now.getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  /** a closing time: `after` past the opening, unless that is still ahead (then the entry stays open) */
  const closing = (opened: number, after: number) => (opened + after < nowMs ? iso(opened + after) : null);
  const buildings = await db.selectFrom('buildings').select(['id', 'code']).orderBy('id').execute();
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const userId = (email: string) => users.find((u) => u.email === email)?.id ?? null;
  const desk: Record<string, number | null> = {
    VLT: userId('recepce@example.com'),
    SLN: userId('manager@example.com'),
    LIP: userId('admin@example.com'),
  };
  const today = Math.floor(nowMs / DAY) * DAY;

  for (const [b, building] of buildings.entries()) {
    const r = generator(2026 + b * 101);
    const recorder = desk[building.code] ?? null;
    const units = await db.selectFrom('units').select(['id', 'unique_id', 'type']).where('building_id', '=', building.id).orderBy('id').execute();
    const homes = units.filter((u) => u.type === 'apartment' || u.type === 'commercial');
    if (homes.length === 0) continue;
    const own = ['VLT-1.01', 'VLT-2.03', 'VLT-G01'].map((code) => units.find((u) => u.unique_id === code)).filter((u) => u !== undefined);
    /** mostly any home, now and then one of the demo residents' units */
    const unitFor = () => (own.length && r.next() < 0.15 ? r.pick(own) : r.pick(homes)).id;
    const scale = Math.max(1, Math.round(homes.length / 10));
    const entry = (at: number, closedAt: string | null, notified: boolean) => ({
      building_id: building.id,
      notified: notified ? 1 : 0,
      recorded_by: recorder,
      closed_by: closedAt === null ? null : recorder,
      created_at: iso(at),
    });

    const visitors = [];
    const mail = [];
    for (let d = DAYS; d >= 0; d--) {
      const dayStart = today - d * DAY;
      // Every entry of a day is drawn whether or not its time has come yet, and only then left out:
      // skipping the draws of today's later entries would shift all that follow, so the demo's
      // history (and whose unit got what) would change with the hour it was seeded at.
      for (let i = r.int(0, scale + 1); i > 0; i--) {
        const at = workingTime(dayStart, r);
        const name = person(r);
        const left = closing(at, r.int(15, 180) * MINUTE);
        const row = { ...entry(at, left, r.next() < 0.8), unit_id: unitFor(), name, purpose: r.pick(PURPOSES), arrived_at: iso(at), left_at: left, search_text: foldText(name) };
        if (at < nowMs) visitors.push(row);
      }
      for (let i = r.int(0, scale + 2); i > 0; i--) {
        const at = workingTime(dayStart, r);
        const type = mailType(r.next());
        const sender = r.next() < 0.9 ? r.pick(SENDERS) : null;
        // most is picked up within days; some of the last days' still waits
        const collected = d <= 3 && r.next() < 0.5 ? null : closing(at, r.int(1, 96) * HOUR);
        // drawn even when the parcel still waits, for the same reason as above
        const collector = r.next() < 0.7 ? 'adresát' : person(r);
        const row = {
          ...entry(at, collected, r.next() < 0.9),
          unit_id: unitFor(),
          type,
          sender,
          note: type === 'package' && r.next() < 0.2 ? 'Velký balík, uložen ve skladu' : null,
          received_at: iso(at),
          collected_at: collected,
          collected_by: collected === null ? null : collector,
          search_text: foldText(sender ?? ''),
        };
        if (at < nowMs) mail.push(row);
      }
    }

    // someone came in a while ago and is still in the building — in Vltava, to the owner of 1.01, so
    // the demo owner's bell has a visitor whatever the hour the demo was seeded at
    const lately = nowMs - 40 * MINUTE;
    const guest = person(r);
    const host = unitFor();
    visitors.push({ ...entry(lately, null, true), unit_id: own[0]?.id ?? host, name: guest, purpose: 'Návštěva rodiny', arrived_at: iso(lately), left_at: null, search_text: foldText(guest) });
    // and a parcel for them came 5 hours ago and waits at the desk, for the same reason
    if (own[0]) {
      const waiting = nowMs - 5 * HOUR;
      mail.push({
        ...entry(waiting, null, true),
        unit_id: own[0].id,
        type: 'package' as MailType,
        sender: 'Zásilkovna',
        note: null,
        received_at: iso(waiting),
        collected_at: null,
        collected_by: null,
        search_text: foldText('Zásilkovna'),
      });
    }

    // key loans: each key lent again only after it came back; a couple are out right now
    const loans = [];
    // Vltava's desk also keeps the owner of 1.01's spare key
    const keys = [...COMMON_KEYS, ...(own.length ? ['Náhradní klíč 1.01'] : [])];
    for (const [k, label] of keys.entries()) {
      // each key its own generator: how many loans fit before now depends on the hour, and must not
      // shift the next key's draws
      const r = generator(2026 + b * 101 + 17 * (k + 1));
      const times: number[] = [];
      for (let t = today - DAYS * DAY + r.int(0, 5) * DAY; ; ) {
        const at = workingTime(Math.floor(t / DAY) * DAY, r);
        if (at >= nowMs) break;
        times.push(at);
        t = at + r.int(2, 9) * DAY;
      }
      const outNow = b === 0 ? k < 2 : k === 0;
      for (const [n, at] of times.entries()) {
        // only a key's last loan may still be out
        const returned = n === times.length - 1 && outNow ? null : closing(at, r.int(30, 8 * 60) * MINUTE);
        const unit = label.startsWith('Náhradní') ? (own[0]?.id ?? null) : null;
        const borrower = unit === null ? r.pick(CONTRACTORS) : 'Jan Vlastník';
        loans.push({
          ...entry(at, returned, unit !== null),
          unit_id: unit,
          key_label: label,
          key_norm: foldText(label),
          borrower,
          purpose: unit === null ? r.pick(KEY_PURPOSES) : 'Zabouchnuté dveře',
          borrowed_at: iso(at),
          returned_at: returned,
          search_text: foldText(`${label}\n${borrower}`),
        });
      }
    }

    for (const rows of slices(visitors)) await db.insertInto('reception_visitors').values(rows).execute();
    for (const rows of slices(mail)) await db.insertInto('reception_mail').values(rows).execute();
    for (const rows of slices(loans)) await db.insertInto('reception_key_loans').values(rows).execute();
  }
}
