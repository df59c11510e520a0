import crypto from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak yields no live token. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
