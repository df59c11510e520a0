/**
 * The administration rules (contract/rules/admin.ts) pinned to spec 001 §3, §5, §6, §9 and, for the
 * users table, to issue 13 §2. Every expected value is written out here.
 */
import { describe, expect, it } from 'vitest';
import {
  GLOBAL_ROLES,
  INVITATION_BUILDING_ROLES,
  INVITATION_BUILDING_ROLE_DEFAULT,
  INVITATION_HOURS_DEFAULT,
  INVITATION_HOURS_MAX,
  INVITATION_HOURS_MIN,
  INVITATION_UNIT_ROLES,
  INVITATION_UNIT_ROLE_DEFAULT,
  USER_PAGE_SIZE_DEFAULT,
  USER_SORTS,
  parseUnitIdList,
  validityInOrder,
} from '../../contract/rules/admin';

describe('invitations (spec 001 §5, §9)', () => {
  it('lasts 72 hours by default, at least 1 and at most 720 (30 days)', () => {
    expect([INVITATION_HOURS_MIN, INVITATION_HOURS_DEFAULT, INVITATION_HOURS_MAX]).toEqual([1, 72, 720]);
  });

  it('gives a building role admin, manager or user (default user), a unit role owner, tenant or guest (default tenant)', () => {
    expect(INVITATION_BUILDING_ROLES).toEqual(['admin', 'manager', 'user']);
    expect(INVITATION_BUILDING_ROLE_DEFAULT).toBe('user');
    expect(INVITATION_UNIT_ROLES).toEqual(['owner', 'tenant', 'guest']);
    expect(INVITATION_UNIT_ROLE_DEFAULT).toBe('tenant');
  });

  it('reads the units field as comma-separated numbers, dropping blanks and non-numbers', () => {
    const table: Array<[string, number[]]> = [
      ['', []],
      [' , ,', []],
      ['12', [12]],
      ['1, 2,3', [1, 2, 3]],
      [' 4 ,, x, 5a, a5, -6, 7.5, +9, 1e3, 8', [4, 8]],
      // no unit 0; ids fit the 32-bit id column
      ['0, 2147483647, 2147483648', [2147483647]],
      // duplicates kept once, in the order typed
      ['3,3,1,3', [3, 1]],
      ['007', [7]],
    ];
    for (const [text, ids] of table) expect(parseUnitIdList(text), JSON.stringify(text)).toEqual(ids);
  });
});

describe('validity of direct permissions and role assignments (spec 001 §5)', () => {
  it('refuses only a "valid until" earlier than "valid from"', () => {
    const table: Array<[string | null | undefined, string | null | undefined, boolean]> = [
      [null, null, true],
      [undefined, '2026-01-01', true],
      ['2026-01-01', null, true],
      ['', '2026-01-01', true],
      ['2026-01-01', '', true],
      ['2026-01-01', '2026-01-02', true],
      ['2026-01-01', '2026-01-01', true],
      ['2026-01-02', '2026-01-01', false],
      ['2026-01-01T10:00:00.000Z', '2026-01-01T09:59:59.999Z', false],
      // the same instant in another zone is not earlier
      ['2026-01-01T10:00:00.000Z', '2026-01-01T11:00:00.000+01:00', true],
      ['2026-01-01T10:00:00.000Z', '2026-01-01T10:30:00.000+01:00', false],
      // what is not a date is left to the schema
      ['not a date', '2026-01-01', true],
      ['2026-01-01', 'not a date', true],
    ];
    for (const [from, until, ok] of table) expect(validityInOrder(from, until), `${from} → ${until}`).toBe(ok);
  });
});

describe('users (spec 001 §6; issue 13 §2)', () => {
  it('has the global roles admin and user; the users table sorts by name, email, created_at, last_login, 25 a page', () => {
    expect(GLOBAL_ROLES).toEqual(['admin', 'user']);
    expect(USER_SORTS).toEqual(['name', 'email', 'created_at', 'last_login']);
    expect(USER_PAGE_SIZE_DEFAULT).toBe(25);
  });
});
