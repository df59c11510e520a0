import fp from 'fastify-plugin';
import { prunePhotos } from '../domain/parking/photo-retention';
import { sweepGateEvents } from '../domain/parking/event-retention';
import { pruneSensorReadings, sensorRetentionCutoff } from '../domain/sensors/retention';
import { outboxDir } from '../domain/mail/outbox';
import { sweepAudit } from '../domain/retention/audit';
import { sweepGatePassAudit } from '../domain/retention/audit-gate-passes';
import { sweepMailOutbox } from '../domain/retention/mail-outbox';
import { sweepNotifications } from '../domain/retention/notifications';
import { sweepReception } from '../domain/retention/reception';

/** How often the worker looks for data past its time, and how soon after start it first does. */
const EVERY_MS = 3600_000;
const FIRST_AFTER_MS = 60_000;

/**
 * Keeps stored history bounded, on the instance that does background work (ROLE worker or all,
 * like the simulator), hourly: gate photos within GATE_PHOTO_RETENTION_DAYS (issue 9 follow-up;
 * 0 keeps them), gate events within GATE_EVENT_RETENTION_DAYS (issue 28 §2; 0 keeps them), with the
 * audit rows of gate passes and access checks, sensor readings within SENSOR_READING_RETENTION_HOURS
 * (issue 12 §2), and (issue 28 §2) audit rows within AUDIT_RETENTION_DAYS (0, the default, keeps
 * them), read notifications within NOTIFICATION_RETENTION_DAYS, outbox messages within
 * MAIL_OUTBOX_RETENTION_DAYS and finished reception entries within RECEPTION_RETENTION_DAYS. Each kind
 * deletes in batches of at most 5,000 rows a statement and 100,000 a round (domain/retention/batches.ts),
 * so the board and the logs keep answering while a sweep runs. The first round waits a minute so
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
    /*
     * Between two batches a sweep gives the event loop a turn; once the server is closing it stops
     * there instead (what it deleted so far stays deleted, the next start's round carries on), so a
     * long first sweep does not hold up a shutdown.
     */
    const stopped = new Error('retention round stopped: the server is closing');
    const pause = () => (closed ? Promise.reject(stopped) : new Promise<void>((resolve) => setImmediate(resolve)));
    /** one kind's sweep, logged when it removed anything; its failure is logged and the round goes on */
    async function sweep(what: string, run: () => Promise<{ removed: number }>) {
      if (closed) return;
      try {
        const r = await run();
        if (r.removed > 0) app.log.info(r, `${what} past their retention removed`);
      } catch (err) {
        if (err === stopped) app.log.info(`${what}: retention round stopped for shutdown`);
        else app.log.error({ err }, `${what} retention failed`);
      }
    }
    const cfg = app.config;
    const fileError = (what: string) => (err: unknown) => app.log.warn({ err }, `${what} could not be removed`);
    const gatePassAudit = () => sweep('audit rows of gate passes', () => sweepGatePassAudit(app.db, new Date(), eventDays, { pause }));
    const audit = () => sweep('audit rows', () => sweepAudit(app.db, new Date(), cfg.auditRetentionDays, { pause }));
    const notifications = () => sweep('read notifications', () => sweepNotifications(app.db, new Date(), cfg.notificationRetentionDays, { pause }));
    const reception = () => sweep('finished reception entries', () => sweepReception(app.db, new Date(), cfg.receptionRetentionDays, { pause }));
    const mailOutbox = () =>
      sweep('outbox messages', () =>
        sweepMailOutbox(outboxDir(cfg.dataDir), new Date(), cfg.mailOutboxRetentionDays, { pause, onFileError: fileError('outbox message') }),
      );

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
        .then(gatePassAudit)
        .then(sensorReadings)
        .then(audit)
        .then(notifications)
        .then(reception)
        .then(mailOutbox)
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
