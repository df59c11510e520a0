import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A file-system-safe form of an address for the outbox file name. */
function safeName(address: string): string {
  return address.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 120);
}

/** RFC 5322-ish text so that a mail client can open the file; the body is plain UTF-8. */
function asEml(from: string, message: MailMessage, at: Date): string {
  const subject = `=?UTF-8?B?${Buffer.from(message.subject, 'utf8').toString('base64')}?=`;
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${subject}`,
    `Date: ${at.toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    message.text,
    '',
  ].join('\r\n');
}

/**
 * Writes the whole message under a temporary name and links it into place, so a reader never
 * sees half a message and nothing is overwritten: a second message to the same address in the
 * same millisecond becomes …-1.eml.
 */
async function writeNew(dir: string, base: string, content: string): Promise<string> {
  const tmp = path.join(dir, `.${base}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  await fs.writeFile(tmp, content, { encoding: 'utf8', mode: 0o600 });
  try {
    for (let n = 0; ; n++) {
      const file = path.join(dir, `${base}${n ? `-${n}` : ''}.eml`);
      try {
        await fs.link(tmp, file);
        return file;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || n > 100) throw e;
      }
    }
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * Outgoing mail. With SMTP_URL set it goes out through nodemailer; without it (the embedded
 * default, development, tests) each message is written to `<dataDir>/outbox/` and logged, so a
 * reset link can still be followed on a machine that has no mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const dir = path.join(config.dataDir, 'outbox');
  return {
    async send(message) {
      const at = new Date();
      await fs.mkdir(dir, { recursive: true });
      const stamp = at.toISOString().replace(/[:.]/g, '-');
      const file = await writeNew(dir, `${stamp}-${safeName(message.to)}`, asEml(config.mailFrom, message, at));
      log.info({ to: message.to, path: file }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => undefined,
  };
}
