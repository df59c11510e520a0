import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/lib/redact-url';

describe('redactUrl', () => {
  it('hides secret query parameters and keeps the rest as sent', () => {
    expect(redactUrl('/reset-password?token=abc%2Fdef&lang=cs')).toBe('/reset-password?token=[redacted]&lang=cs');
    expect(redactUrl('/cb?code=XYZ&state=1&Access_Token=t')).toBe('/cb?code=[redacted]&state=1&Access_Token=[redacted]');
    expect(redactUrl('/v1/documents?search=a%20b')).toBe('/v1/documents?search=a%20b');
  });

  it('hides a path segment that follows one naming a secret', () => {
    expect(redactUrl('/token/abcdef/confirm')).toBe('/token/[redacted]/confirm');
    expect(redactUrl('/v1/invitations/code/Q1W2E3?x=1')).toBe('/v1/invitations/code/[redacted]?x=1');
  });

  it('hides a path segment that looks like a generated token', () => {
    expect(redactUrl('/r/Xk3vQ9pL2mN8bR4tY7wZ1aC5dE6f')).toBe('/r/[redacted]');
    // ordinary routes and ids stay readable
    expect(redactUrl('/v1/units/12')).toBe('/v1/units/12');
    expect(redactUrl('/v1/users/password/reset/confirm')).toBe('/v1/users/password/reset/confirm');
    expect(redactUrl('/assets/AuthenticatedApp-CXTLIM6A.js')).toBe('/assets/AuthenticatedApp-CXTLIM6A.js');
  });

  it('leaves URLs without secrets and odd encodings alone', () => {
    expect(redactUrl('/')).toBe('/');
    expect(redactUrl('/a%ZZ?b%ZZ=1&flag')).toBe('/a%ZZ?b%ZZ=1&flag');
  });
});
