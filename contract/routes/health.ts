/**
 * The load balancer's two questions (server/routes/v1/health.ts): readiness and liveness, without a
 * session. Hidden from the API documentation, so they declare no schemas.
 */
import { defineRoute } from '../route';

export const readiness = defineRoute({
  method: 'GET',
  path: '/health',
  facts: { public: true },
  schemas: async () => ({}),
});

export const liveness = defineRoute({
  method: 'GET',
  path: '/health/live',
  facts: { public: true },
  schemas: async () => ({}),
});
