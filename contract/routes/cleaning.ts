/**
 * Cleaning records (spec 001 §7 "Cleaning"; issue 15 §1). The spec shows the reads under both
 * /utilities/cleaning/… and /cleaning/…: both are served; the SPA reads the /utilities ones.
 */
import { defineRoute } from '../route';

const eventsSchemas = async () => {
  const [c, common] = await Promise.all([import('../cleaning'), import('../common')]);
  return { params: common.IdParam, query: c.CleaningEventsQuery, response: c.CleaningEventsResponse };
};
const statsSchemas = async () => {
  const [c, common] = await Promise.all([import('../cleaning'), import('../common')]);
  return { params: common.IdParam, query: c.CleaningStatsQuery, response: c.CleaningStats };
};

export const listCleaningEvents = defineRoute({ method: 'GET', path: '/buildings/:id/utilities/cleaning/events', schemas: eventsSchemas });
export const cleaningStats = defineRoute({ method: 'GET', path: '/buildings/:id/utilities/cleaning/stats', schemas: statsSchemas });
/** The same reads under the spec's shorter path. */
export const listCleaningEventsShort = defineRoute({ method: 'GET', path: '/buildings/:id/cleaning/events', schemas: eventsSchemas });
export const cleaningStatsShort = defineRoute({ method: 'GET', path: '/buildings/:id/cleaning/stats', schemas: statsSchemas });

/** Start (201), finish (200) or record (201) a cleaning. */
export const changeCleaning = defineRoute({
  method: 'POST',
  path: '/buildings/:id/utilities/cleaning/event',
  status: 201,
  facts: { conflicts: true },
  schemas: async () => {
    const [c, common] = await Promise.all([import('../cleaning'), import('../common')]);
    return { params: common.IdParam, body: c.CleaningEventRequest, response: c.CleaningEventResponse };
  },
});
