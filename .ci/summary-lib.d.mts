export const BUCKETS: Record<'unit' | 'sqlite' | 'postgres' | 'redis' | 'web', { label: string; match: (t: { project: string; tags: string[] }) => boolean }>;
export function summarize(
  reports: { vitest: object | null; playwright: object | null; extra?: Array<{ label: string; report: object | null }> },
  rules?: { floors?: Partial<Record<'unit' | 'sqlite' | 'postgres' | 'redis' | 'web' | 'browser', number>>; allowedSkips?: Array<{ test: string; reason: string }> },
): { lines: string[]; ok: boolean };
