import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DeviceContext, DeviceDriver, DeviceRef, Door, DoorRef, DoorState, GateState, ParkingGate, SensorRef } from './types';
import { BuiltinFirePanel } from './builtin-fire';
import { BuiltinSensor } from './builtin-sensor';
import { DOOR_VIAS, type DoorVia } from '../../contract/rules/doors';
import { GATE_DIRECTIONS, type GateDirection } from '../../contract/rules/parking';
import { drawGatePhoto } from '../domain/parking/photo-draw';

const CLOSED: GateState = { open: false, changed_at: null, last_direction: null };

/** A stored state that is not what the driver wrote (hand-edited, older shape) reads as closed. */
export function parseGateState(raw: string | null): GateState {
  if (!raw) return CLOSED;
  try {
    const v = JSON.parse(raw) as Partial<GateState>;
    return {
      open: v.open === true,
      changed_at: typeof v.changed_at === 'string' ? v.changed_at : null,
      last_direction: GATE_DIRECTIONS.includes(v.last_direction as GateDirection) ? (v.last_direction as GateDirection) : null,
    };
  } catch {
    return CLOSED;
  }
}

async function writeState(db: Kysely<DB>, id: number, state: GateState | DoorState) {
  await db
    .updateTable('devices')
    .set({ state: JSON.stringify(state), updated_at: state.changed_at ?? new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/**
 * The built-in gate: no hardware behind it. Its barrier is a row in `devices` (open, when, which
 * way), and its camera draws the picture of each pass. A pass lifts the barrier and the car is
 * through, so the barrier reports itself open with the pass's direction until the next one.
 */
class BuiltinGate implements ParkingGate {
  constructor(
    readonly ref: DeviceRef,
    private readonly db: Kysely<DB>,
  ) {}

  async open(direction: GateDirection, at: string): Promise<void> {
    await writeState(this.db, this.ref.id, { open: true, changed_at: at, last_direction: direction });
  }

  async state(): Promise<GateState> {
    const row = await this.db.selectFrom('devices').select('state').where('id', '=', this.ref.id).executeTakeFirst();
    return parseGateState(row?.state ?? null);
  }

  async photo(plate: string, direction: GateDirection, at: string) {
    return { bytes: drawGatePhoto(plate, direction, at), mime: 'image/png' as const };
  }
}

const DOOR_CLOSED: DoorState = { open: false, changed_at: null, last_event: null };

/** A stored door state that is not what the driver wrote reads as closed with no history. */
export function parseDoorState(raw: string | null): DoorState {
  if (!raw) return DOOR_CLOSED;
  try {
    const v = JSON.parse(raw) as Partial<DoorState>;
    const e = v.last_event;
    const eventOk =
      !!e && (e.action === 'opened' || e.action === 'closed') && typeof e.at === 'string' && DOOR_VIAS.includes(e.via as DoorVia);
    return {
      open: v.open === true,
      changed_at: typeof v.changed_at === 'string' ? v.changed_at : null,
      last_event: eventOk ? { action: e.action, at: e.at, via: e.via } : null,
    };
  } catch {
    return DOOR_CLOSED;
  }
}

/**
 * The built-in door: no lock behind it. Its state (open or closed, the last event) is a row in
 * `devices`; opening releases the "lock" at once, and the simulator closes the door again a few
 * seconds later (DOOR_AUTO_CLOSE_MS) the way a door closer would.
 */
class BuiltinDoor implements Door {
  /** the state as read with the row or last written by this object (it lives for one request or step) */
  private known: DoorState | null;

  constructor(
    readonly ref: DoorRef,
    private readonly db: Kysely<DB>,
    stored: string | null | undefined,
  ) {
    this.known = stored === undefined ? null : parseDoorState(stored);
  }

  private async set(open: boolean, at: string, via: DoorVia): Promise<DoorState> {
    const state: DoorState = { open, changed_at: at, last_event: { action: open ? 'opened' : 'closed', at, via } };
    await writeState(this.db, this.ref.id, state);
    this.known = state;
    return state;
  }

  open(at: string, via: DoorVia) {
    return this.set(true, at, via);
  }

  close(at: string, via: DoorVia) {
    return this.set(false, at, via);
  }

  async state(): Promise<DoorState> {
    if (this.known) return this.known;
    const row = await this.db.selectFrom('devices').select('state').where('id', '=', this.ref.id).executeTakeFirst();
    return parseDoorState(row?.state ?? null);
  }
}

export const builtinDriver: DeviceDriver = {
  name: 'builtin',
  parkingGate: (ref: DeviceRef, ctx: DeviceContext) => new BuiltinGate(ref, ctx.db),
  door: (ref: DoorRef, ctx: DeviceContext) => new BuiltinDoor(ref, ctx.db, ctx.stored),
  firePanel: (ref: DeviceRef, ctx: DeviceContext) => new BuiltinFirePanel(ref, ctx.db),
  sensor: (ref: SensorRef, ctx: DeviceContext) => new BuiltinSensor(ref, ctx.db, ctx.stored),
};
