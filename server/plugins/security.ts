import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

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
 * Security headers on every answer — API, SPA pages, static files, 404s and errors — through
 * @fastify/helmet, plus `Cache-Control: no-store` on API answers so that no browser or proxy
 * keeps a signed-in user's data. HSTS only when configured (HSTS_MAX_AGE), because it binds the
 * browser to HTTPS for the whole host and must not be sent by a server reached over plain HTTP.
 */
export default fp(
  async (app) => {
    const hstsMaxAge = app.config.hstsMaxAge;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: hstsMaxAge > 0 ? { maxAge: hstsMaxAge, includeSubDomains: true } : false,
      // The SPA loads nothing cross-origin; the default would also refuse the socket.io upgrade's
      // fallback in old browsers for no gain.
      crossOriginEmbedderPolicy: false,
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
