import type { BoardContext } from './context';
import type { BoardBuildingRoot } from './board';
import type { BoardGateEvent } from '../../contract/board';
import { BOARD_GATE_EVENTS } from '../../contract/board';
import { sensorBand } from '../../contract/rules/sensors';
import { listFireZones } from '../domain/fire/zones';
import { listSensors } from '../domain/sensors/list';
import { listDoors } from '../domain/doors/list';
import { latestHistory } from '../domain/parking/history-query';
import { issueSummary } from '../domain/issues/summary';
import { openReceptionCounts } from '../domain/reception/counts';

/**
 * The fields of one building of the board, each read by the domain function behind its REST route
 * (never a second copy of a rule) and only when the query selects it. For one building the full
 * BOARD_QUERY costs: zones 1, sensors 1, doors 2 (the caller's door rights, then the doors),
 * gate events 1 (the newest page, no count), issues 3, reception 1 statement — the same for 5 sensors
 * or 200, for 10 visitors in the house or 10 years of finished ones.
 */
export const boardBuildingResolvers = {
  fire_zones: (b: BoardBuildingRoot, _args: unknown, ctx: BoardContext) => listFireZones(ctx.db, b.id),
  sensors: async (b: BoardBuildingRoot, _args: unknown, ctx: BoardContext) =>
    (await listSensors(ctx.db, b.id)).map((s) => ({ ...s, band: sensorBand(s) })),
  doors: (b: BoardBuildingRoot, _args: unknown, ctx: BoardContext) => listDoors(ctx.db, ctx.profile, b.id, ctx.now),
  gate_events: async (b: BoardBuildingRoot, _args: unknown, ctx: BoardContext): Promise<BoardGateEvent[]> =>
    latestHistory(ctx.db, { buildingId: b.id }, BOARD_GATE_EVENTS),
  issues: (b: BoardBuildingRoot, _args: unknown, ctx: BoardContext) => issueSummary(ctx.db, b.id, ctx.now),
  // the desk's open entries (issue 29 §2); who is on duty is recorded nowhere, so the board names nobody
  reception: (b: BoardBuildingRoot, _args: unknown, ctx: BoardContext) => openReceptionCounts(ctx.db, b.id),
};
