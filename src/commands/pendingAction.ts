/**
 * How a command opens a form that belongs to a screen: the command records
 * { id, payload }, the screen (once mounted) consumes it. No feature needs to
 * export its dialog state, and the command works from any page.
 *
 *   // in features/documents/commands.ts
 *   run: (ctx) => { ctx.navigate('/documents'); ctx.openDialog('documents.upload'); }
 *   // in DocumentsPage
 *   usePendingAction('documents.upload', () => setUploadOpen(true));
 */
import { useEffect, useRef } from 'react';
import { atom, useAtomValue } from 'jotai';
import { appStore } from '../state/store';

export interface PendingAction {
  id: string;
  payload?: unknown;
  at: number;
}

export const pendingActionAtom = atom<PendingAction | null>(null);

/** A request nobody picked up soon (the screen could not show the form) must not fire later by surprise. */
export const PENDING_ACTION_TTL_MS = 5000;

export function openDialog(id: string, payload?: unknown): void {
  appStore.set(pendingActionAtom, { id, payload, at: Date.now() });
}

export function usePendingAction(id: string, handler: (payload: unknown) => void): void {
  const pending = useAtomValue(pendingActionAtom);
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    if (!pending || pending.id !== id) return;
    appStore.set(pendingActionAtom, null);
    if (Date.now() - pending.at <= PENDING_ACTION_TTL_MS) ref.current(pending.payload);
  }, [pending, id]);
}
