import fp from 'fastify-plugin';
import { prunePhotos } from '../domain/parking/photo-retention';

/** How often the worker looks for photos past their time, and how soon after start it first does. */
const EVERY_MS = 3600_000;
const FIRST_AFTER_MS = 60_000;

/**
 * Keeps stored gate photos within GATE_PHOTO_RETENTION_DAYS (issue 9 follow-up): on the instance
 * that does background work (ROLE worker or all, like the simulator), hourly. The first round waits
 * a minute so start-up (migrations, seeding, the first requests) has the database to itself.
 */
export default fp(
  async (app) => {
    const days = app.config.gatePhotoRetentionDays;
    if (days === 0 || app.config.role === 'api') return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    let closed = false;
    const round = () => {
      const before = new Date(Date.now() - days * 24 * 3600_000).toISOString();
      running = prunePhotos({ db: app.db, files: app.files }, before, (err) => app.log.warn({ err }, 'gate photo could not be removed'))
        .then((n) => {
          if (n > 0) app.log.info({ removed: n, before }, 'gate photos past their retention removed');
        })
        .catch((err: unknown) => app.log.error({ err }, 'gate photo retention failed'))
        .finally(() => {
          if (!closed) timer = setTimeout(round, EVERY_MS).unref();
        });
    };
    app.addHook('onReady', async () => {
      timer = setTimeout(round, FIRST_AFTER_MS).unref();
    });
    app.addHook('preClose', async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['db', 'files'] },
);
