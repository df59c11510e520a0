import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { isPublicPath, rememberOrigin, takeRedirectAfterLogin } from '../../src/lib/redirect';

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('redirect after login', () => {
  it('knows the public paths; the bare /building-info is not one', () => {
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/reset-password?token=x')).toBe(true);
    expect(isPublicPath('/building-info/4')).toBe(true);
    expect(isPublicPath('/building-info')).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
  });

  it('returns the remembered origin once', () => {
    rememberOrigin('/documents?search=a');
    expect(takeRedirectAfterLogin()).toBe('/documents?search=a');
    expect(takeRedirectAfterLogin()).toBe('/');
  });

  it('never remembers a public page, and refuses other origins', () => {
    rememberOrigin('/login');
    expect(takeRedirectAfterLogin()).toBe('/');
    sessionStorage.setItem('redirect_after_login', '//evil.example');
    expect(takeRedirectAfterLogin()).toBe('/');
  });
});
