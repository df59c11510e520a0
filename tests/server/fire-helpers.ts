import type { TestApp } from './harness';
import { firePanelOf } from '../../server/devices/registry';
import { isAlarm } from '../../contract/rules/fire-alarm';

/** The building's fire zones as stored, in id order. */
export const fireZoneRows = (t: TestApp, building: number) =>
  t.app.db.selectFrom('fire_zones').select(['id', 'status']).where('building_id', '=', building).orderBy('id').execute();

/** A zone of the building the panel has just put into alarm (a quiet one each call; fails when none is left). */
export async function zoneInAlarm(t: TestApp, building: number): Promise<number> {
  const quiet = (await fireZoneRows(t, building)).find((z) => !isAlarm(z.status));
  if (!quiet) throw new Error(`building ${building} has no quiet fire zone left`);
  const panel = await firePanelOf(t.app.db, building);
  await panel!.raise(quiet.id, new Date().toISOString());
  return quiet.id;
}

/** A zone of the building that is OK now (there is nothing in it to acknowledge). */
export async function quietZone(t: TestApp, building: number): Promise<number> {
  const quiet = (await fireZoneRows(t, building)).find((z) => !isAlarm(z.status));
  if (!quiet) throw new Error(`building ${building} has no quiet fire zone left`);
  return quiet.id;
}
