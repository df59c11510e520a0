import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParam } from '../../../contract/common';
import {
  DocumentCategoriesResponse,
  DocumentListQuery,
  DocumentListResponse,
  DocumentParams,
  DocumentPatch,
  DocumentResponse,
  DocumentUploadFields,
} from '../../../contract/documents';
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

/**
 * The documents library of a building (spec 000 §7 Documents). Access rule: domain/documents/access.ts.
 * Live events carry only the id: the building room includes residents who may not see a private
 * document, so its title never travels on the bus; clients refetch what they may see.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  app.get(
    '/buildings/:id/documents/categories',
    { schema: { tags, params: IdParam, response: { 200: DocumentCategoriesResponse } } },
    async (req) => {
      await requireBuilding(req, req.params.id);
      const rows = await listCategories(app.db);
      return { data: rows.map((c) => ({ id: c.id, name: categoryName(req.lang, c.name) ?? c.name })) };
    },
  );

  app.get(
    '/buildings/:id/documents',
    { schema: { tags, params: IdParam, querystring: DocumentListQuery, response: { 200: DocumentListResponse } } },
    async (req) => {
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
  );

  app.post(
    '/buildings/:id/documents',
    {
      config: { upload: DocumentUploadFields },
      schema: { tags, params: IdParam, consumes: ['multipart/form-data'], response: { 201: DocumentResponse } },
    },
    async (req, reply) => {
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
  );

  app.get(
    '/buildings/:id/documents/:docId',
    { schema: { tags, params: DocumentParams, produces: ['application/octet-stream'] } },
    async (req, reply) => {
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
  );

  app.patch(
    '/buildings/:id/documents/:docId',
    { schema: { tags, params: DocumentParams, body: DocumentPatch, response: { 200: DocumentResponse } } },
    async (req) => {
      const { id: buildingId, docId } = req.params;
      await requireBuilding(req, buildingId);
      const access = documentAccess(authOf(req).profile, buildingId);
      const doc = await updateDocument(app, buildingId, docId, access, req.lang, req.body);
      return { data: doc };
    },
  );

  app.delete(
    '/buildings/:id/documents/:docId',
    { schema: { tags, params: DocumentParams, response: { 204: z.null().describe('deleted') } } },
    async (req, reply) => {
      const { id: buildingId, docId } = req.params;
      await requireBuilding(req, buildingId);
      await deleteDocument(app, buildingId, docId, documentAccess(authOf(req).profile, buildingId));
      return reply.status(204).send(null);
    },
  );
};

export default documentRoutes;
