import fp from 'fastify-plugin';
import { EventBus } from '../lib/event-bus';

export default fp(
  async (app) => {
    app.decorate('bus', new EventBus());
  },
  { name: 'bus' },
);
