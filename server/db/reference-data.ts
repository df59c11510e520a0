import type { Kysely } from 'kysely';
import type { DB } from './schema';
import { PERMISSION, type PermissionCode } from '../../contract/rules/permissions';

/** The permission catalogue: a name and description for each code of contract/rules/permissions.ts. */
export const PERMISSIONS: Array<{ code: PermissionCode; name: string; description: string }> = [
  { code: PERMISSION.announcementManage, name: 'Správa oznámení', description: 'Vytvářet, upravovat a mazat oznámení budovy' },
  { code: PERMISSION.maintenanceView, name: 'Zobrazení poznámek údržby', description: 'Vidět poznámku údržby u jednotek' },
  { code: PERMISSION.maintenanceEdit, name: 'Úprava poznámek údržby', description: 'Upravovat poznámku údržby u jednotek' },
  { code: PERMISSION.floorplanManage, name: 'Správa plánů', description: 'Nahrávat, upravovat a mazat plány podlaží' },
  { code: PERMISSION.documentManage, name: 'Správa dokumentů', description: 'Nahrávat, upravovat a mazat dokumenty budovy' },
  { code: PERMISSION.buildingInfoEdit, name: 'Úprava informací o budově', description: 'Upravovat informace o budově' },
  { code: PERMISSION.unitManage, name: 'Správa jednotek', description: 'Měnit nastavení kterékoli jednotky v budově' },
  { code: PERMISSION.userManage, name: 'Správa uživatelů', description: 'Spravovat uživatele, pozvánky, role a oprávnění' },
  { code: PERMISSION.parkingManage, name: 'Správa parkování', description: 'Zapínat parkování jednotkám, spravovat SPZ a místa všech jednotek, zapsat průjezd závorou' },
  { code: PERMISSION.auditView, name: 'Auditní záznam', description: 'Číst a exportovat auditní záznam budovy' },
  { code: PERMISSION.doorOpen, name: 'Otevírání dveří', description: 'Otevírat vzdáleně dveře budovy' },
  { code: PERMISSION.issueResolve, name: 'Řešení závad', description: 'Řešit hlášené závady: měnit stav, přiřazovat, psát interní poznámky' },
  { code: PERMISSION.deviceManage, name: 'Správa zařízení', description: 'Vydávat a rušit klíče zařízení budovy (čtečky QR kódů)' },
  { code: PERMISSION.fireAcknowledge, name: 'Potvrzení požárního poplachu', description: 'Potvrdit poplach v požární zóně s poznámkou' },
  { code: PERMISSION.cleaningRecord, name: 'Záznam úklidu', description: 'Zahájit, ukončit a zapsat úklid budovy' },
  { code: PERMISSION.receptionManage, name: 'Recepce', description: 'Zapisovat a uzavírat návštěvy, zásilky a zápůjčky klíčů a číst všechny záznamy recepce budovy' },
  { code: PERMISSION.boardView, name: 'Provozní tabule', description: 'Sledovat budovu na živé provozní tabuli' },
];

export const ROLES: Array<{ code: string; name: string; role_type: 'global' | 'building' | 'unit'; permissions: PermissionCode[] }> = [
  { code: 'GLOBAL_ADMIN', name: 'Globální administrátor', role_type: 'global', permissions: PERMISSIONS.map((p) => p.code) },
  {
    code: 'BUILDING_ADMIN',
    name: 'Administrátor budovy',
    role_type: 'building',
    permissions: [
      PERMISSION.announcementManage,
      PERMISSION.maintenanceView,
      PERMISSION.maintenanceEdit,
      PERMISSION.floorplanManage,
      PERMISSION.documentManage,
      PERMISSION.buildingInfoEdit,
      PERMISSION.unitManage,
      // the people of the building: invitations, roles and permissions there (issue 13)
      PERMISSION.userManage,
      PERMISSION.parkingManage,
      PERMISSION.auditView,
      PERMISSION.doorOpen,
      PERMISSION.deviceManage,
      PERMISSION.issueResolve,
      PERMISSION.fireAcknowledge,
      PERMISSION.boardView,
      PERMISSION.cleaningRecord,
      PERMISSION.receptionManage,
    ],
  },
  {
    code: 'BUILDING_MANAGER',
    name: 'Správce budovy',
    role_type: 'building',
    permissions: [
      PERMISSION.maintenanceView,
      PERMISSION.maintenanceEdit,
      PERMISSION.documentManage,
      PERMISSION.unitManage,
      PERMISSION.parkingManage,
      PERMISSION.auditView,
      PERMISSION.doorOpen,
      PERMISSION.issueResolve,
      PERMISSION.fireAcknowledge,
      PERMISSION.boardView,
      PERMISSION.cleaningRecord,
      PERMISSION.receptionManage,
    ],
  },
  { code: 'TECHNICIAN', name: 'Technik', role_type: 'building', permissions: [PERMISSION.maintenanceView, PERMISSION.maintenanceEdit, PERMISSION.issueResolve] },
  { code: 'CLEANER', name: 'Úklidová služba', role_type: 'building', permissions: [PERMISSION.cleaningRecord] },
  // the desk's people (a porter, a concierge company): the desk only, nothing else of the building
  { code: 'RECEPTION', name: 'Recepce', role_type: 'building', permissions: [PERMISSION.receptionManage] },
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
