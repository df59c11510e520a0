export const BUCKETS: Record<'unit' | 'sqlite' | 'postgres' | 'redis' | 'web', { label: string; match: (t: { project: string; tags: string[] }) => boolean }>;
export function summarize(
  reports: {
    vitest: object | null;
    vitestBuckets?: string[];
    playwright: object | null;
    extra?: Array<{ label: string; report: object | null; buckets?: string[] }>;
  },
  rules?: { floors?: Partial<Record<'unit' | 'sqlite' | 'postgres' | 'redis' | 'web' | 'browser', number>>; allowedSkips?: Array<{ test: string; reason: string }> },
): { lines: string[]; ok: boolean };
