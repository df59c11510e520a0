import type { FastifyRequest } from 'fastify';
import { authOf } from '../plugins/auth';
import { forbidden, notFound } from '../lib/http-error';
import { can, canSeeBuilding } from './engine';
import type { AccessContext } from './profile';
import { findBuilding } from '../domain/buildings/find';

/**
 * The building must exist and be visible to the caller; otherwise 404, so that a building
 * the caller may not see is indistinguishable from one that does not exist.
 */
export async function requireBuilding(req: FastifyRequest, buildingId: number) {
  const auth = authOf(req);
  if (!canSeeBuilding(auth.profile, buildingId)) throw notFound('server.errors.building_not_found');
  const building = await findBuilding(req.server.db, buildingId);
  if (!building) throw notFound('server.errors.building_not_found');
  return building;
}

export function requirePermission(req: FastifyRequest, permission: string, ctx: AccessContext) {
  if (!can(authOf(req).profile, permission, ctx)) throw forbidden();
}

