import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer, type MailMessage, type Mailer } from '../domain/mail/outbox';

/**
 * Mail that is prepared after the answer has gone (a password reset must answer as fast for an
 * unknown address as for a known one). `idle()` resolves once everything on its way is sent or
 * has failed: shutdown waits for it, and tests wait for it before checking that nothing was sent.
 */
export interface MailQueue {
  mailer: Mailer;
  /** prepares (a null message: nothing to send) and sends in the background; a failure is logged */
  later(prepare: () => Promise<MailMessage | null | undefined>, log: FastifyBaseLogger): void;
  idle(): Promise<void>;
}

export default fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    const inFlight = new Set<Promise<void>>();
    const queue: MailQueue = {
      mailer,
      later(prepare, log) {
        // Started only after the answer has been written: with SQLite the lookup runs on this thread,
        // and a known address must not answer later than an unknown one (measured by
        // bench/password-reset-timing.ts).
        const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(prepare)
          .then((mail) => (mail ? mailer.send(mail) : undefined))
          .catch((err: unknown) => log.error({ err }, 'mail could not be prepared or sent'))
          .finally(() => inFlight.delete(job));
        inFlight.add(job);
      },
      async idle() {
        while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      },
    };
    app.decorate('mail', queue);
    app.addHook('onClose', async () => {
      await queue.idle();
      mailer.close();
    });
  },
  { name: 'mail' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailQueue;
  }
}
