/**
 * The one home of how a colour band (contract/rules/sensors.ts: temperature, CO, door states) looks
 * on screen: the sensors screen and the board both colour values from here. No imports at run time,
 * so any screen may use it without weight.
 */
import type { BandColour } from '../../contract/rules/sensors';

/** A band's colour, or grey for a door's state that is neither open nor closed. */
export type Tone = BandColour | 'grey';

/** A value shown as a pill: background and text, light and dark (the class names stay literal for Tailwind). */
export const TONE_PILL: Record<Tone, string> = {
  violet: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  blue: 'bg-blue-100 text-blue-900 dark:bg-blue-900 dark:text-blue-100',
  sky: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  teal: 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100',
  green: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900 dark:text-yellow-100',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  orange: 'bg-orange-100 text-orange-900 dark:bg-orange-900 dark:text-orange-100',
  red: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  grey: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
};

/** A band drawn as a chart stripe or a legend swatch: SVG wants a colour, not a class (Tailwind's 500 shades). */
export const TONE_FILL: Record<Tone, string> = {
  violet: '#8b5cf6',
  blue: '#3b82f6',
  sky: '#0ea5e9',
  teal: '#14b8a6',
  green: '#22c55e',
  yellow: '#eab308',
  amber: '#f59e0b',
  orange: '#f97316',
  red: '#ef4444',
  grey: '#64748b',
};
