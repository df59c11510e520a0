import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './spawned-server';

/**
 * A redis-server of the test's own, on a free port, that the test may stop and start again on the
 * same port (the shared Redis of other tests is never touched). Nothing is saved to disk, so a
 * restart comes back empty, as a Redis without persistence does after a crash.
 */
export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGTERM, then waits until the process has exited */
  stop(): Promise<void>;
  /** starts it again on the same port (nothing when it runs) and waits until it answers PING */
  start(): Promise<void>;
  /** kills it whatever state it is in (afterAll) */
  kill(): void;
}

/** Sends one inline PING and answers whether +PONG came back within `ms`. */
function pings(port: number, ms = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export async function startPrivateRedis(deadlineMs = 10_000): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';
  const running = (proc: ChildProcess | null): proc is ChildProcess => proc !== null && proc.exitCode === null && proc.signalCode === null;

  const start = async () => {
    // a second server on the port would fail to bind while PING still answered from the first,
    // which would then be left running when the test ends
    if (running(child)) return;
    output = '';
    const proc = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout!.on('data', (d) => (output += d));
    proc.stderr!.on('data', (d) => (output += d));
    const until = Date.now() + deadlineMs;
    while (!(await pings(port))) {
      if (proc.exitCode !== null || Date.now() > until) throw new Error(`redis-server on port ${port} did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const proc = child;
    if (!running(proc)) return;
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    proc.kill('SIGTERM');
    await exited;
    child = null;
  };

  const kill = () => {
    if (running(child)) child.kill('SIGKILL');
  };
  // also when the test process ends without its afterAll (a worker killed on timeout)
  process.once('exit', kill);
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    kill,
  };
}
