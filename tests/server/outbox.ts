import fs from 'node:fs';
import path from 'node:path';

/** The messages written to `<dataDir>/outbox` (no SMTP in tests), oldest first. */
export function outboxFiles(dataDir: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => path.join(dir, f));
}

/**
 * A message as a reader sees it: its headers, then its body decoded from quoted-printable (how
 * nodemailer writes non-ASCII text), so tests can look for the Czech text and the link as written.
 */
export function readMail(file: string): string {
  const raw = fs.readFileSync(file, 'latin1');
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  let body = raw.slice(split + 4);
  if (/^content-transfer-encoding:\s*quoted-printable/im.test(head)) {
    body = body.replace(/=\r?\n/g, '');
    const bytes = Buffer.from(body.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    body = bytes.toString('utf8');
  } else body = Buffer.from(body, 'latin1').toString('utf8');
  return `${head}\r\n\r\n${body}`;
}

/** Waits for the n-th message to any address ending in `to` (mail is sent after the answer). */
export async function waitForMail(dataDir: string, to: string, count = 1, timeoutMs = 3000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = outboxFiles(dataDir).filter((f) => path.basename(f).includes(to));
    if (files.length >= count) return readMail(files[count - 1]);
    if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The token of the reset link in a message. */
export function tokenFromMail(mail: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return decodeURIComponent(match[1]);
}

export interface MailPart {
  headers: string;
  /** the decoded body (base64 and quoted-printable undone) */
  body: Buffer;
}

/** Decodes one MIME body by its Content-Transfer-Encoding. */
function decodeBody(headers: string, raw: string): Buffer {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(raw.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const soft = raw.replace(/=\r?\n/g, '');
    return Buffer.from(soft.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  }
  return Buffer.from(raw, 'latin1');
}

/**
 * The leaf parts of a multipart message (text, HTML, attachments), each with its own headers and
 * decoded body: enough for tests to look at an attached image without a MIME library.
 */
export function mailParts(file: string): MailPart[] {
  const walk = (raw: string): MailPart[] => {
    const split = raw.indexOf('\r\n\r\n');
    const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
    const body = raw.slice(split + 4);
    const boundary = /content-type:\s*multipart\/[^;]+;.*?boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
    if (!boundary) return [{ headers, body: decodeBody(headers, body) }];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => walk(part.replace(/^\r\n/, '')));
  };
  return walk(fs.readFileSync(file, 'latin1'));
}
