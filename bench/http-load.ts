/**
 * The HTTP side of the read bench: one autocannon setting for every measurement, and the two
 * ceilings each answer is compared with, both serving the captured bytes from memory on 127.0.0.1:
 * a bare `node:http` server (the physical ceiling of the issue) and a plain Fastify route (what the
 * framework alone costs).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export interface LoadSettings {
  connections: number;
  seconds: number;
  /** autocannon's own worker threads, so the load generator does not share the server's event loop */
  workers: number;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface Captured {
  body: Buffer;
  contentType: string;
}

export async function load(url: string, settings: LoadSettings, headers: Record<string, string> = {}, seconds = settings.seconds): Promise<LoadResult> {
  const r = await autocannon({
    url,
    connections: settings.connections,
    duration: seconds,
    workers: settings.workers,
    headers: { accept: 'application/json', ...headers },
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

export interface ReplayServer {
  /** the URL that answers with `captured` */
  url: string;
  close(): Promise<void>;
}

/** The same bytes from memory by node:http alone: content-type and content-length, nothing else. */
export async function bareNodeReplay(captured: Captured): Promise<ReplayServer> {
  const headers = { 'content-type': captured.contentType, 'content-length': String(captured.body.byteLength) };
  const server = http.createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(captured.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The same bytes from memory by a plain Fastify route: no database, session, hooks or serialiser. */
export async function fastifyReplay(captured: Captured): Promise<ReplayServer> {
  const app = Fastify({ logger: false });
  app.get('/', async (_req, reply) => reply.type(captured.contentType).send(captured.body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => app.close() };
}
