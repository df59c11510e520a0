import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as routes from '../../../contract/routes/admin';
import { authOf } from '../../plugins/auth';
import { tableRoute } from '../../lib/route-table';
import { adminScope } from '../../domain/admin/scope';
import { createInvitation, deleteInvitation, listInvitations } from '../../domain/admin/invitations';

const tags = ['admin'];

/** Invitations (issue 13 §1; spec 001 §7): the registration mail goes through the outbox or SMTP. */
const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (req: Parameters<typeof authOf>[0]) => adminScope(authOf(req).profile);

  app.route({
    ...(await tableRoute(routes.listInvitations, tags)),
    handler: async (req) => ({ data: { invitations: await listInvitations(app.db, scopeOf(req)) } }),
  });

  app.route({
    ...(await tableRoute(routes.createInvitation, tags)),
    handler: async (req, reply) => {
      const { invitation, mail } = await createInvitation(app.db, scopeOf(req), req.body, app.config.publicUrl);
      // stored first; a mail that cannot be sent is logged, and the invitation (with its code) stays listed
      app.mail.later(async () => mail, req.log);
      return reply.status(201).send(invitation);
    },
  });

  app.route({
    ...(await tableRoute(routes.deleteInvitation, tags)),
    handler: async (req) => {
      await deleteInvitation(app.db, scopeOf(req), req.params.id);
      return { status: 'success' as const };
    },
  });
};

export default adminInvitationRoutes;
