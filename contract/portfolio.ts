import { z } from 'zod';

/**
 * The portfolio board (issue 29 §1): `/board` without a building opens on one compact row per
 * watched building — what needs attention, counted — and the alarms of them all, so a manager of
 * fifty buildings sees it without scrolling. One GraphQL field beside the full board
 * (server/graphql/schema.ts `portfolio`), answered by server/domain/portfolio/summary.ts in a fixed
 * number of statements whatever the number of buildings (each column one grouped statement).
 *
 * Only the buildings where the caller holds board:view (a global admin: every building); a resident
 * gets an empty list. `can_acknowledge` is the server's decision (fire:acknowledge there), never
 * worked out by the SPA.
 */
export const PortfolioBuilding = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  /** zones in alarm now (status ≠ 0) */
  fire_zones: z.number(),
  /** of those, not yet acknowledged by staff */
  fire_unacknowledged: z.number(),
  /** sensors whose latest reading is in the red band (contract/rules/sensors.ts sensorBand) */
  sensors_out: z.number(),
  /** doors whose controller reports them open */
  doors_open: z.number(),
  /** refused passes at the building's gate in the hour before `as_of` */
  gate_refusals_hour: z.number(),
  /** issues neither resolved, closed nor refused */
  issues_open: z.number(),
  /** open issues past their due date */
  issues_overdue: z.number(),
  /** visitors in the house: arrived at reception and not yet left */
  people_in: z.number(),
  /** whether the caller may acknowledge this building's fire alarms (fire:acknowledge) */
  can_acknowledge: z.boolean(),
});
export type PortfolioBuilding = z.infer<typeof PortfolioBuilding>;

/** A zone in alarm, with its building: the cross-building alarm list. */
export const PortfolioAlarm = z.object({
  building_id: z.number(),
  building_name: z.string(),
  id: z.number(),
  text: z.string().nullable(),
  number: z.number(),
  sub_number: z.number().nullable(),
  status: z.number(),
  alarm_since: z.string().nullable(),
  acknowledged_at: z.string().nullable(),
});
export type PortfolioAlarm = z.infer<typeof PortfolioAlarm>;

export const PortfolioSnapshot = z.object({
  portfolio: z.object({
    /** ISO date-time (UTC) the counts were taken; the hour of gate refusals ends here */
    as_of: z.string(),
    buildings: z.array(PortfolioBuilding),
    alarms: z.array(PortfolioAlarm),
  }),
});
export type PortfolioSnapshot = z.infer<typeof PortfolioSnapshot>;

/** The window of the gate refusals column. */
export const PORTFOLIO_REFUSALS_WINDOW_MS = 60 * 60 * 1000;

export const PORTFOLIO_QUERY = /* GraphQL */ `
  query Portfolio {
    portfolio {
      as_of
      buildings {
        id
        name
        code
        address
        fire_zones
        fire_unacknowledged
        sensors_out
        doors_open
        gate_refusals_hour
        issues_open
        issues_overdue
        people_in
        can_acknowledge
      }
      alarms { building_id building_name id text number sub_number status alarm_since acknowledged_at }
    }
  }
`;
