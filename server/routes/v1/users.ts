import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Me, UpdateMeRequest } from '../../../contract/users';
import { MessageResponse, PasswordResetConfirmRequest, PasswordResetRequest } from '../../../contract/auth';
import { UpdateSettingsRequest, UserSettings } from '../../../contract/settings';
import { authOf } from '../../plugins/auth';
import { loadMe } from '../../domain/users/me';
import { userSearchText } from '../../domain/users/search-text';
import { loadSettings, saveSettings } from '../../domain/users/settings';
import { createResetToken, resetPassword } from '../../domain/auth/password-reset';
import { nowIso } from '../../lib/time';
import { translate } from '../../lib/i18n';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/me', { schema: { tags: ['users'], response: { 200: Me } } }, async (req) => {
    return loadMe(app.db, authOf(req).profile);
  });

  app.patch(
    '/users/me',
    { schema: { tags: ['users'], body: UpdateMeRequest, response: { 200: Me } } },
    async (req) => {
      const { profile } = authOf(req);
      const { email } = await app.db.selectFrom('users').select('email').where('id', '=', profile.userId).executeTakeFirstOrThrow();
      await app.db
        .updateTable('users')
        .set({ name: req.body.name, search_text: userSearchText(req.body.name, email), phone: req.body.phone?.trim() || null, updated_at: nowIso() })
        .where('id', '=', profile.userId)
        .execute();
      return loadMe(app.db, profile);
    },
  );

  app.get('/users/me/settings', { schema: { tags: ['users'], response: { 200: UserSettings } } }, async (req) => {
    return loadSettings(app.db, authOf(req).userId);
  });

  app.patch(
    '/users/me/settings',
    { schema: { tags: ['users'], body: UpdateSettingsRequest, response: { 200: UserSettings } } },
    async (req) => saveSettings(app.db, authOf(req).userId, req.body),
  );

  app.post(
    '/users/password/reset',
    {
      config: { public: true, authLimit: 'password_reset' },
      schema: { tags: ['users'], body: PasswordResetRequest, response: { 200: MessageResponse } },
    },
    async (req) => {
      // The answer does not wait for the lookup, the token or the mail, so a known e-mail answers
      // exactly as fast as an unknown one (an SMTP round trip would otherwise give it away).
      // A failure is logged; the user can simply ask again.
      app.mail.later(() => createResetToken(app.db, req.body.email, app.config.publicUrl), req.log);
      return { message: translate(req.lang, 'server.auth.reset_sent') };
    },
  );

  app.post(
    '/users/password/reset/confirm',
    {
      config: { public: true, authLimit: 'password_reset_confirm' },
      schema: { tags: ['users'], body: PasswordResetConfirmRequest, response: { 200: MessageResponse } },
    },
    async (req) => {
      await resetPassword(app, req.body.token, req.body.new_password, app.config.scryptN);
      return { message: translate(req.lang, 'server.auth.password_changed') };
    },
  );
};

export default userRoutes;
