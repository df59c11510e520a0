import { expect } from 'vitest';
import { USERS, type TestApp } from './harness';

type Register = 'visitors' | 'mail' | 'keys';
let keys = 0;

/** A fresh, open entry of the building's desk, recorded for the unit by its building admin (or `as`): its id (the shared suites close and read it). */
export async function receptionEntry(t: TestApp, building: number, register: Register, unitId: number | null, as: string = USERS.buildingAdmin): Promise<number> {
  const payload =
    register === 'visitors'
      ? { name: 'Host Fixture', unit_id: unitId, purpose: 'Návštěva' }
      : register === 'mail'
        ? { unit_id: unitId, type: 'package', sender: 'PPL' }
        : // each loan of its own key: a key lent out cannot be lent again
          { key_id: `Fixture ${process.pid}-${++keys}`, borrower: 'Technik', unit_id: unitId };
  const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${building}/reception/${register}`, headers: await t.as(as), payload });
  expect(res.statusCode, res.body).toBe(201);
  const json = res.json();
  return (json.visitor ?? json.mail ?? json.key).id as number;
}

/** A member of the building with no unit and no desk permission (the lists answer them 403): their e-mail, made once per app. */
export const RECEPTION_OUTSIDER = 'bez.jednotky.recepce@example.com';
export async function receptionOutsider(t: TestApp, building: number): Promise<string> {
  const known = await t.app.db.selectFrom('users').select('id').where('email', '=', RECEPTION_OUTSIDER).executeTakeFirst();
  if (known) return RECEPTION_OUTSIDER;
  const { password_hash } = await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await t.app.db
    .insertInto('users')
    .values({ email: RECEPTION_OUTSIDER, name: 'Člen bez jednotky', phone: null, avatar_url: null, last_login: null, password_hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('building_roles').values({ user_id: id, building_id: building, role: 'user' }).execute();
  return RECEPTION_OUTSIDER;
}
