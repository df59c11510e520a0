import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines, createTestApp, USERS, type TestApp } from './harness';
import { outboxFiles, tokenFromMail, waitForMail } from './outbox';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { hashToken } from '../../server/domain/auth/tokens';

const SENT = 'Pokud účet s tímto e-mailem existuje, poslali jsme na něj odkaz pro obnovení hesla.';
const INVALID = 'Odkaz pro obnovení hesla je neplatný nebo vypršel';

describeEngines('password reset', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://domovnik.example.cz' });
  });
  afterAll(async () => t?.close());

  const request = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/v1/users/password/reset', headers, payload: { email } });
  const confirm = (token: string, new_password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/users/password/reset/confirm', payload: { token, new_password } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password } });
  const tokensOf = async (email: string) =>
    t.app.db
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .select(['password_reset_tokens.id', 'token_hash', 'expires_at', 'used_at', 'password_reset_tokens.created_at'])
      .where('users.email', '=', email)
      .execute();

  // first, while every demo password still works
  it.each(Object.entries(USERS))('is public: a %s caller gets the same answer', async (_kind, email) => {
    const res = await request('nikdo@example.com', await t.as(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const res = await request('nikdo@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    await t.app.mail.idle();
    expect(outboxFiles(t.config.dataDir).filter((f) => f.includes('nikdo'))).toEqual([]);
  });

  it('sends an inactive account nothing either', async () => {
    const res = await request('neaktivni@example.com');
    expect(res.json()).toEqual({ message: SENT });
    await t.app.mail.idle();
    expect(await tokensOf('neaktivni@example.com')).toEqual([]);
    expect(outboxFiles(t.config.dataDir).filter((f) => f.includes('neaktivni'))).toEqual([]);
  });

  it('mails a single-use link, stores only the hash, valid for one hour; the confirm sets the password and ends every session', async () => {
    const email = USERS.tenant;
    const oldHeaders = await t.as(email);
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: oldHeaders })).statusCode).toBe(200);

    const res = await request('NAJEMNIK@example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });

    const mail = await waitForMail(t.config.dataDir, email);
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toContain('https://domovnik.example.cz/reset-password?token=');
    expect(mail).toContain('Nové heslo nastavíte'); // Czech …
    expect(mail).toContain('Set a new password'); // … and English in one message
    const token = tokenFromMail(mail);

    const rows = await tokensOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(rows[0].token_hash).not.toContain(token);
    const lifetime = Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at);
    expect(lifetime).toBe(60 * 60 * 1000);

    // a weak password is refused and does not spend the token
    const weak = await confirm(token, 'kratke');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Heslo musí mít alespoň 8 znaků, alespoň 1 písmeno a 1 číslici');

    const ok = await confirm(token, 'NoveHeslo77');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Heslo bylo změněno' });

    // every earlier session is gone, the old password no longer works, the new one does
    expect((await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: oldHeaders })).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await login(email, 'NoveHeslo77')).statusCode).toBe(200);

    // single use
    const again = await confirm(token, 'JesteJine88');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVALID });
    expect((await login(email, 'JesteJine88')).statusCode).toBe(400);
  });

  it('refuses an expired token', async () => {
    const email = USERS.otherBuilding;
    await request(email);
    const token = tokenFromMail(await waitForMail(t.config.dataDir, email));
    await t.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const res = await confirm(token, 'NoveHeslo77');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID });
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('spends every outstanding token of the user when one is used', async () => {
    const email = USERS.manager;
    await request(email);
    await request(email);
    const first = tokenFromMail(await waitForMail(t.config.dataDir, email, 1));
    const second = tokenFromMail(await waitForMail(t.config.dataDir, email, 2));
    expect(first).not.toBe(second);
    expect((await confirm(second, 'NoveHeslo77')).statusCode).toBe(200);
    expect((await confirm(first, 'JesteJine88')).statusCode).toBe(400);
  });

  it('refuses a made-up token and names missing fields', async () => {
    expect((await confirm('made-up-token', 'NoveHeslo77')).json()).toEqual({ message: INVALID });
    const res = await t.app.inject({ method: 'POST', url: '/v1/users/password/reset/confirm', payload: { token: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('new_password');
    const noEmail = await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: {} });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toContain('email');
  });

  it('answers in English when asked', async () => {
    const res = await request('nikdo@example.com', { 'accept-language': 'en' });
    expect(res.json().message).toMatch(/reset/i);
  });
});

/** A minimal SMTP server that accepts every message and keeps its data. */
async function fakeSmtp(): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const net = await import('node:net');
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx;
      while ((idx = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 fake\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((r) => server.close(() => r())) };
}

describe('password reset through SMTP (SMTP_URL set)', () => {
  it('sends the link through the SMTP server instead of the outbox', async () => {
    const smtp = await fakeSmtp();
    const t = await createTestApp('sqlite', { smtpUrl: smtp.url, publicUrl: 'https://portal.example.cz' });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: USERS.owner } });
      expect(res.json()).toEqual({ message: SENT });
      await t.app.mail.idle();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('https://portal.example.cz/reset-password?token=');
      expect(outboxFiles(t.config.dataDir)).toEqual([]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('answers before the mail is sent: a mail server that never replies does not hold the answer', async () => {
    const net = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${port}` });
    try {
      // If the route waited for the mail this would never resolve (the server sends no greeting).
      const res = await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: USERS.owner } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: SENT });
      // the mail job is still waiting for the server; end it and let the failure be logged
      while (sockets.length === 0) await new Promise((r) => silent.once('connection', r));
      for (const socket of sockets) socket.destroy();
      await t.app.mail.idle();
      expect(outboxFiles(t.config.dataDir)).toEqual([]);
    } finally {
      await t.close();
      await new Promise((r) => silent.close(r));
    }
  });
});
