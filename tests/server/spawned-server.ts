import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** The project folder: spawned servers run from it. */
export const root = path.resolve(import.meta.dirname, '../..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Servers a file started, so its afterAll can kill whatever a failed test left running. */
export const spawned = new Set<ChildProcess>();
export function killSpawned(): void {
  for (const child of spawned) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

let spawnCount = 0;

/**
 * The real server as a process of its own (node with `args`, e.g. the tsx entry or the compiled
 * launcher) on SQLite in `dataDir`, on a free port, without the simulator; resolves once it listens.
 */
export async function spawnServer(args: string[], dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  // With REDIS_URL set (CI's real-clock run) every spawned server would otherwise count sign-ins in
  // the same Redis keys (`domovnik:rl:login:127.0.0.1`), so servers of other test files signing in
  // within the same minute could push one over the limit: each gets keys of its own.
  const redisPrefix = `spawned-${process.pid}-${++spawnCount}`;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SIMULATOR: 'false',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      REDIS_PREFIX: redisPrefix,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  spawned.add(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Domovník is running')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, exited, port, base: `http://127.0.0.1:${port}`, output: () => output };
}
