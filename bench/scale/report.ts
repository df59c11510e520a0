/** The scale bench's tables: per engine, each read's p50/p99 at each size, the growth ratio and the targets (issue 28 §5). */
import type { Engine } from '../../tests/server/harness';
import { ENGINE_NAME } from '../report';
import { MANAGED_BUILDINGS } from './shape';
import type { ReadTiming } from './reads';

export const GROWTH_TARGET = 1.5;
/** p99 at the largest size on SQLite */
export const P99_TARGET_MS: Record<string, number> = { 'board, one building (manager)': 50, [`board, ${MANAGED_BUILDINGS} buildings (manager)`]: 250 };

export interface SizeRun {
  scale: number;
  reads: ReadTiming[];
}

export interface EngineScaleRun {
  engine: Engine;
  sizes: SizeRun[];
}

const ms = (x: number) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

/** One row per read: its cells per size, the growth ratio (last size / first, p50 and p99) and the verdicts. */
function rowsOf(run: EngineScaleRun) {
  const first = run.sizes[0];
  const last = run.sizes[run.sizes.length - 1];
  return first.reads.map((read, i) => {
    const cells = run.sizes.map((s) => `${ms(s.reads[i].p50)} / ${ms(s.reads[i].p99)}`);
    const r50 = last.reads[i].p50 / read.p50;
    const r99 = last.reads[i].p99 / read.p99;
    const verdicts: string[] = [];
    if (run.sizes.length > 1) {
      const slow = [r50 > GROWTH_TARGET ? 'p50' : '', r99 > GROWTH_TARGET ? 'p99' : ''].filter(Boolean);
      verdicts.push(slow.length ? `growth NOT met (${slow.join(', ')})` : 'growth met');
    }
    const p99Target = P99_TARGET_MS[read.name];
    if (p99Target !== undefined && run.engine === 'sqlite') verdicts.push(`p99 < ${p99Target} ms ${last.reads[i].p99 < p99Target ? 'met' : 'NOT met'}`);
    return { name: read.name, rows: run.sizes.map((s) => s.reads[i].rows), cells, ratio: `${r50.toFixed(2)} / ${r99.toFixed(2)}`, verdict: verdicts.join('; ') };
  });
}

export function printScaleTable(run: EngineScaleRun, log: (line: string) => void): void {
  const sizes = run.sizes.map((s) => `×${s.scale}`);
  const ratioHead = `×${run.sizes[run.sizes.length - 1].scale}/×${run.sizes[0].scale}`;
  log(`\nHot reads on ${ENGINE_NAME[run.engine]} — p50 / p99 ms per size; growth ${ratioHead} (p50 / p99), target ≤ ${GROWTH_TARGET}`);
  const rows = rowsOf(run);
  const w = Math.max(...rows.map((r) => r.name.length));
  log(`  ${'read'.padEnd(w)}  ${sizes.map((s) => s.padStart(15)).join(' ')}  ${'growth'.padStart(11)}  rows answered  target`);
  for (const r of rows) log(`  ${r.name.padEnd(w)}  ${r.cells.map((c) => c.padStart(15)).join(' ')}  ${r.ratio.padStart(11)}  ${r.rows.join('/').padStart(13)}  ${r.verdict}`);
}

export function scaleMarkdown(runs: EngineScaleRun[]): string {
  const out: string[] = [];
  for (const run of runs) {
    const head = run.sizes.map((s) => `×${s.scale} p50 / p99`);
    const ratioHead = `×${run.sizes[run.sizes.length - 1].scale}/×${run.sizes[0].scale} (p50 / p99)`;
    out.push(`| ${ENGINE_NAME[run.engine]}: hot read | ${head.join(' | ')} | ${ratioHead} | target |`);
    out.push(`| --- | ${head.map(() => '---:').join(' | ')} | ---: | --- |`);
    for (const r of rowsOf(run)) out.push(`| ${r.name} | ${r.cells.map((c) => `${c} ms`).join(' | ')} | ${r.ratio} | ${r.verdict} |`);
    out.push('');
  }
  return out.join('\n');
}
