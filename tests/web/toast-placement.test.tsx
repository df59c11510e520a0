/**
 * Toasts keep clear of what the user is about to press (src/app/toastPlacement.ts): at the top centre
 * below the top bar on a wide screen, at the bottom on a phone, following the width as it changes.
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_PLACEMENT, WIDE_PLACEMENT, useToastPlacement } from '../../src/app/toastPlacement';

const original = window.matchMedia;

/** A matchMedia whose `(min-width: 640px)` answer the test sets, telling listeners of a change. */
function fakeWidth(wide: boolean) {
  const listeners = new Set<() => void>();
  let matches = wide;
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return query === '(min-width: 640px)' ? matches : false;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: boolean) {
      matches = next;
      for (const l of listeners) l();
    },
    listeners,
  };
}

afterEach(() => {
  window.matchMedia = original;
});

describe('toast placement', () => {
  it('is top centre below the bar on a wide screen and bottom centre on a phone, following a resize', () => {
    const screen = fakeWidth(false);
    const { result, unmount } = renderHook(() => useToastPlacement());
    expect(result.current).toEqual(PHONE_PLACEMENT);
    expect(result.current).toEqual({ position: 'bottom-center', containerStyle: { bottom: 16 } });
    act(() => screen.resize(true));
    expect(result.current).toEqual({ position: 'top-center', containerStyle: { top: 64 } });
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it('takes the wide placement where matchMedia is missing', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    const { result } = renderHook(() => useToastPlacement());
    expect(result.current).toEqual(WIDE_PLACEMENT);
  });
});
