/** Building announcements (spec 000 §2 Dashboard, §7 "Announcements"): members read, managers write. */
import { defineRoute } from '../route';

const announcements = () => import('../announcements');

/** The current ones (not past their end), newest first. */
export const listAnnouncements = defineRoute({
  method: 'GET',
  path: '/buildings/:id/announcements',
  schemas: async () => {
    const [c, common] = await Promise.all([announcements(), import('../common')]);
    return { params: common.IdParam, query: c.AnnouncementListQuery, response: c.AnnouncementListResponse };
  },
});

/** One announcement; an expired one only for its managers. */
export const getAnnouncement = defineRoute({
  method: 'GET',
  path: '/buildings/:id/announcements/:announcementId',
  schemas: () => announcements().then((c) => ({ params: c.AnnouncementParams, response: c.AnnouncementResponse })),
});

export const createAnnouncement = defineRoute({
  method: 'POST',
  path: '/buildings/:id/announcements',
  status: 201,
  schemas: async () => {
    const [c, common] = await Promise.all([announcements(), import('../common')]);
    return { params: common.IdParam, body: c.AnnouncementInput, response: c.AnnouncementResponse };
  },
});

/** PUT replaces the announcement (omitted type/importance/validTo fall back to their defaults). */
export const replaceAnnouncement = defineRoute({
  method: 'PUT',
  path: '/buildings/:id/announcements/:announcementId',
  schemas: () => announcements().then((c) => ({ params: c.AnnouncementParams, body: c.AnnouncementInput, response: c.AnnouncementResponse })),
});

/** PATCH changes only the fields that are sent. */
export const patchAnnouncement = defineRoute({
  method: 'PATCH',
  path: '/buildings/:id/announcements/:announcementId',
  schemas: () => announcements().then((c) => ({ params: c.AnnouncementParams, body: c.AnnouncementPatch, response: c.AnnouncementResponse })),
});

export const deleteAnnouncement = defineRoute({
  method: 'DELETE',
  path: '/buildings/:id/announcements/:announcementId',
  // the server answers { status: 'success' }; the SPA does not read a DELETE's answer (spec 000 §7)
  status: 200,
  answer: 'none',
  schemas: async () => {
    const [c, common] = await Promise.all([announcements(), import('../common')]);
    return { params: c.AnnouncementParams, response: common.OkResponse };
  },
});
