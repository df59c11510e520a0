import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * A counter per user, raised in the same transaction as any change to their roles, unit access or
 * permissions (server/access/version.ts). The session lookup that runs on every request reads it,
 * so an access profile cached by any instance is used only while its version is current: a change
 * made through one instance is seen by every other one at the caller's next request, with no
 * message between instances that could arrive late.
 */
export function accessVersionMigration() {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('users')
        .addColumn('access_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('users').dropColumn('access_version').execute();
    },
  };
}
