/**
 * A request URL fit for a log line: secrets a link may carry are replaced by "[redacted]".
 * Query parameters by name (the reset link's `?token=`, the invitation's `code=` …); a path
 * segment that follows a segment naming a secret (`/token/<t>`); and any path segment that looks
 * like a generated token (long, letters and digits), wherever a future route puts one.
 */
const SECRET_NAMES = /^(token|code|access_token|refresh_token|password|secret|key|signature|sig)$/i;
// Fewer names for path segments: `/users/password/reset` is a route, not a secret.
const PATH_SECRET_NAMES = /^(token|code|secret|signature)$/i;
const TOKEN_LIKE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_%+=-]{24,}$/; // base64url or hex, no file name (no dot)
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q + 1);

  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    if (segments[i] === '') continue;
    if (PATH_SECRET_NAMES.test(decodeSafe(segments[i - 1])) || TOKEN_LIKE.test(segments[i])) segments[i] = REDACTED;
  }
  const safePath = segments.join('/');
  if (q === -1) return safePath;

  // Split by hand rather than URLSearchParams: it would re-encode the parts that stay, making the
  // log line differ from what the client sent.
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      return SECRET_NAMES.test(decodeSafe(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

function decodeSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
