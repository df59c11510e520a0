import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, type TestApp } from './harness';
import { DEMO_INVITATION_CODE, demoInvitationOpen } from '../../server/demo/seed';
import { welcomeLines } from '../../server/main';

describeEngines('start-up message', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('advertises the demo invitation only while it can still be used', async () => {
    expect(await demoInvitationOpen(t.app.db)).toBe(true);
    expect(welcomeLines(t.config, 'http://0.0.0.0:8080', true).join('\n')).toContain(`register?code=${DEMO_INVITATION_CODE}`);

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { invitation_code: DEMO_INVITATION_CODE, email: 'novy@example.com', name: 'Nový', phone: '123456789', password: 'Heslo2026' },
    });
    expect(res.statusCode).toBe(201);
    expect(await demoInvitationOpen(t.app.db)).toBe(false);
    const lines = welcomeLines(t.config, 'http://0.0.0.0:8080', false).join('\n');
    expect(lines).not.toContain(DEMO_INVITATION_CODE);
    expect(lines).toContain('Demo sign-ins');
  });
});
