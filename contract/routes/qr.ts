/** The QR pass routes: a unit's passes, the public pass page, the reader and its keys (spec 001 §2–§7; issue 10 §2). */
import { defineRoute } from '../route';

const qr = () => import('../qr');
const withCommon = () => Promise.all([import('../qr'), import('../common')]);

/** Whoever reaches the unit may create passes (no 403); a window past the creator's own access is a 409. */
export const createQrPasses = defineRoute({
  method: 'POST',
  path: '/buildings/:id/units/:unitId/qr-codes',
  status: 201,
  facts: { forbids: false, conflicts: true },
  schemas: () => qr().then((c) => ({ params: c.QrUnitParams, body: c.QrCreateInput, response: c.QrCreateResponse })),
});

export const listQrPasses = defineRoute({
  method: 'GET',
  path: '/buildings/:id/units/:unitId/qr-codes',
  schemas: () => qr().then((c) => ({ params: c.QrUnitParams, response: c.QrListResponse })),
});

export const deactivateQrPasses = defineRoute({
  method: 'POST',
  path: '/buildings/:id/units/:unitId/qr-codes/deactivate',
  facts: { forbids: false },
  schemas: () => qr().then((c) => ({ params: c.QrUnitParams, body: c.QrDeactivateInput, response: c.QrDeactivateResponse })),
});

/**
 * One pass for its holder's phone, without signing in. No params schema: a malformed code is no
 * input error (400) but simply no pass (404), the same as an unknown one.
 */
export const getPublicPass = defineRoute({
  method: 'GET',
  path: '/qr-passes/:code',
  facts: { public: true, authLimit: 'qr_pass' },
  schemas: () => qr().then((c) => ({ response: c.QrPublicPassResponse })),
});

/** A reader read a code: no session, the header X-Device-Key is the reader's credential. */
export const scanQrPass = defineRoute({
  method: 'POST',
  path: '/devices/qr/scan',
  facts: { public: true },
  schemas: () => qr().then((c) => ({ body: c.QrScanInput, response: c.QrScanResponse })),
});

export const listDeviceKeys = defineRoute({
  method: 'GET',
  path: '/buildings/:id/device-keys',
  facts: { forbids: true },
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, response: c.DeviceKeyListResponse })),
});

export const createDeviceKey = defineRoute({
  method: 'POST',
  path: '/buildings/:id/device-keys',
  status: 201,
  schemas: () => withCommon().then(([c, common]) => ({ params: common.IdParam, body: c.DeviceKeyCreateInput, response: c.DeviceKeyCreateResponse })),
});

export const revokeDeviceKey = defineRoute({
  method: 'DELETE',
  path: '/buildings/:id/device-keys/:keyId',
  schemas: () => withCommon().then(([c, common]) => ({ params: c.DeviceKeyParams, response: common.OkResponse })),
});
