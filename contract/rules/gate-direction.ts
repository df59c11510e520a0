/**
 * How a gate direction is shown (spec 000 §3: 'forward' is entry, 'reverse' is exit, anything else
 * unknown). A module of its own, not part of rules/parking.ts: the app's gate toasts use it in the
 * first screen, which must not carry the rest of the parking rules.
 */
export type DirectionKind = 'entry' | 'exit' | 'unknown';

export function directionKind(direction: string): DirectionKind {
  if (direction === 'forward') return 'entry';
  if (direction === 'reverse') return 'exit';
  return 'unknown';
}
