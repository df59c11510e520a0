/**
 * `npm run bench:paint`: the whole way to the eye. In Debian's Chromium, staff (the demo's building
 * admin) create an announcement in one signed-in browser context while a resident watches the
 * dashboard in another; each write is timed from just before the staff page's POST to the frame
 * after the resident's page put the new text into the DOM. Prints p50/p95/max over PAINT_WRITES
 * writes (default 60) and where the time went. Informational only: it asserts nothing and exits 0
 * (1 only when it cannot run).
 *
 * The server is the e2e one (e2e/serve-fresh.ts): the real server serving the built SPA (built first
 * when dist/ is missing) on a fresh temporary SQLite data folder with the demo data, in its own
 * process on 127.0.0.1, so its event loop does not share this process's.
 *
 * The write is a `fetch` from the staff page with the page's own session token and the headers of
 * the SPA's http client (src/lib/http.ts) — the form's request without typing into a dialog, so the
 * time is the request path's, not the test driver's. Every announcement is deleted again (and its
 * disappearance awaited) before the next write, so the resident's list stays demo-sized.
 *
 * Clocks: both pages run in one browser on one machine; times are `performance.timeOrigin +
 * performance.now()` (wall-clock ms) in each page, the server's publish time is the event's `at`.
 * "Paint" is the first animation frame after the DOM change (a MutationObserver, then
 * requestAnimationFrame); "painted" is the browser's own Element Timing renderTime of the new text,
 * which adds the frame's rendering and compositing. The baseline of the same run is the socket
 * frame's own next frame: what a page that painted the event's text at once would show.
 *
 * PAINT_WRITES (60), PAINT_WARMUP (5), PAINT_GAP_MS (250, pause after each write settles),
 * PAINT_PORT (8097), PAINT_LOG_LEVEL (info, as `npm start`), CHROMIUM_PATH (/usr/bin/chromium).
 */
import type { Browser } from 'playwright-core';
import { launchChromium, newBenchContext, signIn, startServer, stats, TOKEN_KEY } from './browser-harness';

const WRITES = Math.max(1, Number(process.env.PAINT_WRITES ?? 60));
const WARMUP = Math.max(0, Number(process.env.PAINT_WARMUP ?? 5));
const GAP_MS = Number(process.env.PAINT_GAP_MS ?? 250);
const PORT = Number(process.env.PAINT_PORT ?? 8097);
const BASE = `http://127.0.0.1:${PORT}`;
// the demo's building admin of Rezidence Vltava: the building manager role may not manage announcements
const WRITER = 'spravce@example.com';
const WATCHER = 'vlastnik@example.com';

/** What the watcher page reports for one write, as wall-clock ms (undefined: not seen). */
interface WatchTimes {
  /** the socket frame carrying the event arrived (before the SPA's own handler ran) */
  ws?: number;
  /** the first animation frame after that socket frame: the baseline */
  wsFrame?: number;
  /** the server's publish time (the event's `at`, ms resolution) */
  publishedAt?: number;
  /** the announcements GET that followed: request start and response end (Resource Timing) */
  getStart?: number;
  getEnd?: number;
  getCount: number;
  /** the new text entered the DOM (MutationObserver) */
  dom?: number;
  /** the next animation frame after the DOM change: ≈ the paint */
  paint?: number;
  /** the task after that frame: the main thread is free again */
  afterFrame?: number;
  /** Element Timing's renderTime of the new text: when the browser painted it */
  painted?: number;
}

interface Sample extends WatchTimes {
  t0: number;
  postEnd: number;
}

// ---- the watcher's instrumentation (runs in the page, before the app's own code) --------------

/** Installed with addInitScript: wraps WebSocket to time the event frame before socket.io parses it. */
function instrument(): void {
  type Probe = { marker: string | null; times: Record<string, number | undefined> };
  const w = window as unknown as { __paint: Probe; WebSocket: typeof WebSocket };
  const now = () => performance.timeOrigin + performance.now();
  w.__paint = { marker: null, times: {} };
  const Native = w.WebSocket;
  w.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      // registered before engine.io sets onmessage, so it runs first
      this.addEventListener('message', (e: MessageEvent) => {
        const probe = w.__paint;
        if (!probe.marker || typeof e.data !== 'string' || !e.data.includes(probe.marker) || probe.times.ws) return;
        probe.times.ws = now();
        try {
          const packet = JSON.parse(e.data.slice(e.data.indexOf('['))) as [string, { at?: string }];
          if (packet[1]?.at) probe.times.publishedAt = Date.parse(packet[1].at);
        } catch {
          /* not a socket.io event packet */
        }
        requestAnimationFrame(() => (probe.times.wsFrame = now()));
      });
    }
  };
}

/** Arms the watcher for one marker; `collected` resolves with the times once the text has been painted (or after 5 s). */
function arm(marker: string): void {
  type Probe = { marker: string | null; times: Record<string, number | undefined>; collected?: Promise<WatchTimes> };
  const probe = (window as unknown as { __paint: Probe }).__paint;
  const now = () => performance.timeOrigin + performance.now();
  probe.marker = marker;
  probe.times = {};
  performance.clearResourceTimings();
  probe.collected = new Promise((resolve) => {
    let settled = false;
    const since = () => probe.times.ws ?? 0;
    const gets = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\/v1\/buildings\/\d+\/announcements(\?|$)/.test(e.name))
        .map((e) => e as PerformanceResourceTiming)
        .filter((e) => performance.timeOrigin + e.startTime >= since() - 1);
    const finish = () => {
      if (settled) return;
      settled = true;
      observer.disconnect();
      painted.disconnect();
      clearTimeout(timer);
      probe.marker = null;
      // the refetch may still be under way when the change paints: its entry appears once it ends
      const started = now();
      const collect = () => {
        const found = gets();
        if (!found.length && now() - started < 3_000) return void setTimeout(collect, 20);
        resolve({
          ...probe.times,
          getStart: found[0] ? performance.timeOrigin + found[0].startTime : undefined,
          getEnd: found[0] ? performance.timeOrigin + found[0].responseEnd : undefined,
          getCount: found.length,
        });
      };
      collect();
    };
    // Element Timing: the browser's own time at which the marked text was painted (presented)
    const painted = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { identifier?: string; renderTime?: number })[]) {
        if (entry.identifier !== 'paint-bench' || !entry.renderTime || probe.times.painted) continue;
        probe.times.painted = performance.timeOrigin + entry.renderTime;
        if (probe.times.afterFrame) finish();
      }
    });
    painted.observe({ type: 'element', buffered: false });
    const observer = new MutationObserver((records) => {
      if (probe.times.dom) return;
      const added = records.flatMap((r) => [...r.addedNodes]).filter((n): n is Element => n instanceof Element && !!n.textContent?.includes(marker));
      const changed = records.some((r) => r.type === 'characterData' && r.target.textContent?.includes(marker));
      if (!added.length && !changed) return;
      probe.times.dom = now();
      // set before the frame paints them, so the text's paint is reported (an element timed must carry the attribute)
      for (const el of added) for (const e of [el, ...el.querySelectorAll('*')]) e.setAttribute('elementtiming', 'paint-bench');
      requestAnimationFrame(() => {
        probe.times.paint = now();
        // a message posted in the frame runs as the next task, after the frame was produced
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          probe.times.afterFrame = now();
          if (probe.times.painted || !added.length) finish();
          else setTimeout(finish, 1_000);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    const timer = setTimeout(finish, 5_000);
  });
}

// ---- the writer ---------------------------------------------------------------------------------

/** In the manager's page: the SPA's request for a new announcement (src/lib/http.ts headers). */
async function write(args: { buildingId: number; message: string; tokenKey: string }): Promise<{ t0: number; postEnd: number; id: number }> {
  const now = () => performance.timeOrigin + performance.now();
  const headers = {
    Accept: 'application/json',
    'X-Platform': 'web',
    'Accept-Language': document.documentElement.lang || 'cs',
    Authorization: `Bearer ${localStorage.getItem(args.tokenKey)}`,
    'Content-Type': 'application/json',
  };
  const t0 = now();
  const res = await fetch(`/v1/buildings/${args.buildingId}/announcements`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ message: args.message, type: 'general', importance: 'normal', validTo: null }),
  });
  const body = (await res.json()) as { announcement?: { id: number }; message?: string };
  const postEnd = now();
  if (!res.ok || !body.announcement) throw new Error(`POST answered ${res.status}: ${body.message ?? ''}`);
  return { t0, postEnd, id: body.announcement.id };
}

async function remove(args: { buildingId: number; id: number; tokenKey: string }): Promise<void> {
  await fetch(`/v1/buildings/${args.buildingId}/announcements/${args.id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${localStorage.getItem(args.tokenKey)}`, 'X-Platform': 'web' },
  });
}

// ---- the harness --------------------------------------------------------------------------------

function row(name: string, values: number[], total: number): string {
  if (!values.length) return `  ${name.padEnd(44)} not seen`;
  const s = stats(values);
  const f = (v: number) => v.toFixed(1).padStart(7);
  return `  ${name.padEnd(44)}${f(s.p50)}${f(s.p95)}${f(s.max)}${s.n < total ? `   (${s.n} of ${total})` : ''}`;
}

/** Per-sample differences b − a where both were seen. */
function span(samples: Sample[], a: (s: Sample) => number | undefined, b: (s: Sample) => number | undefined): number[] {
  return samples.flatMap((s) => {
    const x = a(s);
    const y = b(s);
    return x !== undefined && y !== undefined ? [y - x] : [];
  });
}

function report(samples: Sample[], lost: number): void {
  const n = samples.length;
  const painted = samples.filter((s) => s.paint !== undefined);
  console.log(`\nWrite → paint in another browser (Chromium ${browserVersion}, ${n} writes after ${WARMUP} warm-up, ${lost} never painted within 5 s)`);
  console.log(`  ${'ms from T0 (just before the POST)'.padEnd(44)}${'p50'.padStart(7)}${'p95'.padStart(7)}${'max'.padStart(7)}`);
  console.log(row('POST answered (writer)', span(samples, (s) => s.t0, (s) => s.postEnd), n));
  console.log(row('event published (server, ms resolution)', span(samples, (s) => s.t0, (s) => s.publishedAt), n));
  console.log(row('socket frame in the watcher', span(samples, (s) => s.t0, (s) => s.ws), n));
  console.log(row('refetch GET start', span(samples, (s) => s.t0, (s) => s.getStart), n));
  console.log(row('refetch GET end', span(samples, (s) => s.t0, (s) => s.getEnd), n));
  console.log(row('new text in the DOM', span(samples, (s) => s.t0, (s) => s.dom), n));
  console.log(row('PAINT: next frame after the DOM change', span(samples, (s) => s.t0, (s) => s.paint), n));
  console.log(row('painted (Element Timing renderTime)', span(samples, (s) => s.t0, (s) => s.painted), n));
  console.log(row('main thread free again (task after frame)', span(samples, (s) => s.t0, (s) => s.afterFrame), n));
  console.log(`  ${'steps'.padEnd(44)}`);
  console.log(row('socket frame → GET start (SPA to refetch)', span(samples, (s) => s.ws, (s) => s.getStart), n));
  console.log(row('GET start → end (server + network)', span(samples, (s) => s.getStart, (s) => s.getEnd), n));
  console.log(row('GET end → DOM (SWR + React render)', span(samples, (s) => s.getEnd, (s) => s.dom), n));
  console.log(row('DOM → next frame', span(samples, (s) => s.dom, (s) => s.paint), n));
  console.log(row('next frame → painted (Element Timing)', span(samples, (s) => s.paint, (s) => s.painted), n));
  const extraGets = samples.filter((s) => s.getCount > 1).length;
  console.log(`  announcement GETs per write: ${samples.reduce((a, s) => a + s.getCount, 0) / Math.max(1, n)} on average (${extraGets} writes with more than one)`);
  const base = stats(span(samples, (s) => s.t0, (s) => s.wsFrame));
  const paint = stats(span(painted, (s) => s.t0, (s) => s.paint));
  const seen = span(samples, (s) => s.t0, (s) => s.painted);
  console.log(
    `  baseline of this run, frame after the socket frame (event text painted at once): p50 ${base.p50.toFixed(1)} ms, p95 ${base.p95.toFixed(1)} ms`,
  );
  console.log(
    `  write → paint (next frame): p50 ${paint.p50.toFixed(1)} ms, p95 ${paint.p95.toFixed(1)} ms, max ${paint.max.toFixed(1)} ms ` +
      `= ${(paint.p50 / base.p50).toFixed(2)}× / ${(paint.p95 / base.p95).toFixed(2)}× the baseline (target p95 < 100 ms)`,
  );
  if (seen.length) {
    const s = stats(seen);
    console.log(`  write → painted (Element Timing): p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, max ${s.max.toFixed(1)} ms`);
  }
}

let browserVersion = '?';

async function run(): Promise<void> {
  const server = await startServer(PORT, process.env.PAINT_LOG_LEVEL ?? 'info');
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    browserVersion = browser.version();
    const watcherContext = await newBenchContext(browser);
    await watcherContext.addInitScript(instrument);
    const watcher = await signIn(watcherContext, BASE, WATCHER);
    const writer = await signIn(await newBenchContext(browser), BASE, WRITER);
    await watcher.getByRole('heading', { name: 'Oznámení', exact: true }).waitFor();

    const buildingId = await writer.evaluate(async (tokenKey) => {
      const res = await fetch('/v1/buildings', { headers: { Authorization: `Bearer ${localStorage.getItem(tokenKey)}` } });
      const { buildings } = (await res.json()) as { buildings: { id: number; code: string }[] };
      return buildings.find((b) => b.code === 'VLT')!.id;
    }, TOKEN_KEY);
    console.log(`watcher ${WATCHER} (visibility ${await watcher.evaluate(() => document.visibilityState)}), writer ${WRITER}, building ${buildingId}`);

    const samples: Sample[] = [];
    let lost = 0;
    const runId = Date.now().toString(36);
    for (let i = 0; i < WARMUP + WRITES; i++) {
      const message = `paint-bench-${runId}-${i}`;
      await watcher.evaluate(arm, message);
      const written = await writer.evaluate(write, { buildingId, message, tokenKey: TOKEN_KEY });
      const times = await watcher.evaluate(() => (window as unknown as { __paint: { collected: Promise<WatchTimes> } }).__paint.collected);
      if (i >= WARMUP) {
        if (times.paint === undefined) lost++;
        else samples.push({ ...times, t0: written.t0, postEnd: written.postEnd });
      }
      await writer.evaluate(remove, { buildingId, id: written.id, tokenKey: TOKEN_KEY });
      await watcher.waitForFunction((m) => !document.body.textContent?.includes(m), message, { timeout: 10_000 });
      await new Promise((r) => setTimeout(r, GAP_MS));
    }
    report(samples, lost);
  } finally {
    await browser?.close().catch(() => undefined);
    server.kill('SIGTERM');
  }
}

run().catch((err: unknown) => {
  console.error(`bench:paint could not run: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
