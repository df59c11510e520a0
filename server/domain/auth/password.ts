import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

const KEY_LENGTH = 32;

/**
 * scrypt with OWASP's parameters (N=2^17, r=8, p=1) by default. The parameters are stored
 * with the hash so that raising them later still verifies old hashes.
 */
export async function hashPassword(password: string, N = 2 ** 17): Promise<string> {
  const salt = crypto.randomBytes(16);
  const r = 8;
  const p = 1;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const N = Number(n);
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 256 * N * Number(r) + 1024 * 1024,
  });
  return crypto.timingSafeEqual(actual, expected);
}
