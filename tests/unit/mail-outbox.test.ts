import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../server/domain/mail/outbox';
import { outboxFiles, readMail } from '../server/outbox';

describe('file outbox (no SMTP_URL)', () => {
  it('writes the MIME message nodemailer builds, one file per message, never overwriting', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'domovnik-mail-'));
    const mailer = createMailer({ dataDir, mailFrom: 'Domovník <no-reply@domovnik.local>' }, pino({ level: 'silent' }));
    const message = { to: 'jana@example.cz', subject: 'Obnovení hesla', text: 'Nové heslo nastavíte zde: https://x.cz/reset-password?token=abc=' };
    await mailer.send(message);
    await mailer.send(message);
    mailer.close();

    const files = outboxFiles(dataDir);
    expect(files).toHaveLength(2);
    expect(fs.statSync(files[0]).mode & 0o777).toBe(0o600);
    const raw = fs.readFileSync(files[0], 'latin1');
    expect(raw).toMatch(/^From: =\?UTF-8\?Q\?Domovn=C3=ADk\?= <no-reply@domovnik\.local>\r$/m);
    expect(raw).toMatch(/^To: jana@example\.cz\r$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?Q\?Obnoven=C3=AD_hesla\?=\r$/m);
    expect(raw).toMatch(/^Date: /m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8\r$/m);
    expect(raw).toMatch(/^MIME-Version: 1\.0\r$/m);
    expect(readMail(files[0])).toContain(message.text);
  });
});
