import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The browser-facing security headers on every answer — API, SPA pages, static files, errors and
 * 404s — through @fastify/helmet, which sets them in an onRequest hook so even a thrown error carries
 * them. A route may still set a stricter policy of its own: the file download replaces the CSP with
 * a sandboxing one (server/domain/files/download.ts) because it serves user-uploaded SVG.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          // Only the app's own bundles: the built index.html has no inline script (vite output),
          // and the API viewer at /v1/docs loads its scripts from /v1/docs/static too.
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          // React and the API viewer set style attributes; stylesheets themselves come from 'self'.
          'style-src': ["'self'", "'unsafe-inline'"],
          // data: for inline icons, blob: for previews of files chosen for upload or downloaded.
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          // 'self' covers the socket.io websocket on the same origin (ws: and wss: of it) in
          // current browsers (CSP Level 3).
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          // Would rewrite http: links to https:, so only where the site is HTTPS (HSTS on).
          ...(app.config.hsts ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      // Only where the site really is HTTPS; over plain HTTP a browser ignores it, but a mistaken
      // HSTS on a host later moved off TLS locks users out for a year, so it is opt-in.
      strictTransportSecurity: app.config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // Uploaded images and plans are shown by the app itself; the default 'same-origin' is right.
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });

    // A signed-in user's answers are theirs alone: no shared or browser cache may keep them.
    // Routes that already chose a policy (downloads) keep theirs.
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.url.startsWith('/v1/') && (req.auth || req.headers.authorization) && !reply.hasHeader('Cache-Control')) {
        reply.header('Cache-Control', 'no-store');
      }
      return payload;
    });
  },
  { name: 'security' },
);
