import { USERS, type TestApp } from './harness';

/**
 * Every kind of caller of a unit's routes, on apartment 1.01 of Rezidence Vltava (with parking; its
 * owner also owns garage G01): `unitTenant` is a tenant of 1.01 that each suite adds under its own
 * address (suites run side by side on one demo), `otherTenant` rents 2.03 in the same building,
 * `otherBuilding` lives elsewhere only.
 */
export const UNIT_CALLER_KINDS = ['anonymous', 'otherBuilding', 'owner', 'unitTenant', 'otherTenant', 'buildingAdmin', 'manager', 'globalAdmin'] as const;
export type UnitCallerKind = (typeof UNIT_CALLER_KINDS)[number];

export function unitCallers(unitTenant: string) {
  return {
    anonymous: null,
    otherBuilding: USERS.otherBuilding,
    owner: USERS.owner,
    unitTenant,
    otherTenant: USERS.tenant,
    buildingAdmin: USERS.buildingAdmin,
    manager: USERS.manager,
    globalAdmin: USERS.globalAdmin,
  } as const satisfies Record<UnitCallerKind, string | null>;
}

/** A unit's own routes: its people and the building's staff reach it; anyone else gets the 404 of a missing unit. */
export const UNIT_REACH: Record<UnitCallerKind, number> = {
  anonymous: 401,
  otherBuilding: 404,
  owner: 200,
  unitTenant: 200,
  otherTenant: 404,
  buildingAdmin: 200,
  manager: 200,
  globalAdmin: 200,
};

/**
 * Every kind of caller of a building's technology routes (fire alarm, sensors) on Rezidence Vltava:
 * its residents and staff, someone who lives elsewhere only, and nobody.
 */
export const BUILDING_CALLER_KINDS = ['anonymous', 'otherBuilding', 'owner', 'tenant', 'buildingAdmin', 'manager', 'globalAdmin'] as const;
export type BuildingCallerKind = (typeof BUILDING_CALLER_KINDS)[number];
export const BUILDING_CALLERS: Record<BuildingCallerKind, string | null> = {
  anonymous: null,
  otherBuilding: USERS.otherBuilding,
  owner: USERS.owner,
  tenant: USERS.tenant,
  buildingAdmin: USERS.buildingAdmin,
  manager: USERS.manager,
  globalAdmin: USERS.globalAdmin,
};
/** What every member reads: a resident sees the technology of their building; an outsider gets the building's 404. */
export const MEMBER_READ: Record<BuildingCallerKind, number> = { anonymous: 401, otherBuilding: 404, owner: 200, tenant: 200, buildingAdmin: 200, manager: 200, globalAdmin: 200 };

/** A call as that kind of caller, optionally with a body and in a language. */
export const callAs = async (t: TestApp, kind: BuildingCallerKind, method: 'GET' | 'POST', url: string, payload?: unknown, lang?: string) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: { ...(await t.as(BUILDING_CALLERS[kind])), ...(lang ? { 'accept-language': lang } : {}) },
  });
