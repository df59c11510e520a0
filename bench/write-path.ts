/**
 * The write path: a building administrator POSTs announcements over HTTP while N socket.io clients of residents of
 * the building listen in a child process (socket-listeners.ts). For every write and every listener,
 * delivery time = from just before the POST is sent until that listener's `event` handler runs;
 * p50/p99 are over all listener × write pairs. Writes go one after another: the next starts once
 * every listener has the previous one (or after a timeout), so each write meets an idle server.
 */
import { BENCH_MARK } from './listener-protocol';
import { Listeners, nowMs, sleep } from './listeners';
import { percentile } from './stats';

export interface WriteResult {
  listeners: number;
  writes: number;
  connectSeconds: number;
  /** listener × write pairs that arrived / that were expected */
  delivered: number;
  expected: number;
  delivery: { p50: number; p99: number; max: number };
  /** per write, when the last listener had it */
  lastListener: { p50: number; p99: number };
  post: { p50: number; p99: number };
}

export interface WritePathOptions {
  base: string;
  buildingId: number;
  writerToken: string;
  listenerTokens: string[];
  /** listener counts, ascending; the same child grows from one to the next */
  counts: number[];
  writes: number;
  /** a write whose deliveries are not all in after this long is counted with what arrived */
  timeoutMs?: number;
}

async function post(opts: WritePathOptions, message: string): Promise<void> {
  const res = await fetch(`${opts.base}/v1/buildings/${opts.buildingId}/announcements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${opts.writerToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ message, type: 'general', importance: 'normal' }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`POST announcement answered ${res.status}`);
}

async function measure(listeners: Listeners, opts: WritePathOptions, n: number, connectSeconds: number): Promise<WriteResult> {
  const timeoutMs = opts.timeoutMs ?? 5000;
  const deliveries: number[] = [];
  const lasts: number[] = [];
  const posts: number[] = [];
  const warmup = 5;
  for (let i = -warmup; i < opts.writes; i++) {
    const key = `${BENCH_MARK} ${n} listeners, write ${i} ${Date.now()}`;
    const arrived = listeners.next((m) => (m.type === 'delivered' && m.key === key ? m.times : undefined), timeoutMs);
    arrived.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
    const t0 = nowMs();
    await post(opts, key);
    const postMs = nowMs() - t0;
    let times = await arrived;
    if (!times) {
      const flushed = listeners.next((m) => (m.type === 'delivered' && m.key === key ? m.times : undefined), timeoutMs);
      listeners.send({ type: 'flush', key });
      times = (await flushed) ?? [];
    }
    if (i >= 0) {
      posts.push(postMs);
      for (const t of times) deliveries.push(t - t0);
      if (times.length === n) lasts.push(Math.max(...times) - t0);
    }
    await sleep(5);
  }
  deliveries.sort((a, b) => a - b);
  lasts.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  return {
    listeners: n,
    writes: opts.writes,
    connectSeconds,
    delivered: deliveries.length,
    expected: n * opts.writes,
    delivery: { p50: percentile(deliveries, 50), p99: percentile(deliveries, 99), max: percentile(deliveries, 100) },
    lastListener: { p50: percentile(lasts, 50), p99: percentile(lasts, 99) },
    post: { p50: percentile(posts, 50), p99: percentile(posts, 99) },
  };
}

export async function runWritePath(opts: WritePathOptions, log: (line: string) => void): Promise<WriteResult[]> {
  const listeners = new Listeners();
  const results: WriteResult[] = [];
  try {
    for (const n of opts.counts) {
      const seconds = await listeners.grow(opts.base, opts.listenerTokens, n);
      const r = await measure(listeners, opts, n, seconds);
      results.push(r);
      log(
        `  ${n} listeners (connected in ${seconds.toFixed(1)} s): delivery p50 ${r.delivery.p50.toFixed(1)} ms, p99 ${r.delivery.p99.toFixed(1)} ms, ` +
          `last listener p50 ${r.lastListener.p50.toFixed(1)} ms; POST p50 ${r.post.p50.toFixed(1)} ms, p99 ${r.post.p99.toFixed(1)} ms; ` +
          `${r.delivered}/${r.expected} delivered`,
      );
    }
  } finally {
    await listeners.stop();
  }
  return results;
}
