/**
 * Shared set-up of the jsdom component tests: jest-dom matchers, cleanup
 * after each test, and the few browser APIs jsdom lacks but headlessui/cmdk use.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../i18n-resources';
import { staticMatchMedia } from './media';

afterEach(() => cleanup());

// Screens and palette pages are lazy chunks; their first transform in jsdom can take several seconds
// when the whole suite runs in parallel on two cores (CI saw a palette page take over 5 s), well over
// the 1 s find and 5 s test defaults. A find that is going to pass is no slower for the longer limit.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopResizeObserver as unknown as typeof IntersectionObserver;

if (typeof window !== 'undefined') {
  window.matchMedia ??= staticMatchMedia(() => false);
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}
