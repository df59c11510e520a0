import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FloorplanUploadFields } from '../../../contract/floorplans';
import * as routes from '../../../contract/routes/floorplans';
import { tableRoute } from '../../lib/route-table';
import { authOf } from '../../plugins/auth';
import { requireBuilding } from '../../access/guards';
import { forbidden, notFound } from '../../lib/http-error';
import { readMultipartForm } from '../../domain/files/multipart';
import { sendDownload } from '../../domain/files/download';
import { canManageFloorplans, visibleAccessLevels } from '../../domain/floorplans/access';
import { listFloorplans, toFloorplan } from '../../domain/floorplans/repository';
import { visibleFloorplan } from '../../domain/floorplans/visible';
import { acceptedKind, createFloorplan, deleteFloorplan, updateFloorplan } from '../../domain/floorplans/service';
import { parseMultipartFields } from '../multipart-fields';

const tags = ['floorplans'];

/**
 * Floor plans (spec 000 §7). Every route first requires the building (404 when unknown or not
 * visible); a plan whose access level the caller may not see is 404 too, in the list, on
 * download and on every write, so its existence never leaks. Writes need floorplan:manage.
 */
const floorplanRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The plan, visible to the caller, or 404. */
  async function visiblePlan(req: Parameters<typeof authOf>[0], buildingId: number, planId: number) {
    await requireBuilding(req, buildingId);
    return visibleFloorplan(app.db, authOf(req).profile, buildingId, planId);
  }

  app.route({
    ...(await tableRoute(routes.listFloorplans, tags)),
    handler: async (req) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      const levels = visibleAccessLevels(authOf(req).profile, buildingId);
      const rows = await listFloorplans(app.db, buildingId, levels, req.query.floor);
      return { floorplans: rows.map(toFloorplan) };
    },
  });

  const upload = await tableRoute(routes.uploadFloorplan, tags);
  app.route({
    ...upload,
    schema: {
      ...upload.schema,
      description: `Multipart: file (JPG, PNG, PDF or SVG by content; at most MAX_UPLOAD_MB, default 20 MB), floor (-5…100), name, description, type, access_level.`,
    },
    handler: async (req, reply) => {
      const buildingId = req.params.id;
      await requireBuilding(req, buildingId);
      const { profile, userId } = authOf(req);
      if (!canManageFloorplans(profile, buildingId)) throw forbidden();
      const form = await readMultipartForm(req, app.config.maxUploadBytes);
      const values = parseMultipartFields(FloorplanUploadFields, form.fields, req.lang);
      const kind = await acceptedKind(form.file);
      const row = await createFloorplan(app, buildingId, userId, values, form.file!, kind);
      return reply.status(201).send({ floorplan: toFloorplan(row) });
    },
  });

  app.route({
    ...(await tableRoute(routes.updateFloorplan, tags)),
    handler: async (req) => {
      const { id: buildingId, planId } = req.params;
      const row = await visiblePlan(req, buildingId, planId);
      if (!canManageFloorplans(authOf(req).profile, buildingId)) throw forbidden();
      return { floorplan: toFloorplan(await updateFloorplan(app, row, req.body)) };
    },
  });

  app.route({
    ...(await tableRoute(routes.deleteFloorplan, tags)),
    handler: async (req, reply) => {
      const { id: buildingId, planId } = req.params;
      const row = await visiblePlan(req, buildingId, planId);
      if (!canManageFloorplans(authOf(req).profile, buildingId)) throw forbidden();
      await deleteFloorplan(app, row);
      return reply.status(204).send(null);
    },
  });

  const download = await tableRoute(routes.downloadFloorplan, tags);
  app.route({
    ...download,
    schema: { ...download.schema, description: 'The plan as an attachment; SVG is served with nosniff and a sandboxing CSP so no script in it can run.' },
    handler: async (req, reply) => {
      const { id: buildingId, planId } = req.params;
      const row = await visiblePlan(req, buildingId, planId);
      if (!app.files.exists(row.file_path)) throw notFound('server.floorplans.file_missing');
      return sendDownload(reply, {
        stream: app.files.stream(row.file_path),
        filename: row.original_name,
        mimeType: row.mime_type,
        size: row.file_size,
      });
    },
  });
};

export default floorplanRoutes;
