import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/lib/i18n';

describe('language detection', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('en', ['cs-CZ'])).toBe('en');
  });
  it('then the browser languages, by base tag', () => {
    expect(detectLanguage(null, ['de-DE', 'en-GB'])).toBe('en');
    expect(detectLanguage(null, ['cs'])).toBe('cs');
  });
  it('falls back to Czech', () => {
    expect(detectLanguage('fr', ['de-DE'])).toBe('cs');
    expect(detectLanguage(null, [])).toBe('cs');
  });
});
