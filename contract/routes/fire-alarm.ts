/** The fire alarm's routes (spec 001 §2 "Fire alarm", §3, §7; issue 12 §1). */
import { defineRoute } from '../route';

const withId = () => Promise.all([import('../fire-alarm'), import('../common')]);

export const listFireZones = defineRoute({
  method: 'GET',
  path: '/buildings/:id/fire-alarm',
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, response: c.FireZoneList })),
});

/**
 * Spec 001 §7's other reading: `{endpoint: 'zones', method: 'GET'}` is the only descriptor there is;
 * a read in a POST's clothing, so every member may make it (never a 403).
 */
export const fireAlarmProxy = defineRoute({
  method: 'POST',
  path: '/buildings/:id/utilities/fire-alarm',
  facts: { forbids: false },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, body: c.FireProxyInput, response: c.FireZoneList })),
});

/** The alarms of every building the caller can see (the app-wide badge and toast). */
export const activeFireAlarms = defineRoute({
  method: 'GET',
  path: '/fire-alarm/active',
  schemas: () => import('../fire-alarm').then((c) => ({ response: c.ActiveFireAlarmList })),
});

/** A building's fire panel reports a zone; no session: the X-Device-Key header is the panel's credential. */
export const reportFireZone = defineRoute({
  method: 'POST',
  path: '/devices/fire/zones/:zoneId',
  facts: { public: true },
  schemas: () => import('../fire-alarm').then((c) => ({ params: c.FireDeviceParams, body: c.FireZoneReport, response: c.FireZoneReportResponse })),
});

/** 403: a member who is not the building's staff; 409: the zone is not in alarm or already acknowledged. */
export const acknowledgeFireZone = defineRoute({
  method: 'POST',
  path: '/buildings/:id/fire-alarm/zones/:zoneId/acknowledge',
  facts: { forbids: true, conflicts: true },
  schemas: () => import('../fire-alarm').then((c) => ({ params: c.FireZoneParams, body: c.FireAckInput, response: c.FireAckResponse })),
});
