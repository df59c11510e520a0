/**
 * Child process of the fan-out bench (fanout.ts): holds N bare WebSocket clients that speak the
 * Engine.IO 4 / Socket.IO 5 protocol themselves (handshake with the token, pong to pings, nothing
 * else), and notes when each one receives each benchmark event. It speaks the same messages as
 * socket-listeners.ts (listener-protocol.ts).
 *
 * Why not socket.io-client: each socket.io-client socket costs tens of µs per frame in the listener
 * process (engine.io-client, the parser, JSON.parse, emitters). With 5,000 sockets on the two cores
 * the server also needs, that client-side work — which a real browser does for its one socket on its
 * own machine — would be most of what is measured. A frame here costs one `ws` parse and one
 * indexOf, so the figure is mostly the server's. FANOUT_CLIENT=socket.io runs socket-listeners.ts instead.
 *
 * Times are process.hrtime in ms (CLOCK_MONOTONIC, the parent's clock too).
 */
import WebSocket from 'ws';
import type { ListenerCommand, ListenerReply } from './listener-protocol';
import { BENCH_MARK } from './listener-protocol';

const sockets: WebSocket[] = [];
/** benchmark key → receive times (one per socket that got it) */
const received = new Map<string, number[]>();
let target = 0;

const send = (msg: ListenerReply) => process.send?.(msg);
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function report(key: string) {
  send({ type: 'delivered', key, times: received.get(key) ?? [] });
  received.delete(key);
}

// an `event` packet: Engine.IO message (4) carrying a Socket.IO EVENT (2) to the default namespace
const EVENT_PREFIX = '42["event",';
// the bench key is an announcement's message (write) or a sensor round's first state (sensor-fanout.ts)
const KEY_MARKERS = [`"message":"${BENCH_MARK}`, `"state":"${BENCH_MARK}`];

/** The benchmark key in a frame, found without parsing the JSON; null for any other frame. */
function benchKey(frame: string): string | null {
  if (!frame.startsWith(EVENT_PREFIX)) return null;
  for (const marker of KEY_MARKERS) {
    const at = frame.indexOf(marker);
    if (at < 0) continue;
    const start = at + marker.length - BENCH_MARK.length;
    return frame.slice(start, frame.indexOf('"', start));
  }
  return null;
}

function onFrame(frame: string) {
  const t = nowMs();
  const key = benchKey(frame);
  if (key === null) return;
  let times = received.get(key);
  if (!times) received.set(key, (times = []));
  times.push(t);
  if (times.length === target) report(key);
}

function connectOne(base: string, token: string): Promise<void> {
  const url = `${base.replace(/^http/, 'ws')}/v1/socket.io/?EIO=4&transport=websocket`;
  const ws = new WebSocket(url, { perMessageDeflate: false });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    let connected = false;
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (isBinary) return;
      const frame = data.toString();
      if (connected) {
        if (frame === '2') ws.send('3'); // ping → pong
        else onFrame(frame);
        return;
      }
      if (frame.startsWith('0')) ws.send(`40${JSON.stringify({ token })}`); // Engine.IO open → Socket.IO CONNECT with the token
      else if (frame.startsWith('40')) {
        connected = true;
        resolve();
      } else if (frame.startsWith('44')) reject(new Error(`connect refused: ${frame.slice(2)}`));
      else if (frame === '2') ws.send('3');
    });
    ws.on('error', (err) => reject(err));
    ws.on('close', () => {
      if (!connected) reject(new Error('closed during the handshake'));
    });
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

const closeAll = () => {
  for (const s of sockets) s.terminate();
};

process.on('message', (msg: ListenerCommand) => {
  if (msg.type === 'grow') {
    grow(msg.base, msg.tokens, msg.total).catch((err: unknown) => send({ type: 'error', message: err instanceof Error ? err.message : String(err) }));
  } else if (msg.type === 'flush') {
    report(msg.key);
  } else if (msg.type === 'stop') {
    closeAll();
    process.disconnect?.();
  }
});
// the parent went away (crash, Ctrl-C): do not linger
process.on('disconnect', () => {
  closeAll();
  process.exit(0);
});
