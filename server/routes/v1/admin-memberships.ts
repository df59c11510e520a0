import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MembershipBuildingParams,
  MembershipUnitParams,
  MembershipsResponse,
  SetBuildingMembershipRequest,
  SetUnitMembershipRequest,
  UserIdParam,
} from '../../../contract/admin';
import { OkResponse } from '../../../contract/common';
import { authOf } from '../../plugins/auth';
import { adminScope } from '../../domain/admin/scope';
import {
  removeBuildingMembership,
  removeUnitMembership,
  setBuildingMembership,
  setUnitMembership,
  userMemberships,
} from '../../domain/admin/memberships';

/** A user's building roles and unit accesses (README "Who sees what → Administration"): read, set, end. */
const adminMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  const scopeOf = (req: Parameters<typeof authOf>[0]) => adminScope(authOf(req).profile);
  const deps = { db: app.db, bus: app.bus };
  const ok = { status: 'success' as const };

  app.get('/users/:id/memberships', { config: { forbids: true }, schema: { tags, params: UserIdParam, response: { 200: MembershipsResponse } } }, async (req) =>
    userMemberships(app.db, scopeOf(req), req.params.id),
  );

  app.put(
    '/users/:id/memberships/buildings/:buildingId',
    { config: { forbids: true }, schema: { tags, params: MembershipBuildingParams, body: SetBuildingMembershipRequest, response: { 200: MembershipsResponse } } },
    async (req) => setBuildingMembership(deps, scopeOf(req), req.params.id, req.params.buildingId, req.body),
  );

  app.delete(
    '/users/:id/memberships/buildings/:buildingId',
    { config: { forbids: true }, schema: { tags, params: MembershipBuildingParams, response: { 200: OkResponse } } },
    async (req) => {
      await removeBuildingMembership(deps, scopeOf(req), req.params.id, req.params.buildingId);
      return ok;
    },
  );

  app.put(
    '/users/:id/memberships/units/:unitId',
    { config: { forbids: true }, schema: { tags, params: MembershipUnitParams, body: SetUnitMembershipRequest, response: { 200: MembershipsResponse } } },
    async (req) => setUnitMembership(deps, scopeOf(req), req.params.id, req.params.unitId, req.body),
  );

  app.delete(
    '/users/:id/memberships/units/:unitId',
    { config: { forbids: true }, schema: { tags, params: MembershipUnitParams, response: { 200: OkResponse } } },
    async (req) => {
      await removeUnitMembership(deps, scopeOf(req), req.params.id, req.params.unitId);
      return ok;
    },
  );
};

export default adminMembershipRoutes;
