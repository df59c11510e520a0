/**
 * Child process of the socket benches (write-path.ts, sensor-fanout.ts): holds N socket.io clients
 * signed in to the server and notes when each one receives each benchmark event. It runs apart from the server
 * so that parsing a thousand clients' frames does not take turns with the server on one event loop.
 *
 * Times are process.hrtime in ms: CLOCK_MONOTONIC, the same clock in every process on the machine,
 * so the parent's "just before the POST" and this process's "received" subtract directly.
 */
import { io, type Socket } from 'socket.io-client';
import type { ListenerCommand, ListenerReply } from './listener-protocol';
import { BENCH_MARK } from './listener-protocol';

const sockets: Socket[] = [];
/** message → receive times (one per listener that got it) */
const received = new Map<string, number[]>();
let target = 0;

const send = (msg: ListenerReply) => process.send?.(msg);
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function report(key: string) {
  send({ type: 'delivered', key, times: received.get(key) ?? [] });
  received.delete(key);
}

/**
 * The benchmark key an event carries: an announcement's message (write path) or the state of the
 * first reading of a sensor.readings round (sensor fan-out, sensor-fanout.ts); null for any other event.
 */
function benchKey(e: { type?: string; data?: { message?: unknown; readings?: Array<{ state?: unknown }> } }): string | null {
  const key = e.type === 'announcement.created' ? e.data?.message : e.type === 'sensor.readings' ? e.data?.readings?.[0]?.state : undefined;
  return typeof key === 'string' && key.startsWith(BENCH_MARK) ? key : null;
}

function onEvent(e: Parameters<typeof benchKey>[0]) {
  const t = nowMs();
  const key = benchKey(e);
  if (key === null) return;
  let times = received.get(key);
  if (!times) received.set(key, (times = []));
  times.push(t);
  if (times.length === target) report(key);
}

function connectOne(base: string, token: string): Promise<void> {
  const socket = io(base, { path: '/v1/socket.io', auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  socket.on('event', onEvent);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

/** Opens sockets until there are `total`, a batch at a time, so the handshakes do not all queue at once. */
async function grow(base: string, tokens: string[], total: number) {
  const started = performance.now();
  const batch = 50;
  while (sockets.length < total) {
    const first = sockets.length;
    const n = Math.min(batch, total - first);
    await Promise.all(Array.from({ length: n }, (_, i) => connectOne(base, tokens[(first + i) % tokens.length])));
  }
  target = total;
  send({ type: 'connected', listeners: sockets.length, seconds: (performance.now() - started) / 1000 });
}

process.on('message', (msg: ListenerCommand) => {
  if (msg.type === 'grow') {
    grow(msg.base, msg.tokens, msg.total).catch((err: unknown) => send({ type: 'error', message: err instanceof Error ? err.message : String(err) }));
  } else if (msg.type === 'flush') {
    report(msg.key);
  } else if (msg.type === 'stop') {
    for (const s of sockets) s.disconnect();
    process.disconnect?.();
  }
});
// the parent went away (crash, Ctrl-C): do not linger
process.on('disconnect', () => {
  for (const s of sockets) s.disconnect();
  process.exit(0);
});
