import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/lib/redact-url';

describe('redactUrl', () => {
  it('hides secret query parameters and keeps the rest as sent', () => {
    expect(redactUrl('/reset-password?token=abc%2Fdef&lang=cs')).toBe('/reset-password?token=[redacted]&lang=cs');
    expect(redactUrl('/cb?code=XYZ&state=1&Access_Token=t')).toBe('/cb?code=[redacted]&state=1&Access_Token=[redacted]');
    expect(redactUrl('/v1/documents?search=a%20b')).toBe('/v1/documents?search=a%20b');
  });

  it('hides a path segment that follows one naming a secret', () => {
    expect(redactUrl('/reset/abcdef/confirm')).toBe('/reset/[redacted]/confirm');
    expect(redactUrl('/v1/invite/Q1W2E3?x=1')).toBe('/v1/invite/[redacted]?x=1');
    expect(redactUrl('/v1/units/12')).toBe('/v1/units/12');
  });

  it('leaves URLs without secrets and odd encodings alone', () => {
    expect(redactUrl('/')).toBe('/');
    expect(redactUrl('/a%ZZ?b%ZZ=1&flag')).toBe('/a%ZZ?b%ZZ=1&flag');
  });
});
