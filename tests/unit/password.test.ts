import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/domain/auth/password';
import { hashToken, newToken } from '../../server/domain/auth/tokens';

const N = 2 ** 10; // cheap for the test; the parameters travel with the hash

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Domovnik2026', N);
    expect(await verifyPassword('Domovnik2026', stored)).toBe(true);
    expect(await verifyPassword('domovnik2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('stores the scheme and its parameters with a random salt', async () => {
    const a = await hashPassword('Domovnik2026', N);
    const b = await hashPassword('Domovnik2026', N);
    const [scheme, n, r, p, salt, key] = a.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(N), '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Domovnik2026');
  });

  it("uses OWASP's cost by default", async () => {
    const stored = await hashPassword('Domovnik2026');
    expect(stored.split('$')[1]).toBe(String(2 ** 17));
  }, 20_000);

  it('verifies a hash made with other parameters (raising them later keeps old hashes valid)', async () => {
    const old = await hashPassword('Domovnik2026', 2 ** 12);
    expect(await verifyPassword('Domovnik2026', old)).toBe(true);
  });

  it('refuses a malformed or foreign stored value instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});

describe('session and reset tokens', () => {
  it('are long, URL-safe and stored only as a SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
