import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as routes from '../../../contract/routes/reception';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { deskViewer } from '../../domain/reception/viewer';
import { listEntries } from '../../domain/reception/list';
import { REGISTERS } from '../../domain/reception/registers';
import { createKeyLoan, createMail, createVisitor } from '../../domain/reception/create';
import { closeEntry } from '../../domain/reception/close';
import {
  keyLoanById,
  keyQuery,
  mailById,
  mailQuery,
  presentKey,
  presentMail,
  presentVisitor,
  visitorById,
  visitorQuery,
} from '../../domain/reception/present';

/**
 * The reception desk (issue 15 §2; contract/routes/reception.ts; README "Who sees what → Reception"):
 * visitors, mail and key loans of a building. Lists for the desk (reception:manage) and for a unit's
 * people (their units' entries only; 403 for a member with neither); records and closes for the desk.
 */
const receptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reception'];
  const deps = { db: app.db, bus: app.bus };
  /** The building visible to the caller (404 otherwise), and who they are at its desk (403 for nobody there). */
  const viewerIn = async (req: FastifyRequest, buildingId: number) => {
    await requireBuilding(req, buildingId);
    return deskViewer(authOf(req).profile, buildingId);
  };
  // a close without a body (no content type) stands for `{}`: now, as the contract says
  const emptyIsNow = async (req: FastifyRequest) => {
    if (req.body == null && req.headers['content-type'] === undefined) req.body = {};
  };

  app.route({
    ...(await tableRoute(routes.listVisitors, tags)),
    handler: async (req) => {
      const viewer = await viewerIn(req, req.params.id);
      const page = await listEntries(app.db, REGISTERS.visitor, () => visitorQuery(app.db), viewer, req.query);
      return { visitors: page.rows.map(presentVisitor), next_cursor: page.next_cursor, can: { manage: viewer.manage } };
    },
  });
  app.route({
    ...(await tableRoute(routes.recordVisitor, tags)),
    handler: async (req, reply) => {
      const id = await createVisitor(deps, await viewerIn(req, req.params.id), req.body);
      return reply.status(201).send({ visitor: await visitorById(app.db, req.params.id, id) });
    },
  });
  app.route({
    ...(await tableRoute(routes.checkOutVisitor, tags)),
    preValidation: emptyIsNow,
    handler: async (req) => {
      await closeEntry(deps, await viewerIn(req, req.params.id), 'visitor', req.params.entryId, req.body);
      return { visitor: await visitorById(app.db, req.params.id, req.params.entryId) };
    },
  });

  app.route({
    ...(await tableRoute(routes.listMail, tags)),
    handler: async (req) => {
      const viewer = await viewerIn(req, req.params.id);
      const page = await listEntries(app.db, REGISTERS.mail, () => mailQuery(app.db), viewer, req.query);
      return { mail: page.rows.map(presentMail), next_cursor: page.next_cursor, can: { manage: viewer.manage } };
    },
  });
  app.route({
    ...(await tableRoute(routes.recordMail, tags)),
    handler: async (req, reply) => {
      const id = await createMail(deps, await viewerIn(req, req.params.id), req.body);
      return reply.status(201).send({ mail: await mailById(app.db, req.params.id, id) });
    },
  });
  app.route({
    ...(await tableRoute(routes.collectMail, tags)),
    preValidation: emptyIsNow,
    handler: async (req) => {
      await closeEntry(deps, await viewerIn(req, req.params.id), 'mail', req.params.entryId, req.body);
      return { mail: await mailById(app.db, req.params.id, req.params.entryId) };
    },
  });

  app.route({
    ...(await tableRoute(routes.listKeys, tags)),
    handler: async (req) => {
      const viewer = await viewerIn(req, req.params.id);
      const page = await listEntries(app.db, REGISTERS.key, () => keyQuery(app.db), viewer, req.query);
      return { keys: page.rows.map(presentKey), next_cursor: page.next_cursor, can: { manage: viewer.manage } };
    },
  });
  app.route({
    ...(await tableRoute(routes.lendKey, tags)),
    handler: async (req, reply) => {
      const id = await createKeyLoan(deps, await viewerIn(req, req.params.id), req.body);
      return reply.status(201).send({ key: await keyLoanById(app.db, req.params.id, id) });
    },
  });
  app.route({
    ...(await tableRoute(routes.returnKey, tags)),
    preValidation: emptyIsNow,
    handler: async (req) => {
      await closeEntry(deps, await viewerIn(req, req.params.id), 'key', req.params.entryId, req.body);
      return { key: await keyLoanById(app.db, req.params.id, req.params.entryId) };
    },
  });
};

export default receptionRoutes;
