import fp from 'fastify-plugin';

/**
 * Whether this instance is on its way down (SIGTERM/SIGINT, or any app.close()). The health route
 * reads `app.lifecycle.shuttingDown` and answers 503 from the first moment, so a load balancer takes
 * the instance out while its requests in flight still finish (server/main.ts, README "Shutdown").
 */
export interface Lifecycle {
  readonly shuttingDown: boolean;
  /** marks the instance as going down; main.ts calls it on the signal, before closing the app */
  beginShutdown(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

export default fp(
  async (app) => {
    let shuttingDown = false;
    const lifecycle: Lifecycle = {
      get shuttingDown() {
        return shuttingDown;
      },
      beginShutdown() {
        shuttingDown = true;
      },
    };
    app.decorate('lifecycle', lifecycle);
    // app.close() without a signal (tests, an embedding process) goes down the same way
    app.addHook('preClose', async () => lifecycle.beginShutdown());
  },
  { name: 'lifecycle' },
);
