import fp from 'fastify-plugin';
import { strictBody } from '../lib/strict-schema';

/**
 * Two rules of input every route follows alike (issue 30 §2; docs/api-conventions.md), kept here
 * once instead of in each schema:
 *
 * - A JSON body takes only the fields its schema names. zod's objects drop unknown fields by
 *   default, so `PATCH /users/me/settings {"theme":"dark","themes":"x"}` stored the theme and said
 *   nothing of the typo; each route's top-level body object is made strict as the route is added,
 *   so validation answers 400 naming the field ("Pole „themes“ není povoleno"), and the OpenAPI
 *   document (built from the same schemas, after this hook) says `additionalProperties: false`.
 * - An empty query value is no value: `?status=` is the same as no `status`, on every route (an
 *   HTML form or a spec client sends empty fields for "any"). The value is removed before
 *   validation, so no schema has to say so.
 *
 * Registered before the docs plugin and the routes: onRoute hooks see only routes added after them.
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const body = route.schema?.body;
      if (body) route.schema = { ...route.schema, body: strictBody(body) };
    });
    app.addHook('preValidation', async (req) => {
      const query = req.query as Record<string, unknown> | undefined;
      if (!query || typeof query !== 'object') return;
      for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
    });
  },
  { name: 'input-rules' },
);
