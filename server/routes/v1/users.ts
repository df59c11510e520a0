import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Me, UpdateMeRequest } from '../../../contract/users';
import { authOf } from '../../plugins/auth';
import { loadMe } from '../../domain/users/me';
import { nowIso } from '../../lib/time';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/me', { schema: { tags: ['users'], response: { 200: Me } } }, async (req) => {
    return loadMe(app.db, authOf(req).profile);
  });

  app.patch(
    '/users/me',
    { schema: { tags: ['users'], body: UpdateMeRequest, response: { 200: Me } } },
    async (req) => {
      const { profile } = authOf(req);
      await app.db
        .updateTable('users')
        .set({ name: req.body.name, phone: req.body.phone?.trim() || null, updated_at: nowIso() })
        .where('id', '=', profile.userId)
        .execute();
      return loadMe(app.db, profile);
    },
  );
};

export default userRoutes;
