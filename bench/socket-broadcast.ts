/**
 * Socket broadcast micro-benchmark: N socket.io clients (one bench user, one building room) on
 * 127.0.0.1, then E events published on the bus for that building, one every few milliseconds.
 * Prints delivered events/s and the publish → receive latency (p50, p99). Informational only.
 *
 * The clients run in this same process, so their parsing competes with the server's writes:
 * read the numbers as "this machine, both ends on it", and compare them between runs.
 */
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

export interface SocketBenchOptions {
  clients: number;
  events: number;
  /** pause between two publishes, ms */
  intervalMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function runSocketBench(
  app: FastifyInstance,
  base: string,
  token: string,
  buildingId: number,
  opts: SocketBenchOptions,
): Promise<void> {
  const sockets: Socket[] = [];
  const latencies: number[] = [];
  let received = 0;
  const sentAt: number[] = [];
  const expected = opts.clients * opts.events;
  let done: () => void = () => undefined;
  const allReceived = new Promise<void>((resolve) => (done = resolve));

  try {
    await Promise.all(
      Array.from({ length: opts.clients }, () => {
        const socket = connect(base, { path: '/v1/socket.io', auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
        sockets.push(socket);
        socket.on('event', (e: { type?: string; data?: { id?: number } }) => {
          const sent = typeof e.data?.id === 'number' ? sentAt[e.data.id] : undefined;
          if (e.type !== 'announcement.deleted' || sent === undefined) return;
          latencies.push(performance.now() - sent);
          if (++received === expected) done();
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (err) => reject(err));
        });
      }),
    );
    // give the server a moment to put every connection into its rooms
    await new Promise((r) => setTimeout(r, 300));

    const start = performance.now();
    for (let i = 0; i < opts.events; i++) {
      // a catalogue type with an id only; the id indexes the send time
      sentAt[i] = performance.now();
      app.bus.publish('announcement.deleted', buildingId, { id: i }, { members: true });
      await new Promise((r) => setTimeout(r, opts.intervalMs));
    }
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000));
    const outcome = await Promise.race([allReceived.then(() => 'ok' as const), timeout]);
    const seconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);

    console.log(`\nSocket broadcast: ${opts.clients} clients in one building room, ${opts.events} events, one every ${opts.intervalMs} ms`);
    console.log(
      `  delivered ${received} of ${expected} (${outcome === 'ok' ? 'all' : 'TIMED OUT after 15 s'}), ${(received / seconds).toFixed(0)} deliveries/s, ` +
        `latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${percentile(latencies, 100).toFixed(1)} ms`,
    );
  } catch (err) {
    console.log(`\nSocket broadcast: not measured (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    for (const s of sockets) s.disconnect();
  }
}
