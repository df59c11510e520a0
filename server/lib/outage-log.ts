/** What an outage log writes to: Fastify's logger fits. */
export interface OutageLogger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

export interface OutageLog {
  /** a failure: logged (warn) only when it starts an outage */
  down(err?: unknown): void;
  /** an answer: logged (info) only when it ends an outage */
  up(): void;
  readonly isDown: boolean;
}

/**
 * Logs an outage of a service once when it starts and once when it ends, however many requests
 * fail in between: while Redis is away every sign-in would otherwise log the same thing again.
 */
export function createOutageLog(log: OutageLogger, messages: { down: string; up: string }): OutageLog {
  let isDown = false;
  return {
    down(err) {
      if (isDown) return;
      isDown = true;
      log.warn({ err }, messages.down);
    },
    up() {
      if (!isDown) return;
      isDown = false;
      log.info(messages.up);
    },
    get isDown() {
      return isDown;
    },
  };
}
