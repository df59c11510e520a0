import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicPass } from '../../../contract/routes/qr';
import { isQrCode } from '../../../contract/rules/qr';
import { tableRoute } from '../../lib/route-table';
import { notFound } from '../../lib/http-error';
import { findPublicPass } from '../../domain/qr/public-pass';

/**
 * GET /qr-passes/{code}: one pass for its holder's phone (the SPA's /qr-access/{key}), without
 * signing in. The code is the pass's secret, so it is the only key: a malformed or unknown code is
 * a 404, tries are limited per address (plugins/rate-limit.ts), the access log leaves the code out
 * (plugins/access-log.ts) and nothing on the way may keep the answer.
 */
const qrPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(getPublicPass, ['qr'])),
    handler: async (req, reply) => {
      reply.header('cache-control', 'no-store');
      // no params schema (contract/routes/qr.ts): a malformed code is simply no pass
      const { code } = req.params as { code: string };
      if (!isQrCode(code)) throw notFound('server.qr.not_found');
      return { pass: await findPublicPass(app.db, code) };
    },
  });
};

export default qrPublicRoutes;
