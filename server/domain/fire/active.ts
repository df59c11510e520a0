import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import type { ActiveFireAlarm } from '../../../contract/fire-alarm';
import { FIRE_STATUS_OK } from '../../../contract/rules/fire-alarm';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { visibleBuildingIds } from '../buildings/visible';
import { ZONE_STATE_COLUMNS } from './zones';

/**
 * GET /fire-alarm/active (issue 12 §1): the zones in alarm in every building the caller can see —
 * what the app's badge and toast load on start and after every reconnect. The buildings drive the
 * query: each one's zones come from fire_zones_building (a handful per building), filtered to those
 * in alarm, so no new index is needed. Sorted here, not in SQL: the list is short, and an ORDER BY
 * across buildings would need a sort the index cannot give.
 */
const ALARM_COLUMNS = ['z.building_id', 'b.name as building_name', ...ZONE_STATE_COLUMNS] as const;

// the caller's buildings, bound as one JSON list (db/id-list.ts)
const alarmsIn = prepared((db, p: { ids: string }) =>
  db
    .selectFrom('fire_zones as z')
    .innerJoin('buildings as b', 'b.id', 'z.building_id')
    .select(ALARM_COLUMNS)
    .where(inIdList(db, 'z.building_id', p.ids))
    .where('z.status', '<>', FIRE_STATUS_OK),
);
// a global admin's: every building, each building's zones by the same index
const alarmsEverywhere = prepared((db, _p: Record<string, never>) =>
  db
    .selectFrom('fire_zones as z')
    .innerJoin('buildings as b', 'b.id', 'z.building_id')
    .select(ALARM_COLUMNS)
    .where('z.building_id', 'in', db.selectFrom('buildings').select('id'))
    .where('z.status', '<>', FIRE_STATUS_OK),
);

const byName = new Intl.Collator('cs', { sensitivity: 'base' });

/** Building by name, then panel order within it (a zone without a sub-number before its sub-zones). */
function panelOrder(a: ActiveFireAlarm, b: ActiveFireAlarm): number {
  return (
    byName.compare(a.building_name, b.building_name) ||
    a.building_id - b.building_id ||
    a.number - b.number ||
    (a.sub_number ?? -1) - (b.sub_number ?? -1) ||
    a.id - b.id
  );
}

export async function activeFireAlarms(db: Kysely<DB>, profile: AccessProfile): Promise<ActiveFireAlarm[]> {
  const ids = visibleBuildingIds(profile);
  if (ids !== null && ids.length === 0) return [];
  const rows = ids === null ? await alarmsEverywhere.all(db, {}) : await alarmsIn.all(db, { ids: idListParam(ids) });
  return rows.sort(panelOrder);
}
