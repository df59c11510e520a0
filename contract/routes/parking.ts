/** The parking routes: a unit's plates and spaces, the gate log, gate decisions (spec 000 §3–§5, §7; issue 9). */
import { defineRoute } from '../route';

const parking = () => import('../parking');
const withCommon = () => Promise.all([import('../parking'), import('../common')]);

export const listUnitPlates = defineRoute({
  method: 'GET',
  path: '/buildings/:id/units/:unitId/license-plates',
  schemas: () => parking().then((c) => ({ params: c.UnitPathParams, response: c.VehicleListResponse })),
});

/** Whoever reaches the unit may add a plate (no 403); a plate active elsewhere or no parking is a 409. */
export const createUnitPlate = defineRoute({
  method: 'POST',
  path: '/buildings/:id/units/:unitId/license-plates',
  status: 201,
  facts: { forbids: false, conflicts: true },
  schemas: () => parking().then((c) => ({ params: c.UnitPathParams, body: c.VehicleInput, response: c.VehicleResponse })),
});

export const updateUnitPlate = defineRoute({
  method: 'PUT',
  path: '/buildings/:id/units/:unitId/license-plates/:plateId',
  facts: { forbids: false, conflicts: true },
  schemas: () => parking().then((c) => ({ params: c.PlatePathParams, body: c.VehicleUpdate, response: c.VehicleResponse })),
});

export const deleteUnitPlate = defineRoute({
  method: 'DELETE',
  path: '/buildings/:id/units/:unitId/license-plates/:plateId',
  facts: { forbids: false },
  schemas: () => withCommon().then(([c, common]) => ({ params: c.PlatePathParams, response: common.OkResponse })),
});

export const listUnitSpaces = defineRoute({
  method: 'GET',
  path: '/buildings/:id/units/:unitId/parking-spaces',
  schemas: () => parking().then((c) => ({ params: c.UnitPathParams, response: c.ParkingSpaceListResponse })),
});

/** Staff only (403 for the unit's own people); a unit without parking is a 409. */
export const createUnitSpace = defineRoute({
  method: 'POST',
  path: '/buildings/:id/units/:unitId/parking-spaces',
  status: 201,
  facts: { conflicts: true },
  schemas: () => parking().then((c) => ({ params: c.UnitPathParams, body: c.ParkingSpaceInput, response: c.ParkingSpaceResponse })),
});

/** Plates of the caller's units in a building (staff: every unit), for "find a plate". */
export const searchPlates = defineRoute({
  method: 'GET',
  path: '/buildings/:id/license-plates',
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, query: c.PlateSearchQuery, response: c.PlateSearchResponse })),
});

/** Staff only: the unit's own people see the unit, so theirs is a 403. */
export const setUnitParking = defineRoute({
  method: 'POST',
  path: '/units/:id/set-parking',
  facts: { forbids: true },
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, body: c.SetParkingInput, response: c.SetParkingResponse })),
});

export const unitParkingHistory = defineRoute({
  method: 'GET',
  path: '/buildings/:id/units/:unitId/parking-history',
  schemas: () => parking().then((c) => ({ params: c.UnitPathParams, query: c.ParkingHistoryQuery, response: c.ParkingHistoryResponse })),
});

/** The whole building's gate log: parking staff only. */
export const buildingParkingHistory = defineRoute({
  method: 'GET',
  path: '/buildings/:id/parking/history',
  facts: { forbids: true },
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, query: c.ParkingHistoryQuery, response: c.ParkingHistoryResponse })),
});

/** The gate's photo of one log entry (image/png or image/jpeg). */
export const accessLogImage = defineRoute({
  method: 'GET',
  path: '/buildings/:id/parking/access-logs/:logId/image',
  answer: 'file',
  schemas: () => parking().then((c) => ({ params: c.LogImageParams })),
});

/** The gate's decision for a plate and a unit; a unit the caller may not check reads as not there (404), never 403. */
export const accessCheck = defineRoute({
  method: 'POST',
  path: '/buildings/:id/parking/access-check',
  facts: { forbids: false },
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, body: c.AccessCheckInput, response: c.GateDecisionResponse })),
});

/** A pass recorded at the gate by staff. */
export const recordGatePass = defineRoute({
  method: 'POST',
  path: '/buildings/:id/parking/gate-passes',
  status: 201,
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, body: c.GatePassInput, response: c.GateDecisionResponse })),
});
