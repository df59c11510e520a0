import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  CloseEntryRequest,
  CollectMailRequest,
  CreateKeyLoanRequest,
  CreateMailRequest,
  CreateVisitorRequest,
  KeyLoanResponse,
  KeyLoansResponse,
  MailItemResponse,
  MailResponse,
  ReceptionEntryParams,
  ReceptionListQuery,
  VisitorResponse,
  VisitorsResponse,
} from '../../../contract/reception';
import { IdParam } from '../../../contract/common';
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
 * The reception desk (issue 15 §2; contract/reception.ts; README "Who sees what → Reception"):
 * visitors, mail and key loans of a building. Lists for the desk (reception:manage) and for a unit's
 * people (their units' entries only; 403 for a member with neither); records and closes for the desk.
 */
const receptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reception'];
  const deps = { db: app.db, bus: app.bus };
  const base = '/buildings/:id/reception';
  /** The building visible to the caller (404 otherwise), and who they are at its desk (403 for nobody there). */
  const viewerIn = async (req: FastifyRequest, buildingId: number) => {
    await requireBuilding(req, buildingId);
    return deskViewer(authOf(req).profile, buildingId);
  };
  // a close without a body (no content type) stands for `{}`: now, as the contract says
  const emptyIsNow = async (req: FastifyRequest) => {
    if (req.body == null && req.headers['content-type'] === undefined) req.body = {};
  };
  // the lists answer 403 to a member who neither keeps the desk nor has a unit
  const list = { config: { forbids: true } };
  const close = { config: { conflicts: true }, preValidation: emptyIsNow };

  app.get(`${base}/visitors`, { ...list, schema: { tags, params: IdParam, querystring: ReceptionListQuery, response: { 200: VisitorsResponse } } }, async (req) => {
    const viewer = await viewerIn(req, req.params.id);
    const page = await listEntries(app.db, REGISTERS.visitor, () => visitorQuery(app.db), viewer, req.query);
    return { visitors: page.rows.map(presentVisitor), next_cursor: page.next_cursor, can: { manage: viewer.manage } };
  });
  app.post(`${base}/visitors`, { schema: { tags, params: IdParam, body: CreateVisitorRequest, response: { 201: VisitorResponse } } }, async (req, reply) => {
    const id = await createVisitor(deps, await viewerIn(req, req.params.id), req.body);
    return reply.status(201).send({ visitor: await visitorById(app.db, req.params.id, id) });
  });
  app.post(
    `${base}/visitors/:entryId/check-out`,
    { ...close, schema: { tags, params: ReceptionEntryParams, body: CloseEntryRequest, response: { 200: VisitorResponse } } },
    async (req) => {
      await closeEntry(deps, await viewerIn(req, req.params.id), 'visitor', req.params.entryId, req.body);
      return { visitor: await visitorById(app.db, req.params.id, req.params.entryId) };
    },
  );

  app.get(`${base}/mail`, { ...list, schema: { tags, params: IdParam, querystring: ReceptionListQuery, response: { 200: MailResponse } } }, async (req) => {
    const viewer = await viewerIn(req, req.params.id);
    const page = await listEntries(app.db, REGISTERS.mail, () => mailQuery(app.db), viewer, req.query);
    return { mail: page.rows.map(presentMail), next_cursor: page.next_cursor, can: { manage: viewer.manage } };
  });
  app.post(`${base}/mail`, { schema: { tags, params: IdParam, body: CreateMailRequest, response: { 201: MailItemResponse } } }, async (req, reply) => {
    const id = await createMail(deps, await viewerIn(req, req.params.id), req.body);
    return reply.status(201).send({ mail: await mailById(app.db, req.params.id, id) });
  });
  app.post(
    `${base}/mail/:entryId/collect`,
    { ...close, schema: { tags, params: ReceptionEntryParams, body: CollectMailRequest, response: { 200: MailItemResponse } } },
    async (req) => {
      await closeEntry(deps, await viewerIn(req, req.params.id), 'mail', req.params.entryId, req.body);
      return { mail: await mailById(app.db, req.params.id, req.params.entryId) };
    },
  );

  app.get(`${base}/keys`, { ...list, schema: { tags, params: IdParam, querystring: ReceptionListQuery, response: { 200: KeyLoansResponse } } }, async (req) => {
    const viewer = await viewerIn(req, req.params.id);
    const page = await listEntries(app.db, REGISTERS.key, () => keyQuery(app.db), viewer, req.query);
    return { keys: page.rows.map(presentKey), next_cursor: page.next_cursor, can: { manage: viewer.manage } };
  });
  // 409: the key is lent out already
  app.post(
    `${base}/keys`,
    { config: { conflicts: true }, schema: { tags, params: IdParam, body: CreateKeyLoanRequest, response: { 201: KeyLoanResponse } } },
    async (req, reply) => {
      const id = await createKeyLoan(deps, await viewerIn(req, req.params.id), req.body);
      return reply.status(201).send({ key: await keyLoanById(app.db, req.params.id, id) });
    },
  );
  app.post(
    `${base}/keys/:entryId/return`,
    { ...close, schema: { tags, params: ReceptionEntryParams, body: CloseEntryRequest, response: { 200: KeyLoanResponse } } },
    async (req) => {
      await closeEntry(deps, await viewerIn(req, req.params.id), 'key', req.params.entryId, req.body);
      return { key: await keyLoanById(app.db, req.params.id, req.params.entryId) };
    },
  );
};

export default receptionRoutes;
