import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './spawned-server';

/**
 * A throwaway PostgreSQL cluster of a test file's own (Debian's postgresql-common tools), for the
 * faults that cannot be done to the shared server: stopping it, freezing its processes. The shared
 * PostgreSQL and its port are never touched.
 *
 * Clusters are named `domovnik-test-<pid>-<random>`, set to `start.conf manual` (no boot starts
 * them) and dropped by `drop()`; one left behind by a test process that crashed is dropped by the
 * next `createPrivatePostgres` once that process is gone.
 */

const PREFIX = 'domovnik-test-';

/** the newest PostgreSQL server installed (/usr/lib/postgresql/<version>/bin/postgres), if any */
function serverVersion(): string | undefined {
  const dir = '/usr/lib/postgresql';
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir)
    .filter((v) => fs.existsSync(path.join(dir, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a))[0];
}

const onPath = (command: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && fs.existsSync(path.join(dir, command)));

/**
 * Whether this machine can make a private cluster: postgresql-common's tools, a server to run, and
 * root (pg_createcluster runs initdb as the postgres user, which only root may switch to).
 */
export const canCreatePrivatePostgres: boolean =
  process.platform === 'linux' && process.getuid?.() === 0 && onPath('pg_createcluster') && serverVersion() !== undefined;

export interface PrivatePostgres {
  port: number;
  /** a URL for one of its databases (trust authentication, user postgres) */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** stops the server: `fast` ends sessions cleanly, `immediate` as a crash would (recovery at start) */
  stop(mode: 'fast' | 'immediate'): void;
  /** starts it again; resolves once pg_ctlcluster says it runs */
  start(): Promise<void>;
  /** stops (SIGSTOP) the postmaster and every backend: the server neither answers nor refuses */
  freeze(): void;
  /** lets the frozen processes run again (SIGCONT) */
  thaw(): void;
  drop(): void;
}

/** a backend that ended between being listed and being signalled is no matter */
function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // ESRCH: gone
  }
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** a cluster's postmaster (first line of postmaster.pid) and its children, the postmaster first; none when it is down */
function processesOf(dataDir: string): number[] {
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return [];
  }
  let children: number[] = [];
  try {
    children = run('pgrep', ['-P', String(postmaster)]).split('\n').filter(Boolean).map(Number);
  } catch {
    // pgrep exits 1 when there are none
  }
  return [postmaster, ...children];
}

/** Clusters of test processes that no longer run (crashed, killed): harmless, but not kept. */
function dropLeftovers(version: string): void {
  for (const line of run('pg_lsclusters', ['-h']).split('\n')) {
    const [v, name, , , , dataDir] = line.trim().split(/\s+/);
    const owner = Number(new RegExp(`^${PREFIX}(\\d+)-`).exec(name ?? '')?.[1]);
    if (v !== version || !owner || owner === process.pid) continue;
    try {
      process.kill(owner, 0);
      continue; // its test process still runs
    } catch {
      // gone
    }
    // one left frozen would not stop
    for (const pid of processesOf(dataDir)) signal(pid, 'SIGCONT');
    try {
      run('pg_dropcluster', ['--stop', version, name]);
    } catch {
      // another process dropped it first
    }
  }
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const version = serverVersion()!;
  dropLeftovers(version);
  const name = `${PREFIX}${process.pid}-${crypto.randomBytes(3).toString('hex')}`;
  const port = await freePort();
  // fsync off: the faults here stop processes, never the machine, so what PostgreSQL has written
  // survives in the kernel's cache either way; synchronous_commit stays on, so a commit that was
  // acknowledged is in the write-ahead log (what "nothing acknowledged lost" relies on)
  run('pg_createcluster', [
    version,
    name,
    '-p',
    String(port),
    '--start-conf=manual',
    '-o',
    'fsync=off',
    '--',
    '--auth=trust',
    '--no-sync',
  ]);
  const dataDir = `/var/lib/postgresql/${version}/${name}`;
  const ctl = (...args: string[]) => run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, ...args]);
  try {
    ctl('start');
  } catch (err) {
    run('pg_dropcluster', ['--stop', version, name]);
    throw err;
  }
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;

  let frozen: number[] = [];
  const thaw = () => {
    for (const pid of [...frozen].reverse()) signal(pid, 'SIGCONT');
    frozen = [];
  };

  return {
    port,
    url,
    async createDatabase(database) {
      const admin = new pg.Client({ connectionString: url('postgres') });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${database}`);
      } finally {
        await admin.end();
      }
      return url(database);
    },
    stop: (mode) => void ctl('stop', '-m', mode),
    // not execFileSync: the test's app keeps serving (and answering 503) while the server starts
    start: () =>
      new Promise((resolve, reject) => {
        const child = spawn('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, 'start'], { stdio: 'ignore' });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctlcluster start exited ${code}`))));
      }),
    freeze() {
      // the postmaster first, so it forks no new backend while the others are being stopped
      frozen = processesOf(dataDir);
      for (const pid of frozen) signal(pid, 'SIGSTOP');
    },
    thaw,
    drop() {
      thaw(); // a stopped server does not stop
      run('pg_dropcluster', ['--stop', version, name]);
    },
  };
}
