import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { killSpawned, root, spawnServer } from './spawned-server';

/**
 * `npm start` runs the compiled server (issue 27 §7): server/build.mjs bundles it into
 * dist-server/start.js, server/launch.mjs runs that with plain node. Everything read at run time
 * (migrations, locales, the demo files, the built SPA) must still be found from there.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-compiled-'));
afterAll(() => {
  // a failed assertion leaves no server behind
  killSpawned();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', { tags: ['sqlite'] }, () => {
  it('is what npm start runs, and starts without tsx on a new data folder: migrates, seeds, serves the API, the SPA and the locales', async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toBe('node server/launch.mjs');
    expect(pkg.scripts.build).toContain('node server/build.mjs');

    const build = spawnSync(process.execPath, ['server/build.mjs'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    const bundle = fs.readFileSync(path.join(root, 'dist-server/start.js'), 'utf8');
    // the project's code is inside, the packages stay imports
    expect(bundle).toContain('001_initial');
    expect(bundle).toMatch(/from "fastify"/);

    // NODE_OPTIONS could carry a loader in (vitest's own does not): the server must not need one
    const server = await spawnServer(['server/launch.mjs'], dataDir, { NODE_OPTIONS: '' });
    const { output, base } = server;
    // just built above: the launcher runs it as it is
    expect(output()).not.toContain('Building the server');
    expect(output()).toContain('admin@example.com');

    expect((await fetch(`${base}/v1/health`)).status).toBe(200);
    const login = await fetch(`${base}/v1/auth/login/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Domovnik2026' }),
    });
    expect(login.status).toBe(200);
    // locales/*.json went into the bundle
    const notFound = await fetch(`${base}/v1/no-such-route`, { headers: { 'accept-language': 'cs' } });
    expect(notFound.status).toBe(404);
    expect(((await notFound.json()) as { message: string }).message).not.toMatch(/^server\./);
    // the SPA is found from dist-server/ (dist/ at the project root)
    const page = await fetch(`${base}/login`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
