import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/engine';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import inputRulesPlugin from './plugins/input-rules';
import dbPlugin from './plugins/db';
import busPlugin from './plugins/bus';
import authPlugin from './plugins/auth';
import livePlugin from './plugins/live';
import docsPlugin from './plugins/docs';
import filesPlugin from './plugins/files';
import spaPlugin from './plugins/spa';
import rateLimitPlugin from './plugins/rate-limit';
import mailPlugin from './plugins/mail';
import securityPlugin from './plugins/security';
import accessLogPlugin from './plugins/access-log';
import simulatorPlugin from './plugins/simulator';
import retentionPlugin from './plugins/retention';
import graphqlPlugin from './plugins/graphql';
import metricsPlugin from './plugins/metrics';
import { compiledSerializer } from './lib/serializer';
import authRoutes from './routes/v1/auth';
import userRoutes from './routes/v1/users';
import adminUserRoutes from './routes/v1/admin-users';
import adminInvitationRoutes from './routes/v1/admin-invitations';
import adminRoleRoutes from './routes/v1/admin-roles';
import adminMembershipRoutes from './routes/v1/admin-memberships';
import buildingInfoRoutes from './routes/v1/building-info';
import floorplanRoutes from './routes/v1/floorplans';
import unitRoutes from './routes/v1/units';
import documentRoutes from './routes/v1/documents';
import buildingRoutes from './routes/v1/buildings';
import announcementRoutes from './routes/v1/announcements';
import auditRoutes from './routes/v1/audit';
import proxyRoutes from './routes/v1/proxy';
import parkingVehicleRoutes from './routes/v1/parking-vehicles';
import parkingGateRoutes from './routes/v1/parking-gate';
import doorRoutes from './routes/v1/doors';
import fireAlarmRoutes from './routes/v1/fire-alarm';
import sensorRoutes from './routes/v1/sensors';
import qrPassRoutes from './routes/v1/qr-passes';
import qrPublicRoutes from './routes/v1/qr-public';
import qrDeviceRoutes from './routes/v1/qr-devices';
import issueActionRoutes from './routes/v1/issue-actions';
import issueRoutes from './routes/v1/issues';
import forumRoutes from './routes/v1/forum';
import cleaningRoutes from './routes/v1/cleaning';
import receptionRoutes from './routes/v1/reception';
import notificationRoutes from './routes/v1/notifications';
import notificationsPlugin from './plugins/notifications';
import graphqlRoutes from './routes/v1/graphql';
import healthRoutes from './routes/v1/health';

export interface BuildOptions {
  /** an already open database; tests pass one per engine */
  database?: Database;
  /** pino options; false silences logs (tests) */
  logger?: boolean | object;
  /**
   * also check every answer with zod and refuse one the compiled serializer would write otherwise
   * (lib/serializer.ts); on by default under vitest, which sets NODE_ENV=test
   */
  verifyAnswers?: boolean;
}

/** The whole server as one Fastify instance: `main.ts` listens with it, tests inject into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Sessions are bearer tokens; requests are short. Lets shutdown drain quickly.
    forceCloseConnections: 'idle',
    // A request arriving while the app closes is answered by plugins/lifecycle.ts (the app's own
    // `{ message }` in the caller's language, Retry-After), not Fastify's generic 503 body; the
    // health routes answer for themselves (503 naming 'shutdown').
    return503OnClosing: false,
    // A first start migrates and seeds inside plugin registration; give a busy machine time for it.
    pluginTimeout: 120_000,
    // Errors answered before the routes (bad URL, long path parameter, over-long request line or
    // headers) are `{ message }` in the caller's language too (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // One access-log line per answer, with secrets taken out of the URL (plugins/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // answers are written by serializers compiled from the zod response schemas (lib/serializer.ts)
  app.setSerializerCompiler(compiledSerializer({ verify: options.verifyAnswers ?? process.env.NODE_ENV === 'test' }));
  app.decorate('config', config);

  // security first: its onRequest hook only sets headers, so the drain's 503 (lifecycle, next)
  // carries them too
  await app.register(securityPlugin);
  await app.register(import('./plugins/lifecycle')); // app.lifecycle.shuttingDown (health reads it)
  await app.register(accessLogPlugin);
  await app.register(errorsPlugin);
  // strict bodies and empty query values as absent, for every route and the OpenAPI document alike
  await app.register(inputRulesPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(busPlugin);
  await app.register(authPlugin);
  await app.register(livePlugin);
  await app.register(filesPlugin);
  await app.register(docsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(simulatorPlugin);
  await app.register(retentionPlugin);
  await app.register(notificationsPlugin);
  await app.register(graphqlPlugin);
  // GET /metrics when METRICS_TOKEN is set; its duration hook sees every route, those above included
  await app.register(metricsPlugin);

  await app.register(
    async (v1) => {
      await v1.register(healthRoutes);
      await v1.register(authRoutes);
      await v1.register(userRoutes);
      await v1.register(adminUserRoutes);
      await v1.register(adminInvitationRoutes);
      await v1.register(adminRoleRoutes);
      await v1.register(adminMembershipRoutes);
      await v1.register(buildingInfoRoutes);
      await v1.register(floorplanRoutes);
      await v1.register(unitRoutes);
      await v1.register(documentRoutes);
      await v1.register(buildingRoutes);
      await v1.register(announcementRoutes);
      await v1.register(auditRoutes);
      await v1.register(proxyRoutes);
      await v1.register(parkingVehicleRoutes);
      await v1.register(parkingGateRoutes);
      await v1.register(doorRoutes);
      await v1.register(fireAlarmRoutes);
      await v1.register(sensorRoutes);
      await v1.register(qrPassRoutes);
      await v1.register(qrPublicRoutes);
      await v1.register(qrDeviceRoutes);
      await v1.register(issueActionRoutes);
      await v1.register(issueRoutes);
      await v1.register(forumRoutes);
      await v1.register(cleaningRoutes);
      await v1.register(receptionRoutes);
      await v1.register(notificationRoutes);
      await v1.register(graphqlRoutes);
    },
    { prefix: '/v1' },
  );

  await app.register(spaPlugin);
  return app;
}
