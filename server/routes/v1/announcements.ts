import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AnnouncementInput,
  AnnouncementListQuery,
  AnnouncementListResponse,
  AnnouncementParams,
  AnnouncementPatch,
  AnnouncementResponse,
} from '../../../contract/announcements';
import { IdParam, OkResponse } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { can } from '../../access/engine';
import { forbidden, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import { findInBuilding, listCurrent, present } from '../../domain/announcements/repository';
import {
  createAnnouncement,
  deleteAnnouncement,
  recordDenied,
  updateAnnouncement,
  type Actor,
  type AnnouncementDeps,
} from '../../domain/announcements/service';
import { PERMISSION } from '../../../contract/rules/permissions';

const MANAGE = PERMISSION.announcementManage;

/** Building announcements (spec 000 §2 Dashboard, §7 Announcements): members read, managers write. */
const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (req: FastifyRequest): AnnouncementDeps => ({
    db: app.db,
    bus: app.bus,
    unknownAuthor: translate(req.lang, 'server.announcements.unknown_author'),
  });

  /** Visible building (404) and the right to manage its announcements (403, recorded in the audit log). */
  async function requireManager(
    req: FastifyRequest,
    buildingId: number,
    action: 'create' | 'update' | 'delete',
    announcementId?: number,
  ): Promise<Actor> {
    await requireBuilding(req, buildingId);
    const { profile } = authOf(req);
    const actor = { userId: profile.userId, buildingId };
    if (!can(profile, MANAGE, { buildingId })) {
      await recordDenied(app.db, actor, action, announcementId);
      throw forbidden();
    }
    return actor;
  }

  app.get(
    '/buildings/:id/announcements',
    {
      schema: {
        tags: ['announcements'],
        params: IdParam,
        querystring: AnnouncementListQuery,
        response: { 200: AnnouncementListResponse },
      },
    },
    async (req) => {
      await requireBuilding(req, req.params.id);
      const rows = await listCurrent(app.db, req.params.id, nowIso(), req.query.limit);
      const unknownAuthor = translate(req.lang, 'server.announcements.unknown_author');
      return { announcements: rows.map((r) => present(r, unknownAuthor)) };
    },
  );

  app.get(
    '/buildings/:id/announcements/:announcementId',
    { schema: { tags: ['announcements'], params: AnnouncementParams, response: { 200: AnnouncementResponse } } },
    async (req) => {
      await requireBuilding(req, req.params.id);
      const row = await findInBuilding(app.db, req.params.id, req.params.announcementId);
      // An expired announcement is gone from the list; by id only its managers still reach it.
      const expired = row?.valid_to != null && row.valid_to <= nowIso();
      if (!row || (expired && !can(authOf(req).profile, MANAGE, { buildingId: req.params.id }))) {
        throw notFound('server.announcements.not_found');
      }
      return { announcement: present(row, translate(req.lang, 'server.announcements.unknown_author')) };
    },
  );

  app.post(
    '/buildings/:id/announcements',
    {
      schema: {
        tags: ['announcements'],
        params: IdParam,
        body: AnnouncementInput,
        response: { 201: AnnouncementResponse },
      },
    },
    async (req, reply) => {
      const actor = await requireManager(req, req.params.id, 'create');
      const announcement = await createAnnouncement(deps(req), actor, req.body);
      return reply.status(201).send({ announcement });
    },
  );

  // PUT replaces the announcement (omitted type/importance/validTo fall back to their defaults)
  app.put(
    '/buildings/:id/announcements/:announcementId',
    {
      schema: {
        tags: ['announcements'],
        params: AnnouncementParams,
        body: AnnouncementInput,
        response: { 200: AnnouncementResponse },
      },
    },
    async (req) => {
      const { id, announcementId } = req.params;
      const actor = await requireManager(req, id, 'update', announcementId);
      return { announcement: await updateAnnouncement(deps(req), actor, announcementId, req.body) };
    },
  );

  // PATCH changes only the fields that are sent
  app.patch(
    '/buildings/:id/announcements/:announcementId',
    {
      schema: {
        tags: ['announcements'],
        params: AnnouncementParams,
        body: AnnouncementPatch,
        response: { 200: AnnouncementResponse },
      },
    },
    async (req) => {
      const { id, announcementId } = req.params;
      const actor = await requireManager(req, id, 'update', announcementId);
      return { announcement: await updateAnnouncement(deps(req), actor, announcementId, req.body) };
    },
  );

  app.delete(
    '/buildings/:id/announcements/:announcementId',
    { schema: { tags: ['announcements'], params: AnnouncementParams, response: { 200: OkResponse } } },
    async (req) => {
      const { id, announcementId } = req.params;
      const actor = await requireManager(req, id, 'delete', announcementId);
      await deleteAnnouncement(deps(req), actor, announcementId);
      return { status: 'success' as const };
    },
  );
};

export default announcementRoutes;
