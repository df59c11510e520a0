/** Printing the bench: one table per engine as it finishes, then a markdown summary for the README. */
import os from 'node:os';
import type { Engine } from './bench-app';
import type { RouteResult } from './read-bench';
import type { WriteResult } from './write-path';

/** Issue 8: each hot and list route keeps this share of its own bytes replayed by bare Node. */
export const READ_TARGET: Record<Engine, number> = { sqlite: 0.4, postgres: 0.2 };
/** Issue 8: REST → socket delivery p99 with this many listeners. */
export const WRITE_TARGET = { listeners: 1000, p99Ms: 50 };

export const ENGINE_NAME: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

export interface EngineRun {
  engine: Engine;
  reads: RouteResult[];
  writes: WriteResult[];
  writeError?: string;
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const padEnd = (s: string, n: number) => s.padEnd(n);
export const size = (bytes: number) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');

export function shareOfBare(r: RouteResult): number | undefined {
  return r.real && r.bare ? r.real.rps / r.bare.rps : undefined;
}

export function printEngineTable(run: EngineRun, log: (line: string) => void): void {
  const target = READ_TARGET[run.engine];
  const w = Math.max(...run.reads.map((r) => r.route.name.length), 10);
  log(`\nReads on ${ENGINE_NAME[run.engine]} — target ≥ ${pct(target)} of bare Node`);
  log(
    `${padEnd('route', w)} ${pad('answer', 9)} ${pad('req/s', 7)} ${pad('p50 ms', 6)} ${pad('p99 ms', 6)} ${pad('bare req/s', 10)} ${pad('of bare', 7)} ${pad('Fastify req/s', 13)} ${pad('of Fastify', 10)}  target`,
  );
  for (const r of run.reads) {
    if (!r.real || !r.bare || !r.fastify) {
      log(`${padEnd(r.route.name, w)} ${pad(size(r.bytes), 9)}  HTTP ${r.status}: not measured`);
      continue;
    }
    const share = r.real.rps / r.bare.rps;
    const note = r.route.reference ? '(reference: no database, no session)' : verdict(share >= target);
    const warn = r.real.non2xx || r.real.errors ? `  [${r.real.non2xx} non-2xx, ${r.real.errors} errors]` : '';
    log(
      `${padEnd(r.route.name, w)} ${pad(size(r.bytes), 9)} ${pad(r.real.rps.toFixed(0), 7)} ${pad(r.real.p50, 6)} ${pad(r.real.p99, 6)} ` +
        `${pad(r.bare.rps.toFixed(0) + (r.replayOf ? '*' : ''), 10)} ${pad(pct(share), 7)} ${pad(r.fastify.rps.toFixed(0), 13)} ${pad(pct(r.real.rps / r.fastify.rps), 10)}  ${note}${warn}`,
    );
  }
  const other = run.reads.find((r) => r.replayOf)?.replayOf;
  if (other) log(`* the replay of the ${ENGINE_NAME[other]} answer of the same size (within 2%), measured next to both`);
}

export function writeVerdict(w: WriteResult): string {
  if (w.listeners !== WRITE_TARGET.listeners) return '';
  return verdict(w.delivered === w.expected && w.delivery.p99 < WRITE_TARGET.p99Ms);
}

export function printWriteTable(run: EngineRun, log: (line: string) => void): void {
  log(`\nWrite path on ${ENGINE_NAME[run.engine]} — POST announcement → socket event, target p99 < ${WRITE_TARGET.p99Ms} ms with ${WRITE_TARGET.listeners} listeners`);
  if (run.writeError) log(`  not measured: ${run.writeError}`);
  for (const w of run.writes) {
    log(
      `  ${pad(w.listeners, 5)} listeners × ${w.writes} writes: delivery p50 ${w.delivery.p50.toFixed(1)} ms, p99 ${w.delivery.p99.toFixed(1)} ms, max ${w.delivery.max.toFixed(1)} ms; ` +
        `POST p50 ${w.post.p50.toFixed(1)} ms, p99 ${w.post.p99.toFixed(1)} ms; ${w.delivered}/${w.expected} delivered  ${writeVerdict(w)}`,
    );
  }
}

export function machineLine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, Node ${process.version}, ${os.platform()} ${os.release()}`;
}

/** The markdown block for the README's Speed section. */
export function summaryMarkdown(runs: EngineRun[], settings: { connections: number; seconds: number }): string {
  const lines: string[] = [];
  const date = new Date().toISOString().slice(0, 10);
  lines.push(`Measured ${date} by \`npm run bench\` on ${machineLine()}; autocannon ${settings.connections} connections, ${settings.seconds} s per route, server and load on the same machine.`);
  lines.push('');
  const head = ['route', 'answer'];
  const rule = ['---', '---:'];
  for (const run of runs) {
    const e = ENGINE_NAME[run.engine];
    head.push(`${e} req/s`, `${e} p99`, `${e} share of bare Node (target ≥ ${pct(READ_TARGET[run.engine])})`);
    rule.push('---:', '---:', '---');
  }
  lines.push(`| ${head.join(' | ')} |`, `| ${rule.join(' | ')} |`);
  const names = runs[0]?.reads.map((r) => r.route.name) ?? [];
  for (const name of names) {
    const first = runs[0].reads.find((r) => r.route.name === name)!;
    const cells = [`\`${name}\``, size(first.bytes)];
    for (const run of runs) {
      const r = run.reads.find((x) => x.route.name === name);
      const share = r && shareOfBare(r);
      if (!r?.real || share === undefined) {
        cells.push(`HTTP ${r?.status ?? '—'}`, '', '');
        continue;
      }
      cells.push(r.real.rps.toFixed(0), `${r.real.p99} ms`, r.route.reference ? `${pct(share)} (reference)` : `${pct(share)} ${verdict(share >= READ_TARGET[run.engine])}`);
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push('');
  lines.push(`| write path (POST announcement → socket event; listeners in their own process) | listeners | delivery p50 | delivery p99 | POST p50 | target p99 < ${WRITE_TARGET.p99Ms} ms at ${WRITE_TARGET.listeners} |`);
  lines.push('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const run of runs) {
    for (const w of run.writes) {
      lines.push(
        `| ${ENGINE_NAME[run.engine]} | ${w.listeners} | ${w.delivery.p50.toFixed(1)} ms | ${w.delivery.p99.toFixed(1)} ms | ${w.post.p50.toFixed(1)} ms | ${writeVerdict(w) || '—'} |`,
      );
    }
    if (run.writeError) lines.push(`| ${ENGINE_NAME[run.engine]} | — | not measured: ${run.writeError} | | | |`);
  }
  return lines.join('\n');
}
