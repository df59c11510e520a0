/** Building information (spec 000 §3, spec 001 §2 public screen). */
import { defineRoute } from '../route';

const infoSchemas = async () => {
  const [c, common] = await Promise.all([import('../building-info'), import('../common')]);
  return { params: common.IdParam, response: c.BuildingInfoResponse };
};

/** For members of the building (404 otherwise). */
export const getBuildingInfo = defineRoute({
  method: 'GET',
  path: '/buildings/:id/info',
  schemas: infoSchemas,
});

/** No session needed: the same public facts, nothing about units or residents. */
export const getPublicBuildingInfo = defineRoute({
  method: 'GET',
  path: '/buildings/:id/public-info',
  facts: { public: true },
  schemas: infoSchemas,
});

/** building_info:edit (building admins, global admins). */
export const updateBuildingInfo = defineRoute({
  method: 'PUT',
  path: '/buildings/:id/info',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../building-info'), import('../common')]);
    return { params: common.IdParam, body: c.BuildingInfoInput, response: c.BuildingInfoResponse };
  },
});

/** The hero image; public because an <img> cannot send a bearer token and the public page shows it anyway. */
export const getBuildingImage = defineRoute({
  method: 'GET',
  path: '/buildings/:id/image',
  answer: 'file',
  facts: { public: true },
  schemas: () => import('../common').then((common) => ({ params: common.IdParam })),
});
