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

/** Waits for the n-th message to any address ending in `to` (mail is sent after the answer). */
export async function waitForMail(dataDir: string, to: string, count = 1, timeoutMs = 3000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = outboxFiles(dataDir).filter((f) => path.basename(f).includes(to));
    if (files.length >= count) return fs.readFileSync(files[count - 1], 'utf8');
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
