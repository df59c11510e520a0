import type { TestApp } from './harness';
import { storeNotifications } from '../../server/domain/notifications/store';

let made = 0;

/**
 * A fresh unread notification of a demo user, stored the way the sources store theirs (the suites
 * that walk every route need one to read and mark; notifications.test.ts tests the sources).
 */
export async function notificationFor(t: TestApp, email: string): Promise<number> {
  const user = await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const key = `test:${++made}:${Date.now()}`;
  await storeNotifications(t.app.db, [
    {
      userId: user.id,
      buildingId: null,
      source: 'announcement',
      sourceKey: key,
      type: 'general',
      importance: 'normal',
      titleKey: 'server.notifications.announcement.title',
      bodyKey: 'server.notifications.text',
      params: { text: 'Zkouška' },
      link: '/',
    },
  ]);
  const row = await t.app.db.selectFrom('notifications').select('id').where('user_id', '=', user.id).where('source_key', '=', key).executeTakeFirstOrThrow();
  return row.id;
}
