import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../contract/rules/settings';
import { PERMISSION_CODES } from '../../contract/rules/permissions';
import { UserSettings } from '../../contract/settings';
import { PERMISSIONS, ROLES } from '../../server/db/reference-data';

describe('contract/rules/settings', () => {
  it('the defaults are valid settings: Czech, the system theme, e-mail on, push off', () => {
    expect(UserSettings.parse(DEFAULT_SETTINGS)).toEqual({ email_notifications: true, push_notifications: false, theme: 'system', language: 'cs' });
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });
});

describe('contract/rules/permissions', () => {
  it('the server catalogue names exactly the shared codes, and roles use only those', () => {
    expect(PERMISSIONS.map((p) => p.code).sort()).toEqual([...PERMISSION_CODES].sort());
    const codes = new Set<string>(PERMISSION_CODES);
    for (const role of ROLES) expect(role.permissions.filter((code) => !codes.has(code))).toEqual([]);
  });
});
