import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from './harness';
import { DEMO_INVITATION_CODE, demoInvitationOpen } from '../../server/db/seed-demo';

// server/main.ts advertises the demo invitation at start-up only while this says it is open.
describe.each(ENGINES)('demo invitation at start-up (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('is open after seeding, closed once used and past its expiry', async () => {
    expect(await demoInvitationOpen(t.app.db)).toBe(true);
    expect(await demoInvitationOpen(t.app.db, new Date(Date.now() + 400 * 24 * 3600 * 1000))).toBe(false);

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { invitation_code: DEMO_INVITATION_CODE, email: 'pozvany@example.com', name: 'Pozvaný', phone: '+420 777 111 333', password: 'Heslo2026x' },
    });
    expect(res.statusCode).toBe(201);
    expect(await demoInvitationOpen(t.app.db)).toBe(false);
  });
});
