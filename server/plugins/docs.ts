import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { withDocumentFacts, withRouteFacts } from './openapi-facts';

/**
 * OpenAPI generated from the same zod schemas that validate requests, completed from the routes'
 * facts (public, uploads, error statuses; see openapi-facts.ts); served at /v1/docs.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Domovník API', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
        security: [{ bearer: [] }],
      },
      transform: (input) => {
        const zodless = jsonSchemaTransform(input);
        return { ...zodless, schema: withRouteFacts(zodless.schema as never, input.route) as never };
      },
      transformObject: (d) => ('openapiObject' in d ? withDocumentFacts(d.openapiObject as never) : d.swaggerObject),
    });
    await app.register(swaggerUi, {
      routePrefix: '/v1/docs',
      // The UI's own policy replaces the app's (server/plugins/security.ts) on these pages only: it
      // writes a <style> element (allowed like the app's inline styles) and still may not be framed.
      staticCSP: true,
      transformStaticCSP: (csp) =>
        csp.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';"),
    });
  },
  { name: 'docs' },
);
