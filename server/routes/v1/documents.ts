import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DocumentUploadFields } from '../../../contract/documents';
import * as routes from '../../../contract/routes/documents';
import { tableRoute } from '../../lib/route-table';
import { requireBuilding } from '../../access/guards';
import { authOf } from '../../plugins/auth';
import { forbidden, notFound } from '../../lib/http-error';
import { readMultipartForm } from '../../domain/files/multipart';
import { sendDownload } from '../../domain/files/download';
import { documentAccess } from '../../domain/documents/access';
import { mayUploadSomewhere } from '../../../contract/rules/documents';
import { categoryName } from '../../domain/documents/category-names';
import { listCategories, listDocuments } from '../../domain/documents/repository';
import { deleteDocument, toDocument, updateDocument, uploadDocument, visibleDocument } from '../../domain/documents/service';
import { parseMultipartFields } from '../multipart-fields';

const tags = ['documents'];

/**
 * The documents library of a building (spec 000 §7 Documents). Access rule: domain/documents/access.ts.
 * Live events carry only the id: the building room includes residents who may not see a private
 * document, so its title never travels on the bus; clients refetch what they may see.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...(await tableRoute(routes.listDocumentCategories, tags)),
    handler: async (req) => {
      await requireBuilding(req, req.params.id);
      const rows = await listCategories(app.db);
      return { data: rows.map((c) => ({ id: c.id, name: categoryName(req.lang, c.name) ?? c.name })) };
    },
  });

  app.route({
    ...(await tableRoute(routes.listDocuments, tags)),
    handler: async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      const access = documentAccess(authOf(req).profile, buildingId);
      const { page, per_page, ...filters } = req.query;
      const { rows, total } = await listDocuments(app.db, buildingId, access, filters, page, per_page);
      return {
        data: rows.map((r) => toDocument(r, access, req.lang)),
        meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  });

  app.route({
    ...(await tableRoute(routes.uploadDocument, tags)),
    handler: async (req, reply) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      const { profile, userId } = authOf(req);
      const access = documentAccess(profile, buildingId);
      // Refuse before reading a byte of the body when the caller may upload nowhere here.
      if (!mayUploadSomewhere(access)) throw forbidden('server.documents.forbidden');
      const form = await readMultipartForm(req, app.config.maxUploadBytes);
      const fields = parseMultipartFields(DocumentUploadFields, form.fields, req.lang);
      const doc = await uploadDocument(app, { buildingId, userId, access, lang: req.lang, fields, form });
      return reply.status(201).send({ data: doc });
    },
  });

  app.route({
    ...(await tableRoute(routes.downloadDocument, tags)),
    handler: async (req, reply) => {
      const { id: buildingId, docId } = req.params;
      await requireBuilding(req, buildingId);
      const row = await visibleDocument(app, buildingId, docId, documentAccess(authOf(req).profile, buildingId));
      if (!app.files.exists(row.file_path)) throw notFound('server.documents.file_missing');
      return sendDownload(reply, {
        stream: app.files.stream(row.file_path),
        filename: row.original_name,
        mimeType: row.mime_type,
        size: Number(row.file_size),
      });
    },
  });

  app.route({
    ...(await tableRoute(routes.updateDocument, tags)),
    handler: async (req) => {
      const { id: buildingId, docId } = req.params;
      await requireBuilding(req, buildingId);
      const access = documentAccess(authOf(req).profile, buildingId);
      return { data: await updateDocument(app, buildingId, docId, access, req.lang, req.body) };
    },
  });

  app.route({
    ...(await tableRoute(routes.deleteDocument, tags)),
    handler: async (req, reply) => {
      const { id: buildingId, docId } = req.params;
      await requireBuilding(req, buildingId);
      await deleteDocument(app, buildingId, docId, documentAccess(authOf(req).profile, buildingId));
      return reply.status(204).send(null);
    },
  });
};

export default documentRoutes;
