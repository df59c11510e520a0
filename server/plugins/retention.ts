import fp from 'fastify-plugin';
import { prunePhotos } from '../domain/parking/photo-retention';
import { sweepGateEvents } from '../domain/parking/event-retention';
import { pruneSensorReadings, sensorRetentionCutoff } from '../domain/sensors/retention';

/** How often the worker looks for data past its time, and how soon after start it first does. */
const EVERY_MS = 3600_000;
const FIRST_AFTER_MS = 60_000;

/**
 * Keeps stored history bounded, on the instance that does background work (ROLE worker or all,
 * like the simulator), hourly: gate photos within GATE_PHOTO_RETENTION_DAYS (issue 9 follow-up;
 * 0 keeps them), gate events within GATE_EVENT_RETENTION_DAYS (issue 28 §2; 0 keeps them) and sensor
 * readings within SENSOR_READING_RETENTION_HOURS (issue 12 §2). The first round waits a minute so
 * start-up (migrations, seeding, the first requests) has the database to itself.
 */
export default fp(
  async (app) => {
    const days = app.config.gatePhotoRetentionDays;
    const eventDays = app.config.gateEventRetentionDays;
    if (app.config.role === 'api') return;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<unknown> = Promise.resolve();
    let closed = false;

    async function photos() {
      if (days === 0) return;
      const before = new Date(Date.now() - days * 24 * 3600_000).toISOString();
      try {
        const n = await prunePhotos({ db: app.db, files: app.files }, before, (err) => app.log.warn({ err }, 'gate photo could not be removed'));
        if (n > 0) app.log.info({ removed: n, before }, 'gate photos past their retention removed');
      } catch (err) {
        app.log.error({ err }, 'gate photo retention failed');
      }
    }
    async function gateEvents() {
      try {
        const r = await sweepGateEvents({ db: app.db, files: app.files }, new Date(), eventDays, {
          onFileError: (err) => app.log.warn({ err }, 'gate photo of a deleted event could not be removed'),
        });
        if (r.removed > 0) app.log.info(r, 'gate events past their retention removed');
      } catch (err) {
        app.log.error({ err }, 'gate event retention failed');
      }
    }
    async function sensorReadings() {
      const before = sensorRetentionCutoff();
      try {
        const n = await pruneSensorReadings(app.db, before);
        if (n > 0) app.log.info({ removed: n, before: new Date(before * 1000).toISOString() }, 'sensor readings past their retention removed');
      } catch (err) {
        app.log.error({ err }, 'sensor reading retention failed');
      }
    }

    const round = () => {
      // one kind's failure does not keep the others from their round
      running = photos()
        .then(gateEvents)
        .then(sensorReadings)
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
