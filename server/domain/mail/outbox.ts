import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** set to show the attachment inline in the HTML part as <img src="cid:…"> */
  cid?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** an HTML alternative (e.g. with an inline image); the text part is always sent too */
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Where messages are written when no SMTP_URL is set (swept by domain/retention/mail-outbox.ts). */
export const outboxDir = (dataDir: string): string => path.join(dataDir, 'outbox');

/** A file-system-safe form of an address for the outbox file name. */
function safeName(address: string): string {
  return address.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 120);
}

/**
 * Writes the whole message under a temporary name and links it into place, so a reader never
 * sees half a message and nothing is overwritten: a second message to the same address in the
 * same millisecond becomes …-1.eml.
 */
async function writeNew(dir: string, base: string, content: Buffer): Promise<string> {
  const tmp = path.join(dir, `.${base}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  try {
    // inside the try: a disk that fills up mid-write leaves part of the message, which goes too
    await fs.writeFile(tmp, content, { mode: 0o600 });
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
 * Outgoing mail, built and sent by nodemailer. With SMTP_URL set it goes out through SMTP; without
 * it (the embedded default, development, tests) nodemailer's stream transport builds the very same
 * MIME message and it is written to `<dataDir>/outbox/` and logged, so a reset link can still be
 * followed on a machine that has no mail server (the .eml file opens in any mail client).
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const envelope = (message: MailMessage) => ({
    from: config.mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
  });
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = outboxDir(config.dataDir);
  return {
    async send(message) {
      const at = new Date();
      const built = await builder.sendMail({ ...envelope(message), date: at });
      await fs.mkdir(dir, { recursive: true });
      const stamp = at.toISOString().replace(/[:.]/g, '-');
      const file = await writeNew(dir, `${stamp}-${safeName(message.to)}`, built.message as Buffer);
      log.info({ to: message.to, path: file }, 'mail written to the outbox (no SMTP_URL set)');
    },
    close: () => builder.close(),
  };
}
