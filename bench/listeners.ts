/**
 * The socket listeners' child process (socket-listeners.ts) as the benches drive it: the write path
 * (write-path.ts, announcements) and the sensor fan-out (sensor-fanout.ts, sensor.readings).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ListenerCommand, ListenerReply } from './listener-protocol';

/** process.hrtime in ms: CLOCK_MONOTONIC, the listener process's clock too (socket-listeners.ts) */
export const nowMs = () => Number(process.hrtime.bigint()) / 1e6;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The listener child process (socket-listeners.ts) seen from the bench: commands out, replies awaited. */
export class Listeners {
  private child: ChildProcess;
  private waiters: Array<(msg: ListenerReply) => boolean> = [];
  private failure: Error | null = null;

  /** `script`: the listener process to run, beside this file (socket-listeners.ts, or fanout-listeners.ts for bare WebSocket clients) */
  constructor(script = './socket-listeners.ts') {
    this.child = fork(fileURLToPath(new URL(script, import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (msg: ListenerReply) => {
      if (msg.type === 'error') this.failure = new Error(`listener process: ${msg.message}`);
      this.waiters = this.waiters.filter((w) => !w(msg));
    });
    this.child.on('exit', (code) => {
      this.failure ??= new Error(`listener process exited (${code})`);
      for (const w of this.waiters) w({ type: 'error', message: this.failure.message });
      this.waiters = [];
    });
  }

  send(cmd: ListenerCommand) {
    if (this.failure) throw this.failure;
    this.child.send(cmd);
  }

  /** The next reply that `pick` accepts; undefined after `ms`. */
  next<T>(pick: (msg: ListenerReply) => T | undefined, ms: number): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve(undefined);
      }, ms);
      const waiter = (msg: ListenerReply) => {
        if (msg.type === 'error') {
          clearTimeout(timer);
          reject(new Error(msg.message));
          return true;
        }
        const value = pick(msg);
        if (value === undefined) return false;
        clearTimeout(timer);
        resolve(value);
        return true;
      };
      this.waiters.push(waiter);
    });
  }

  /** Opens sockets (spread over `tokens`) until there are `total`: the seconds it took. */
  async grow(base: string, tokens: string[], total: number): Promise<number> {
    const connected = this.next((m) => (m.type === 'connected' ? m : undefined), 120_000);
    this.send({ type: 'grow', base, tokens, total });
    const c = await connected;
    if (!c) throw new Error(`could not open ${total} sockets within 120 s`);
    // a moment for the last handshakes' room joins to settle
    await sleep(200);
    return c.seconds;
  }

  async stop() {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    if (this.child.connected) this.child.send({ type: 'stop' } satisfies ListenerCommand);
    await Promise.race([exited, sleep(3000)]);
    if (this.child.exitCode === null) this.child.kill();
  }
}
