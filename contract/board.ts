import { z } from 'zod';
import { Sensor } from './sensors';
import { ParkingLogEntry } from './parking';
import { Door } from './doors';
import { FireZone } from './fire-alarm';
import { ISSUE_PRIORITIES } from './rules/issues';

/**
 * The live board's snapshot (issue 12 §3): one GraphQL query, `/v1/graphql`, served by mercurius on
 * the same Fastify server under the same session and access rules. The SPA sends BOARD_QUERY (with
 * graphql-request) and parses the answer with BoardSnapshot; the server's schema
 * (server/graphql/schema.ts) must answer exactly this shape, which tests/server/board-graphql.test.ts
 * checks on both engines. Field names are the REST ones (snake_case), so a tile formats a zone, a
 * sensor or a gate event with the same helpers as the technology and parking screens.
 *
 * `buildingId` given: that building (staff of it or a global admin; anyone else gets the error of a
 * building that does not exist). Omitted: every building the caller manages (is staff of).
 */

export const BOARD_GATE_EVENTS = 10;
export const BOARD_ISSUES_LATEST = 5;

/** A zone as the fire alarm screen reads it, without who acknowledged it and the note (the screen shows those). */
export const BoardFireZone = FireZone.omit({ acknowledged_by_name: true, ack_note: true });
export type BoardFireZone = z.infer<typeof BoardFireZone>;

export const BoardSensor = Sensor.omit({ metadata: true }).extend({
  /** contract/rules/sensors.ts sensorBand of the latest reading (null: nothing to colour) */
  band: z.string().nullable(),
});
export type BoardSensor = z.infer<typeof BoardSensor>;

/** A door with its state and the server's decision for the caller (the palette's "open the door on a tile"). */
export const BoardDoor = Door.pick({ id: true, name: true, location: true, is_open: true, changed_at: true, can_open: true });
export type BoardDoor = z.infer<typeof BoardDoor>;

/** The last BOARD_GATE_EVENTS passes at the building's gate, newest first (as the staff parking log). */
export const BoardGateEvent = ParkingLogEntry.omit({ has_image: true });
export type BoardGateEvent = z.infer<typeof BoardGateEvent>;

export const BoardIssue = z.object({
  id: z.number(),
  title: z.string(),
  priority: z.enum(ISSUE_PRIORITIES),
  status: z.string(),
  created_at: z.string(),
  due_at: z.string().nullable(),
});
export type BoardIssue = z.infer<typeof BoardIssue>;

export const BoardIssues = z.object({
  /** open: neither resolved, closed nor refused (contract/rules/issues.ts isFinished) */
  open_total: z.number(),
  by_priority: z.array(z.object({ priority: z.enum(ISSUE_PRIORITIES), count: z.number() })),
  overdue: z.number(),
  /** the newest open issues, most urgent priority first (BOARD_ISSUES_LATEST) */
  latest: z.array(BoardIssue),
});
export type BoardIssues = z.infer<typeof BoardIssues>;

/**
 * The reception desk's open entries (issue 29 §2; server/domain/reception/counts.ts): visitors in the
 * house (arrived, not left), parcels and mail waiting (not collected), keys out (not returned). Who
 * staffs the desk is not recorded anywhere, so the board names nobody.
 */
export const BoardReception = z.object({ visitors_in: z.number(), parcels_waiting: z.number(), keys_out: z.number() });
export type BoardReception = z.infer<typeof BoardReception>;

export const BoardBuilding = z.object({
  id: z.number(),
  name: z.string(),
  fire_zones: z.array(BoardFireZone),
  sensors: z.array(BoardSensor),
  doors: z.array(BoardDoor),
  gate_events: z.array(BoardGateEvent),
  issues: BoardIssues,
  /** the server always answers it; null reads as "not known" (a snapshot without it: the tile shows dashes) */
  reception: BoardReception.nullable(),
});
export type BoardBuilding = z.infer<typeof BoardBuilding>;

export const BoardSnapshot = z.object({
  board: z.object({
    /** ISO date-time (UTC) the snapshot was taken: the "stale since" of a board that lost its socket */
    generated_at: z.string(),
    buildings: z.array(BoardBuilding),
  }),
});
export type BoardSnapshot = z.infer<typeof BoardSnapshot>;

export const BOARD_QUERY = /* GraphQL */ `
  query Board($buildingId: Int) {
    board(buildingId: $buildingId) {
      generated_at
      buildings {
        id
        name
        fire_zones { id text type number sub_number status alarm_since acknowledged_at }
        sensors { id name type subtype location location_type value co_level state timestamp band }
        doors { id name location is_open changed_at can_open }
        gate_events { log_id unit_id license_plate direction access_time door_name was_granted reason }
        issues {
          open_total
          overdue
          by_priority { priority count }
          latest { id title priority status created_at due_at }
        }
        reception { visitors_in parcels_waiting keys_out }
      }
    }
  }
`;

/**
 * Limits the server enforces on any GraphQL document (issue 12 "Bad input", issue 28 §3): BOARD_QUERY
 * needs depth 5; anything deeper or costlier is refused before it runs. Introspection is answered only
 * outside production (the schema is in the repository).
 *
 * The cost is the work a document causes, in SQL statements (weights: server/graphql/cost.ts): the
 * full BOARD_QUERY prices at 460 with a board assumed to list 50 buildings (10 for the board, 9 per
 * building), 54% of 850; a second copy under an alias (920), or 100 aliases of the smallest board
 * (10 each), is over it. (850, not 800: the reception tile's one statement per building, issue 29 §2,
 * put the board at 460, which 800 no longer held at about half.)
 */
export const GRAPHQL_MAX_DEPTH = 6;
export const GRAPHQL_MAX_COST = 850;
/** the longest query text accepted (BOARD_QUERY is under 1 KB) */
export const GRAPHQL_MAX_QUERY_CHARS = 10_000;

/** POST /v1/graphql: one operation (a JSON array of operations, batching, is refused by the schema). */
export const GraphqlInput = z.object({
  query: z.string().min(1, 'server.graphql.query_required').max(GRAPHQL_MAX_QUERY_CHARS, 'server.graphql.query_too_long'),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});
export type GraphqlInput = z.input<typeof GraphqlInput>;

/** The answer of a query that ran: graphql's `{data}`; errors go out as GraphqlRefusal. */
export const GraphqlResult = z.object({ data: z.record(z.string(), z.unknown()).nullable() });

/**
 * A refused GraphQL call (400 or 404): the API's `{message}`, and for a document graphql or the limits
 * refused, graphql's own `errors` and `data: null` beside it, as a GraphQL client expects them.
 */
export const GraphqlRefusal = z.object({
  message: z.string(),
  errors: z.array(z.object({ message: z.string() })).optional(),
  data: z.null().optional(),
});
