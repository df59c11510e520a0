import { afterAll, beforeAll, expect, it } from 'vitest';
import { prunePhotos } from '../../server/domain/parking/photo-retention';
import { recordPass } from '../../server/domain/parking/gate-service';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

const DAY = 24 * 3600_000;

/**
 * Gate photos past their retention go (issue 9 follow-up): the file is removed and the log row
 * keeps everything but its picture; newer photos and other rows are left alone, and a second round
 * finds nothing more to do.
 */
describeEngines('gate photo retention', (engine) => {
  let t: TestApp;
  let vlt: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
  });
  afterAll(async () => t?.close());

  const pass = (at: Date) =>
    recordPass({ db: t.app.db, bus: t.app.bus, files: t.app.files }, { buildingId: vlt, plate: 'RET1234', direction: 'forward', at: at.toISOString(), source: 'device' });

  const photoOf = (id: number) => t.app.db.selectFrom('gate_events').select(['photo_path', 'photo_mime', 'license_plate']).where('id', '=', id).executeTakeFirstOrThrow();

  it('removes the photos older than the cut-off, keeps the rest, and is done after one round', async () => {
    const now = Date.now();
    // older than any seeded pass, so only these fall before the cut-off
    const old = await Promise.all([pass(new Date(now - 400 * DAY)), pass(new Date(now - 390 * DAY))]);
    const recent = await pass(new Date(now - 1 * DAY));
    const oldPaths = await Promise.all(old.map(async (p) => (await photoOf(p.log.log_id)).photo_path!));
    for (const p of oldPaths) expect(t.app.files.exists(p)).toBe(true);

    const removed = await prunePhotos({ db: t.app.db, files: t.app.files }, new Date(now - 365 * DAY).toISOString());
    expect(removed).toBe(2);
    for (const p of oldPaths) expect(t.app.files.exists(p)).toBe(false);
    for (const p of old) expect(await photoOf(p.log.log_id)).toEqual({ photo_path: null, photo_mime: null, license_plate: 'RET1234' });
    const kept = await photoOf(recent.log.log_id);
    expect(kept.photo_path).not.toBeNull();
    expect(t.app.files.exists(kept.photo_path!)).toBe(true);

    expect(await prunePhotos({ db: t.app.db, files: t.app.files }, new Date(now - 365 * DAY).toISOString())).toBe(0);

    // the log still shows the pass, without a picture, and the picture route says so
    const headers = await t.as(USERS.globalAdmin);
    const log = await t.app.inject({ method: 'GET', url: `/v1/buildings/${vlt}/parking/access-logs/${old[0].log.log_id}/image`, headers });
    expect(log.statusCode).toBe(404);
    expect(log.json().message).toBeTruthy();
  });

  it('works through a backlog larger than one round', async () => {
    const now = Date.now();
    const count = 5;
    const made = [];
    for (let i = 0; i < count; i++) made.push(await pass(new Date(now - (500 + i) * DAY)));
    // rounds of two: 2 + 2 + 1, and every one of them goes
    expect(await prunePhotos({ db: t.app.db, files: t.app.files }, new Date(now - 450 * DAY).toISOString(), undefined, 2)).toBe(count);
    for (const p of made) expect((await photoOf(p.log.log_id)).photo_path).toBeNull();
  });
});
