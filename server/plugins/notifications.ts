import fp from 'fastify-plugin';
import { produceNotifications } from '../domain/notifications/produce';
import { dueNotificationMail } from '../domain/notifications/mail';

/** How often the e-mail worker looks for notifications to mail (the gap per user is in the rules). */
const MAIL_EVERY_MS = 30_000;

export interface NotificationWork {
  /** resolves once every event published so far has made its notifications (tests, shutdown) */
  settled(): Promise<void>;
  /** one round of the e-mail worker now; answers how many messages went out */
  mailRound(now?: Date): Promise<number>;
}

/**
 * Notifications (issue 15 §3): every bus event passes its rule, one after another in publishing
 * order, after the answer of the call that caused it. The e-mail worker runs on the instance that
 * does background work (ROLE worker or all), like retention; its claims make a second one harmless.
 */
export default fp(
  async (app) => {
    let chain: Promise<unknown> = Promise.resolve();
    const unsubscribe = app.bus.subscribe((addressed) => {
      if (addressed.event.type === 'notification.created') return;
      chain = chain
        .then(() => produceNotifications(app, addressed))
        .catch((err: unknown) => app.log.error({ err, type: addressed.event.type }, 'notifications could not be made'));
    });

    async function mailRound(now = new Date()): Promise<number> {
      const messages = await dueNotificationMail(app.db, now);
      for (const message of messages) await app.mail.mailer.send(message);
      return messages.length;
    }

    let timer: NodeJS.Timeout | null = null;
    let round: Promise<unknown> = Promise.resolve();
    if (app.config.role !== 'api') {
      timer = setInterval(() => {
        round = mailRound().catch((err: unknown) => app.log.error({ err }, 'notification e-mail round failed'));
      }, MAIL_EVERY_MS);
      timer.unref();
    }

    const work: NotificationWork = {
      async settled() {
        let seen: Promise<unknown> | undefined;
        while (seen !== chain) {
          seen = chain;
          await chain;
        }
      },
      mailRound,
    };
    app.decorate('notifications', work);
    app.addHook('onClose', async () => {
      unsubscribe();
      if (timer) clearInterval(timer);
      await work.settled();
      await round;
    });
  },
  { name: 'notifications', dependencies: ['bus', 'mail'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationWork;
  }
}
