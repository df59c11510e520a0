import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvitationCheckRequest, InvitationCheckResponse, LoginRequest, LoginResponse, MessageResponse, RegisterRequest } from '../../../contract/auth';
import { registerWithInvitation } from '../../domain/auth/register';
import { checkInvitation } from '../../domain/auth/invitation-status';
import { createSession, logout } from '../../domain/auth/sessions';
import { verifyPassword, hashPassword } from '../../domain/auth/password';
import { authOf } from '../../plugins/auth';
import { HttpError } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { translate } from '../../lib/i18n';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // A hash to verify against when the e-mail is unknown, so both answers take as long.
  const decoyHash = hashPassword('decoy-password-1', app.config.scryptN);

  app.post(
    '/auth/login/email',
    {
      config: { public: true, authLimit: 'login' },
      schema: { tags: ['auth'], body: LoginRequest, response: { 200: LoginResponse } },
    },
    async (req) => {
      const email = req.body.email.toLowerCase();
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'password_hash', 'is_active'])
        .where('email', '=', email)
        .executeTakeFirst();
      const ok = await verifyPassword(req.body.password, user?.password_hash ?? (await decoyHash));
      if (!user || !ok) throw new HttpError(400, 'server.auth.invalid_credentials');
      if (user.is_active !== 1) throw new HttpError(403, 'server.auth.inactive');
      const token = await createSession(
        app.db,
        user.id,
        { idleMinutes: app.config.sessionIdleMinutes, absoluteDays: app.config.sessionAbsoluteDays },
        { ip: req.ip, userAgent: req.headers['user-agent'] },
      );
      await app.db.updateTable('users').set({ last_login: nowIso() }).where('id', '=', user.id).execute();
      return { access_token: token, token_type: 'Bearer' as const };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { public: true, authLimit: 'register', conflicts: true },
      schema: { tags: ['auth'], body: RegisterRequest, response: { 201: MessageResponse } },
    },
    async (req, reply) => {
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
  );

  // The registration page asks before it shows its form (issue 29 §8a). Registration's limit: codes
  // cannot be tried here any faster than by registering (the limiter counts each route on its own).
  app.post(
    '/auth/invitations/check',
    {
      config: { public: true, authLimit: 'register' },
      schema: { tags: ['auth'], body: InvitationCheckRequest, response: { 200: InvitationCheckResponse } },
    },
    async (req) => ({ status: await checkInvitation(app.db, req.body.invitation_code, nowIso()) }),
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], response: { 200: MessageResponse } } },
    async (req) => {
      await logout(app, authOf(req).sessionId);
      return { message: translate(req.lang, 'server.auth.logged_out') };
    },
  );
};

export default authRoutes;
