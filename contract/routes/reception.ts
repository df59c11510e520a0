/**
 * The reception desk's routes (issue 15 §2; contract/reception.ts): visitors, mail and key loans of
 * a building. The lists answer 403 to a member who neither keeps the desk nor has a unit; a close
 * answers 409 when the entry was closed a moment ago.
 */
import { defineRoute } from '../route';

const withId = () => Promise.all([import('../reception'), import('../common')]);

export const listVisitors = defineRoute({
  method: 'GET',
  path: '/buildings/:id/reception/visitors',
  facts: { forbids: true },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.ReceptionListQuery, response: c.VisitorsResponse })),
});

export const recordVisitor = defineRoute({
  method: 'POST',
  path: '/buildings/:id/reception/visitors',
  status: 201,
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, body: c.CreateVisitorRequest, response: c.VisitorResponse })),
});

export const checkOutVisitor = defineRoute({
  method: 'POST',
  path: '/buildings/:id/reception/visitors/:entryId/check-out',
  facts: { conflicts: true },
  schemas: () => import('../reception').then((c) => ({ params: c.ReceptionEntryParams, body: c.CloseEntryRequest, response: c.VisitorResponse })),
});

export const listMail = defineRoute({
  method: 'GET',
  path: '/buildings/:id/reception/mail',
  facts: { forbids: true },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.ReceptionListQuery, response: c.MailResponse })),
});

export const recordMail = defineRoute({
  method: 'POST',
  path: '/buildings/:id/reception/mail',
  status: 201,
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, body: c.CreateMailRequest, response: c.MailItemResponse })),
});

export const collectMail = defineRoute({
  method: 'POST',
  path: '/buildings/:id/reception/mail/:entryId/collect',
  facts: { conflicts: true },
  schemas: () => import('../reception').then((c) => ({ params: c.ReceptionEntryParams, body: c.CollectMailRequest, response: c.MailItemResponse })),
});

export const listKeys = defineRoute({
  method: 'GET',
  path: '/buildings/:id/reception/keys',
  facts: { forbids: true },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, query: c.ReceptionListQuery, response: c.KeyLoansResponse })),
});

/** 409: the key is lent out already */
export const lendKey = defineRoute({
  method: 'POST',
  path: '/buildings/:id/reception/keys',
  status: 201,
  facts: { conflicts: true },
  schemas: () => withId().then(([c, common]) => ({ params: common.IdParam, body: c.CreateKeyLoanRequest, response: c.KeyLoanResponse })),
});

export const returnKey = defineRoute({
  method: 'POST',
  path: '/buildings/:id/reception/keys/:entryId/return',
  facts: { conflicts: true },
  schemas: () => import('../reception').then((c) => ({ params: c.ReceptionEntryParams, body: c.CloseEntryRequest, response: c.KeyLoanResponse })),
});
