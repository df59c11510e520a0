import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The policy every answer carries. The built SPA (vite) loads only its own hashed module scripts
 * — no inline script, no eval — so script-src is 'self' alone. Images include data: (icons) and blob:
 * (previews of a file being uploaded); connect-src 'self' also covers the socket.io websocket on
 * the same origin. The swagger UI at /v1/docs sends its own policy (server/plugins/docs.ts) and a
 * floor-plan download its stricter one (server/domain/files/download.ts); both replace this one.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // react-hot-toast writes its styles into a <style> element (goober) and headlessui sets style
  // attributes: refused, toasts and dialogs lose their layout (the e2e test saw 18 violations on
  // the dashboard). Inline styles cannot run code, so styles alone allow them; scripts never do.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Security headers on every answer — API, SPA pages, static files, 404s and errors — chosen by
 * helmet, plus `Cache-Control: no-store` on API answers so that no browser or proxy
 * keeps a signed-in user's data. HSTS only when configured (HSTS_MAX_AGE), because it binds the
 * browser to HTTPS for the whole host and must not be sent by a server reached over plain HTTP.
 */
/**
 * The headers helmet writes for these options, worked out once. They depend on the configuration
 * only (no CSP nonces), and @fastify/helmet built a new helmet middleware on every request
 * (parsing the policy again: ~5% of a small answer's server time, issue 8), so the plugin is not
 * used; helmet itself still decides every header.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

export default fp(
  async (app) => {
    const hstsMaxAge = app.config.hstsMaxAge;
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: true } : false,
      // The SPA loads nothing cross-origin; the default would also refuse the socket.io upgrade's
      // fallback in old browsers for no gain.
      crossOriginEmbedderPolicy: false,
    });
    // onRequest: the headers are in place before any error or not-found answer; a route that needs
    // another policy (a file download, the docs viewer) replaces it with reply.header.
    app.addHook('onRequest', async (_req, reply) => {
      reply.headers(headers);
    });
    app.addHook('onSend', async (req, reply) => {
      // API answers that chose no caching of their own (the public building image does) are not stored.
      if (req.url.startsWith('/v1/') && !req.url.startsWith('/v1/docs') && !reply.hasHeader('cache-control')) {
        reply.header('Cache-Control', 'no-store');
      }
    });
  },
  { name: 'security' },
);
