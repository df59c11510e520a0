/**
 * The board's GraphQL schema (issue 12 §3; docs/architecture.md "The board's aggregate view": it
 * comes from one GraphQL query). It answers exactly contract/board.ts (BOARD_QUERY, BoardSnapshot): the field names
 * are the REST ones so a tile formats a zone, a sensor or a gate event like the other screens.
 *
 * `portfolio` (issue 29 §1, server/domain/portfolio/summary.ts) answers the same buildings as
 * `board` without an id, as one row of counts each, in a fixed number of statements.
 *
 * Access (server/graphql/board.ts): `board(buildingId)` answers that building to a holder of
 * board:view there (its admins and managers, global admins, a direct grant); anyone else gets the
 * error of a building that does not exist. Without `buildingId` it answers every building where the
 * caller holds board:view — an empty list for a resident. Only reads: there is no mutation; acting
 * (acknowledging, opening a door) stays on the REST routes with their audits.
 *
 * Limits (server/graphql/limits.ts, contract/board.ts): depth GRAPHQL_MAX_DEPTH, cost
 * GRAPHQL_MAX_COST (the statements the resolvers run, server/graphql/cost.ts; aliases and fragment
 * uses each time), the query
 * text GRAPHQL_MAX_QUERY_CHARS, one operation per request (no batching), POST only. Introspection
 * is answered outside production and refused in production (NODE_ENV=production): the schema is
 * this file, in the repository.
 */
export const BOARD_SCHEMA = /* GraphQL */ `
  type Query {
    "The board's snapshot: one building (buildingId) or every building the caller watches."
    board(buildingId: Int): Board!
    "The portfolio board (issue 29 §1): one row of counts per watched building, and their alarms."
    portfolio: Portfolio!
  }

  type Portfolio {
    "ISO date-time (UTC) the counts were taken"
    as_of: String!
    buildings: [PortfolioBuilding!]!
    alarms: [PortfolioAlarm!]!
  }

  type PortfolioBuilding {
    id: Int!
    name: String!
    code: String!
    address: String!
    "zones in alarm now"
    fire_zones: Int!
    "zones in alarm not yet acknowledged"
    fire_unacknowledged: Int!
    "sensors whose latest reading is in the red band"
    sensors_out: Int!
    "doors whose controller reports them open"
    doors_open: Int!
    "refused passes at the gate in the last hour"
    gate_refusals_hour: Int!
    issues_open: Int!
    issues_overdue: Int!
    "visitors in the house"
    people_in: Int!
    "whether the caller may acknowledge the building's fire alarms"
    can_acknowledge: Boolean!
  }

  type PortfolioAlarm {
    building_id: Int!
    building_name: String!
    id: Int!
    text: String
    number: Int!
    sub_number: Int
    status: Int!
    alarm_since: String
    acknowledged_at: String
  }

  type Board {
    "ISO date-time (UTC) the snapshot was taken"
    generated_at: String!
    buildings: [BoardBuilding!]!
  }

  type BoardBuilding {
    id: Int!
    name: String!
    fire_zones: [FireZone!]!
    sensors: [Sensor!]!
    doors: [Door!]!
    "the last passes at the gate, newest first"
    gate_events: [GateEvent!]!
    issues: Issues!
    "the reception desk's open entries"
    reception: Reception!
  }

  type FireZone {
    id: Int!
    text: String
    type: String!
    number: Int!
    sub_number: Int
    "0 OK, anything else an alarm"
    status: Int!
    alarm_since: String
    acknowledged_at: String
  }

  type Sensor {
    id: Int!
    name: String!
    type: String!
    subtype: String
    location: String
    location_type: String
    value: Float
    co_level: Float
    state: String
    timestamp: String
    "colour band of the latest reading (contract/rules/sensors.ts sensorBand)"
    band: String
  }

  type Door {
    id: Int!
    name: String!
    location: String
    is_open: Boolean!
    changed_at: String
    "whether the caller may open it now"
    can_open: Boolean!
  }

  type GateEvent {
    log_id: Int!
    unit_id: Int
    license_plate: String!
    direction: String!
    access_time: String!
    door_name: String!
    was_granted: Boolean!
    reason: String!
  }

  type Issues {
    open_total: Int!
    by_priority: [PriorityCount!]!
    overdue: Int!
    latest: [BoardIssue!]!
  }

  type PriorityCount {
    priority: String!
    count: Int!
  }

  type BoardIssue {
    id: Int!
    title: String!
    priority: String!
    status: String!
    created_at: String!
    due_at: String
  }

  type Reception {
    "visitors in the house: arrived and not yet left"
    visitors_in: Int!
    "mail and parcels received and not yet collected"
    parcels_waiting: Int!
    "key loans not yet returned"
    keys_out: Int!
  }
`;
