/** Units (spec 000 §7 "Buildings and units"; the staff list of summaries: docs/spec-differences.md). */
import { defineRoute } from '../route';

/** The caller's units as the spec's Unit. */
export const listMyUnits = defineRoute({
  method: 'GET',
  path: '/units/my',
  schemas: () => import('../units').then((c) => ({ query: c.MyUnitsQuery, response: c.MyUnitsResponse })),
});

export const getUnit = defineRoute({
  method: 'GET',
  path: '/units/:id',
  schemas: () => import('../units').then((c) => ({ params: c.UnitIdParams, response: c.UnitResponse })),
});

export const listBuildingUnits = defineRoute({
  method: 'GET',
  path: '/buildings/:id/units',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../units'), import('../common')]);
    return { params: common.IdParam, response: c.UnitListResponse };
  },
});

/** A unit's settings (features, maintenance note). */
export const updateUnit = defineRoute({
  method: 'PATCH',
  path: '/buildings/:buildingId/units/:unitId',
  schemas: () => import('../units').then((c) => ({ params: c.BuildingUnitParams, body: c.UpdateUnitRequest, response: c.UnitResponse })),
});
