/** The doors routes (spec 001 §2 "Doors", §3; issue 10 §1). */
import { defineRoute } from '../route';

export const listDoors = defineRoute({
  method: 'GET',
  path: '/buildings/:id/doors',
  schemas: async () => {
    const [c, common] = await Promise.all([import('../doors'), import('../common')]);
    return { params: common.IdParam, response: c.DoorListResponse };
  },
});

/** Opens a door: the server decides and answers the door as it is now. */
export const openDoor = defineRoute({
  method: 'POST',
  path: '/buildings/:id/doors/:doorId/toggle',
  // 403: a member whose rule refuses this door (not their area, or door:open denied to them)
  facts: { forbids: true },
  schemas: () => import('../doors').then((c) => ({ params: c.DoorParams, body: c.DoorToggleInput, response: c.DoorToggleResponse })),
});
