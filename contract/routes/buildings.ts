/** Buildings the caller may see (spec 000 §7 "Buildings and units"). */
import { defineRoute } from '../route';

export const listBuildings = defineRoute({
  method: 'GET',
  path: '/buildings',
  schemas: () => import('../buildings').then((c) => ({ response: c.BuildingListResponse })),
});

export const getBuilding = defineRoute({
  method: 'GET',
  path: '/buildings/:id',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../buildings'), import('../common')]);
    return { params: common.IdParam, response: c.BuildingResponse };
  },
});
