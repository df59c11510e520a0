import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateInvitationRequest, Invitation, InvitationListResponse } from '../../../contract/admin';
import { IdParam, OkResponse } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { adminScope } from '../../domain/admin/scope';
import { createInvitation, deleteInvitation, listInvitations } from '../../domain/admin/invitations';

/** Invitations (issue 13 §1; spec 001 §7): the registration mail goes through the outbox or SMTP. */
const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const scopeOf = (req: Parameters<typeof authOf>[0]) => adminScope(authOf(req).profile);

  app.get('/auth/invitations', { config: { forbids: true }, schema: { tags, response: { 200: InvitationListResponse } } }, async (req) => ({
    data: { invitations: await listInvitations(app.db, scopeOf(req)) },
  }));

  app.post(
    '/auth/invitations/create',
    { config: { forbids: true }, schema: { tags, body: CreateInvitationRequest, response: { 201: Invitation } } },
    async (req, reply) => {
      const { invitation, mail } = await createInvitation(app.db, scopeOf(req), req.body, app.config.publicUrl);
      // stored first; a mail that cannot be sent is logged, and the invitation (with its code) stays listed
      app.mail.later(async () => mail, req.log);
      return reply.status(201).send(invitation);
    },
  );

  app.delete(
    '/auth/invitations/:id',
    { config: { forbids: true, conflicts: true }, schema: { tags, params: IdParam, response: { 200: OkResponse } } },
    async (req) => {
      await deleteInvitation(app.db, scopeOf(req), req.params.id);
      return { status: 'success' as const };
    },
  );
};

export default adminInvitationRoutes;
