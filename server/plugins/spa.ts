import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { translate } from '../lib/i18n';
import { PROJECT_ROOT } from '../lib/root';

export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');

/**
 * Serves the built SPA from dist/ and answers unknown non-API paths with index.html so that
 * client-side routes survive a reload. Unknown /v1 paths stay JSON 404s.
 */
export default fp(
  async (app) => {
    const hasBuild = app.config.serveSpa && fs.existsSync(path.join(DIST_DIR, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, { root: DIST_DIR, wildcard: false, index: false });
    }
    app.setNotFoundHandler((req, reply) => {
      // /metrics is for a scraper: without METRICS_TOKEN it does not exist, and says so in JSON
      // rather than handing Prometheus the SPA's page (plugins/metrics.ts)
      if (!hasBuild || req.url.startsWith('/v1') || req.url.split('?')[0] === '/metrics' || req.method !== 'GET') {
        return reply.status(404).send({ message: translate(req.lang, 'server.errors.route_not_found') });
      }
      // Hashed assets are immutable; index.html must never be cached so a deploy is picked up.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    });
    if (hasBuild) {
      app.addHook('onSend', async (req, reply) => {
        if (req.url.startsWith('/assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      });
    }
  },
  { name: 'spa' },
);
