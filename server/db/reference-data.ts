import type { Kysely } from 'kysely';
import type { DB } from './schema';

/** The permission catalogue. Codes are stable identifiers used by routes and clients. */
export const PERMISSIONS: Array<{ code: string; name: string; description: string }> = [
  { code: 'announcement:manage', name: 'Správa oznámení', description: 'Vytvářet, upravovat a mazat oznámení budovy' },
  { code: 'maintenance:view', name: 'Zobrazení poznámek údržby', description: 'Vidět poznámku údržby u jednotek' },
  { code: 'maintenance:edit', name: 'Úprava poznámek údržby', description: 'Upravovat poznámku údržby u jednotek' },
  { code: 'floorplan:manage', name: 'Správa plánů', description: 'Nahrávat, upravovat a mazat plány podlaží' },
  { code: 'document:manage', name: 'Správa dokumentů', description: 'Nahrávat, upravovat a mazat dokumenty budovy' },
  { code: 'building_info:edit', name: 'Úprava informací o budově', description: 'Upravovat informace o budově' },
  { code: 'unit:manage', name: 'Správa jednotek', description: 'Měnit nastavení kterékoli jednotky v budově' },
  { code: 'user:manage', name: 'Správa uživatelů', description: 'Spravovat uživatele, pozvánky, role a oprávnění' },
];

export const ROLES: Array<{ code: string; name: string; role_type: 'global' | 'building' | 'unit'; permissions: string[] }> = [
  { code: 'GLOBAL_ADMIN', name: 'Globální administrátor', role_type: 'global', permissions: PERMISSIONS.map((p) => p.code) },
  {
    code: 'BUILDING_ADMIN',
    name: 'Administrátor budovy',
    role_type: 'building',
    permissions: [
      'announcement:manage',
      'maintenance:view',
      'maintenance:edit',
      'floorplan:manage',
      'document:manage',
      'building_info:edit',
      'unit:manage',
    ],
  },
  {
    code: 'BUILDING_MANAGER',
    name: 'Správce budovy',
    role_type: 'building',
    permissions: ['maintenance:view', 'maintenance:edit', 'document:manage', 'unit:manage'],
  },
  { code: 'TECHNICIAN', name: 'Technik', role_type: 'building', permissions: ['maintenance:view', 'maintenance:edit'] },
  { code: 'UNIT_OWNER', name: 'Vlastník jednotky', role_type: 'unit', permissions: [] },
  { code: 'UNIT_TENANT', name: 'Nájemník jednotky', role_type: 'unit', permissions: [] },
];

export const DOCUMENT_CATEGORIES = [
  'Smlouvy',
  'Stanovy a řády',
  'Zápisy ze schůzí',
  'Revize a technické zprávy',
  'Vyúčtování',
  'Pojištění',
  'Ostatní',
];

/** Reference data every installation needs, demo or not; safe to run at every start. */
export async function ensureReferenceData(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const p of PERMISSIONS) {
      await trx
        .insertInto('permissions')
        .values(p)
        .onConflict((oc) => oc.column('code').doUpdateSet({ name: p.name, description: p.description }))
        .execute();
    }
    for (const role of ROLES) {
      await trx
        .insertInto('roles')
        .values({ code: role.code, name: role.name, role_type: role.role_type, is_active: 1 })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const { id } = await trx.selectFrom('roles').select('id').where('code', '=', role.code).executeTakeFirstOrThrow();
      for (const code of role.permissions) {
        await trx
          .insertInto('role_permissions')
          .values({ role_id: id, permission_code: code })
          .onConflict((oc) => oc.columns(['role_id', 'permission_code']).doNothing())
          .execute();
      }
    }
    const existing = await trx.selectFrom('document_categories').select('id').limit(1).execute();
    if (existing.length === 0) {
      await trx
        .insertInto('document_categories')
        .values(DOCUMENT_CATEGORIES.map((name, i) => ({ name, sort: i })))
        .execute();
    }
  });
}
