import fp from 'fastify-plugin';

/** Query parameters whose values are secrets: a password-reset token, an invitation code, a session token. */
const SECRET_PARAMS = new Set(['token', 'code', 'invitation_code', 'access_token', 'refresh_token', 'key', 'password', 'secret']);

/** Paths whose next segment is a secret: a QR pass's public page is named by the pass's code. */
const SECRET_PATH = /(\/qr-passes\/)[^/?#]+/;

/**
 * The URL as it may be written to a log: the value of every secret query parameter becomes
 * `[redacted]`, and so does the code in a QR pass's path (other path segments are ids).
 */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, '$1[redacted]');
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a name that is not valid percent-encoding is logged as it came
      }
      return eq !== -1 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/**
 * The access log: Fastify's own request logging (two lines per request, with the full URL) is
 * switched off in server/app.ts, and this writes one line per answer — method, redacted URL,
 * status, milliseconds — or only the failed ones, or none (LOG_REQUESTS).
 */
export default fp(
  async (app) => {
    const mode = app.config.logRequests;
    if (mode === 'off') return;
    app.addHook('onResponse', async (req, reply) => {
      if (mode === 'errors' && reply.statusCode < 400) return;
      req.log.info(
        { method: req.method, url: redactUrl(req.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'request',
      );
    });
  },
  { name: 'access-log' },
);
