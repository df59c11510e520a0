import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/auth';
import { registerWithInvitation } from '../../domain/auth/register';
import { checkInvitation } from '../../domain/auth/invitation-status';
import { logout } from '../../domain/auth/sessions';
import { decoyHash, loginWithPassword, type LoginDeps } from '../../domain/auth/login';
import { authOf } from '../../plugins/auth';
import { tableRoute } from '../../lib/route-table';
import { nowIso } from '../../lib/time';
import { translate } from '../../lib/i18n';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const loginDeps: LoginDeps = {
    db: app.db,
    policy: { idleMinutes: app.config.sessionIdleMinutes, absoluteDays: app.config.sessionAbsoluteDays },
    decoy: decoyHash(app.config.scryptN),
  };

  app.route({
    ...(await tableRoute(routes.login, tags)),
    handler: async (req) => {
      const token = await loginWithPassword(loginDeps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }, nowIso());
      return { access_token: token, token_type: 'Bearer' as const };
    },
  });

  app.route({
    ...(await tableRoute(routes.register, tags)),
    handler: async (req, reply) => {
      await registerWithInvitation(
        app.db,
        {
          invitationCode: req.body.invitation_code,
          email: req.body.email,
          name: req.body.name,
          phone: req.body.phone,
          password: req.body.password,
          note: req.body.note,
        },
        app.config.scryptN,
      );
      return reply.status(201).send({ message: translate(req.lang, 'server.auth.registered') });
    },
  });

  app.route({
    ...(await tableRoute(routes.checkInvitation, tags)),
    handler: async (req) => ({ status: await checkInvitation(app.db, req.body.invitation_code, nowIso()) }),
  });

  app.route({
    ...(await tableRoute(routes.logout, tags)),
    handler: async (req) => {
      await logout(app, authOf(req).sessionId);
      return { message: translate(req.lang, 'server.auth.logged_out') };
    },
  });
};

export default authRoutes;
