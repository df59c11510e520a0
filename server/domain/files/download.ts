import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** RFC 6266 / RFC 5987: an ASCII fallback plus the exact UTF-8 name. */
export function contentDisposition(filename: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends stored bytes as a download that the browser can never run: attachment, nosniff, and
 * a sandboxing CSP (an SVG opened directly still cannot execute script).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { stream: Readable; filename: string; mimeType: string; size?: number },
) {
  reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', contentDisposition(file.filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('Cache-Control', 'private, no-store');
  if (file.size !== undefined) reply.header('Content-Length', String(file.size));
  return reply.send(file.stream);
}

/** Sends a CSV export (the audit log, the issues list) as a private attachment in UTF-8. */
export function sendCsv(reply: FastifyReply, filename: string, csv: Readable) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', contentDisposition(filename))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(csv);
}
