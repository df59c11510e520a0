import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/users';
import { authOf } from '../../plugins/auth';
import { tableRoute } from '../../lib/route-table';
import { loadMe } from '../../domain/users/me';
import { updateMe } from '../../domain/users/update-me';
import { loadSettings, saveSettings } from '../../domain/users/settings';
import { createResetToken, resetPassword } from '../../domain/auth/password-reset';
import { nowIso } from '../../lib/time';
import { translate } from '../../lib/i18n';

const tags = ['users'];

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(routes.getMe, tags)),
    handler: async (req) => loadMe(app.db, authOf(req).profile),
  });

  app.route({
    ...(await tableRoute(routes.updateMe, tags)),
    handler: async (req) => {
      const { profile } = authOf(req);
      await updateMe(app.db, profile.userId, req.body, nowIso());
      return loadMe(app.db, profile);
    },
  });

  app.route({
    ...(await tableRoute(routes.getSettings, tags)),
    handler: async (req) => loadSettings(app.db, authOf(req).userId),
  });

  app.route({
    ...(await tableRoute(routes.updateSettings, tags)),
    handler: async (req) => saveSettings(app.db, authOf(req).userId, req.body),
  });

  app.route({
    ...(await tableRoute(routes.requestPasswordReset, tags)),
    handler: async (req) => {
      // The answer does not wait for the lookup, the token or the mail, so a known e-mail answers
      // exactly as fast as an unknown one (an SMTP round trip would otherwise give it away).
      // A failure is logged; the user can simply ask again.
      app.mail.later(() => createResetToken(app.db, req.body.email, app.config.publicUrl), req.log);
      return { message: translate(req.lang, 'server.auth.reset_sent') };
    },
  });

  app.route({
    ...(await tableRoute(routes.confirmPasswordReset, tags)),
    handler: async (req) => {
      await resetPassword(app, req.body.token, req.body.new_password, app.config.scryptN);
      return { message: translate(req.lang, 'server.auth.password_changed') };
    },
  });
};

export default userRoutes;
