/**
 * Where toasts show, by screen width. Some stay long (an important notification 10 s), so they must
 * not lie over what the user is about to press: on a wide screen at the top
 * centre, below the top bar — a page's own buttons sit at the right of its header, the bar's at its
 * ends — and on a phone, where any toast spans the width, at the bottom, away from the page header
 * and its actions (the usual place for a phone's snackbars). Written here rather than taken from a
 * library: one media query read through useSyncExternalStore is all it takes.
 */
import { useSyncExternalStore } from 'react';
import type { ToastPosition } from 'react-hot-toast';

/** Tailwind's `sm`: from here the layout is a desktop's (sidebar, header actions in a row). */
const WIDE = '(min-width: 640px)';

const query = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Without matchMedia (tests, old browsers) the wide placement: the one a desktop gets. */
const isWide = () => query()?.matches ?? true;

export interface ToastPlacement {
  position: ToastPosition;
  containerStyle: { top?: number; bottom?: number };
}

export const WIDE_PLACEMENT: ToastPlacement = { position: 'top-center', containerStyle: { top: 64 } };
export const PHONE_PLACEMENT: ToastPlacement = { position: 'bottom-center', containerStyle: { bottom: 16 } };

/**
 * A fire alarm's toast (fireAlarmToast.tsx) at the bottom centre on every width: the alarm's banner
 * fills the space under the top bar, and a toast at the top centre would lie over the page's heading.
 */
export const ALARM_TOAST_POSITION: ToastPosition = 'bottom-center';

export function useToastPlacement(): ToastPlacement {
  return useSyncExternalStore(subscribe, isWide, () => true) ? WIDE_PLACEMENT : PHONE_PLACEMENT;
}
