import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as routes from '../../../contract/routes/announcements';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import { managerOf } from '../../domain/announcements/access';
import { announcementFor, currentAnnouncements } from '../../domain/announcements/read';
import { createAnnouncement, deleteAnnouncement, updateAnnouncement, type Actor, type AnnouncementDeps } from '../../domain/announcements/service';

/** Building announcements (spec 000 §2 Dashboard, §7 Announcements): members read, managers write. */
const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['announcements'];
  const unknownAuthor = (req: FastifyRequest) => translate(req.lang, 'server.announcements.unknown_author');
  const deps = (req: FastifyRequest): AnnouncementDeps => ({ db: app.db, bus: app.bus, unknownAuthor: unknownAuthor(req) });

  /** Visible building (404) and the right to manage its announcements (403, recorded in the audit log). */
  async function requireManager(req: FastifyRequest, buildingId: number, action: 'create' | 'update' | 'delete', announcementId?: number): Promise<Actor> {
    await requireBuilding(req, buildingId);
    return managerOf(app.db, authOf(req).profile, buildingId, action, announcementId);
  }

  app.route({
    ...(await tableRoute(routes.listAnnouncements, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return { announcements: await currentAnnouncements(app.db, req.params.id, nowIso(), req.query.limit, unknownAuthor(req)) };
    },
  });

  app.route({
    ...(await tableRoute(routes.getAnnouncement, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      return { announcement: await announcementFor(app.db, authOf(req).profile, req.params.id, req.params.announcementId, nowIso(), unknownAuthor(req)) };
    },
  });

  app.route({
    ...(await tableRoute(routes.createAnnouncement, tags)),
    handler: async (req, reply) => {
      const actor = await requireManager(req, req.params.id, 'create');
      return reply.status(201).send({ announcement: await createAnnouncement(deps(req), actor, req.body) });
    },
  });

  // PUT replaces the announcement, PATCH changes only what is sent: one update either way
  for (const route of [routes.replaceAnnouncement, routes.patchAnnouncement] as const) {
    app.route({
      ...(await tableRoute(route, tags)),
      handler: async (req) => {
        const { id, announcementId } = req.params;
        const actor = await requireManager(req, id, 'update', announcementId);
        return { announcement: await updateAnnouncement(deps(req), actor, announcementId, req.body) };
      },
    });
  }

  app.route({
    ...(await tableRoute(routes.deleteAnnouncement, tags)),
    handler: async (req) => {
      const { id, announcementId } = req.params;
      const actor = await requireManager(req, id, 'delete', announcementId);
      await deleteAnnouncement(deps(req), actor, announcementId);
      return { status: 'success' as const };
    },
  });
};

export default announcementRoutes;
