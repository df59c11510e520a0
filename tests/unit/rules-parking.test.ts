/**
 * The parking rules (contract/rules/parking.ts, contract/rules/gate-direction.ts) pinned to the
 * product specification (spec 000 §3, §4, §5, §6, §9) and, for the gate's decision, to issue 9 §2
 * ("granted only for a plate registered to a unit with parking whose validity covers the moment").
 * Every expected value is written out here, not read from the rules' own constants.
 */
import { describe, expect, it } from 'vitest';
import { directionKind } from '../../contract/rules/gate-direction';
import {
  GATE_DIRECTIONS,
  GATE_REASONS,
  LICENSE_PLATE_MAX,
  PARKING_LOG_PAGE_SIZE,
  VEHICLE_SORT_KEYS,
  VEHICLE_TYPES,
  gateDecision,
  nextSort,
  normalizePlate,
  plateActiveAt,
  plateProblem,
  sortVehicles,
  type GateReason,
  type RegisteredPlate,
  type VehicleSortKey,
} from '../../contract/rules/parking';

describe('gate direction (spec 000 §3)', () => {
  it('reads forward as entry, reverse as exit, anything else as unknown', () => {
    const table: Array<[string, string]> = [
      ['forward', 'entry'],
      ['reverse', 'exit'],
      ['FORWARD', 'unknown'],
      ['Reverse', 'unknown'],
      ['in', 'unknown'],
      ['out', 'unknown'],
      ['', 'unknown'],
    ];
    for (const [direction, kind] of table) expect(directionKind(direction), direction).toBe(kind);
    expect(GATE_DIRECTIONS).toEqual(['forward', 'reverse']);
  });
});

describe('licence plates (spec 000 §5, §9: required, at most 8 characters)', () => {
  it('stores a plate upper case without spaces', () => {
    expect(normalizePlate(' 1ab 2345 ')).toBe('1AB2345');
    expect(normalizePlate('1a\tb\n23  45')).toBe('1AB2345');
    expect(normalizePlate('')).toBe('');
  });

  it('refuses an empty plate, more than 8 characters, and anything but A–Z and digits', () => {
    const table: Array<[string, ReturnType<typeof plateProblem>]> = [
      ['', 'required'],
      ['A', null],
      ['1AB2345', null],
      ['1AB23456', null],
      ['1AB234567', 'too_long'],
      ['1AB-234', 'invalid_chars'],
      ['-1AB234', 'invalid_chars'],
      ['1AB234-', 'invalid_chars'],
      ['1ab2345', 'invalid_chars'],
      ['1ŘB2345', 'invalid_chars'],
      ['1AB 234', 'invalid_chars'],
    ];
    for (const [plate, problem] of table) expect(plateProblem(plate), JSON.stringify(plate)).toBe(problem);
    expect(LICENSE_PLATE_MAX).toBe(8);
  });

  it('counts a record as active with no end, or an end not yet passed', () => {
    const at = '2026-05-01T12:00:00.000Z';
    expect(plateActiveAt(null, at)).toBe(true);
    expect(plateActiveAt('2026-05-01T12:00:00.000Z', at)).toBe(true);
    expect(plateActiveAt('2026-05-01T12:00:00.001Z', at)).toBe(true);
    expect(plateActiveAt('2026-05-01T11:59:59.999Z', at)).toBe(false);
  });

  it('has the spec’s vehicle types and access-log page size', () => {
    expect(VEHICLE_TYPES).toEqual(['permanent', 'temporary']);
    expect(PARKING_LOG_PAGE_SIZE).toBe(20);
  });
});

describe('the gate’s decision (spec 000 §6 "parking requires has_parking"; issue 9 §2)', () => {
  const at = '2026-05-01T12:00:00.000Z';
  const reg = (unit_id: number, over: Partial<RegisteredPlate> = {}): RegisteredPlate => ({
    unit_id,
    valid_from: '2026-01-01T00:00:00.000Z',
    valid_to: null,
    unit_has_parking: true,
    ...over,
  });
  const live = (unit: number) => reg(unit);
  const future = (unit: number) => reg(unit, { valid_from: '2026-06-01T00:00:00.000Z' });
  const expired = (unit: number) => reg(unit, { valid_to: '2026-04-30T21:59:59.999Z' });
  const noParking = (unit: number) => reg(unit, { unit_has_parking: false });

  it('names every reason it may give', () => {
    expect(GATE_REASONS).toEqual(['granted', 'unknown_plate', 'not_yet_valid', 'expired', 'no_parking', 'other_unit']);
  });

  it('decides one record by this table', () => {
    const table: Array<[what: string, RegisteredPlate, GateReason]> = [
      ['permanent, live', live(1), 'granted'],
      ['starts exactly now', reg(1, { valid_from: at }), 'granted'],
      ['starts a millisecond later', reg(1, { valid_from: '2026-05-01T12:00:00.001Z' }), 'not_yet_valid'],
      ['temporary, ends exactly now', reg(1, { valid_to: at }), 'granted'],
      ['temporary, ends later', reg(1, { valid_to: '2026-05-01T21:59:59.999Z' }), 'granted'],
      ['temporary, ended a millisecond ago', reg(1, { valid_to: '2026-05-01T11:59:59.999Z' }), 'expired'],
      ['starts later', future(1), 'not_yet_valid'],
      ['ended', expired(1), 'expired'],
      ['the unit has no parking', noParking(1), 'no_parking'],
      ['no parking and not yet valid', reg(1, { unit_has_parking: false, valid_from: '2026-06-01T00:00:00.000Z' }), 'not_yet_valid'],
      ['no parking and ended', reg(1, { unit_has_parking: false, valid_to: '2026-04-01T00:00:00.000Z' }), 'expired'],
    ];
    for (const [what, r, reason] of table) expect(gateDecision([r], at), what).toEqual({ reason, unit_id: 1 });
  });

  it('knows no plate without records, for any unit or none', () => {
    expect(gateDecision([], at)).toEqual({ reason: 'unknown_plate', unit_id: null });
    expect(gateDecision([], at, null)).toEqual({ reason: 'unknown_plate', unit_id: null });
    expect(gateDecision([], at, 7)).toEqual({ reason: 'unknown_plate', unit_id: 7 });
  });

  it('answers other_unit when the plate is registered only to other units than the one asked for', () => {
    expect(gateDecision([live(2)], at, 7)).toEqual({ reason: 'other_unit', unit_id: 7 });
    expect(gateDecision([live(2), live(3)], at, 3)).toEqual({ reason: 'granted', unit_id: 3 });
    expect(gateDecision([live(2), expired(3)], at, 3)).toEqual({ reason: 'expired', unit_id: 3 });
    expect(gateDecision([expired(2), live(3)], at, 2)).toEqual({ reason: 'expired', unit_id: 2 });
  });

  it('lets the most favourable record decide: live, then no parking, then not yet valid, then expired', () => {
    const table: Array<[RegisteredPlate[], GateReason, number]> = [
      [[expired(1), live(2)], 'granted', 2],
      [[live(2), expired(1)], 'granted', 2],
      [[future(1), live(2)], 'granted', 2],
      [[noParking(1), live(2)], 'granted', 2],
      [[expired(1), noParking(2)], 'no_parking', 2],
      [[future(1), noParking(2)], 'no_parking', 2],
      [[expired(1), future(2)], 'not_yet_valid', 2],
      [[future(2), expired(1)], 'not_yet_valid', 2],
      [[expired(1), expired(2)], 'expired', 1],
      [[future(3), future(2)], 'not_yet_valid', 3],
      [[live(4), live(5)], 'granted', 4],
    ];
    for (const [records, reason, unit_id] of table) expect(gateDecision(records, at), records.map((r) => r.unit_id).join(',')).toEqual({ reason, unit_id });
  });
});

describe('the vehicles table’s order (spec 000 §4)', () => {
  it('sorts by the spec’s columns: plate, name, space, type, valid_from, valid_to', () => {
    expect(VEHICLE_SORT_KEYS).toEqual(['license_plate', 'name', 'parking_space_name', 'type', 'valid_from', 'valid_to']);
  });

  it('toggles the direction on the same column and starts a new one ascending', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'desc' }, 'type')).toEqual({ key: 'type', dir: 'asc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'valid_to')).toEqual({ key: 'valid_to', dir: 'asc' });
  });

  const v = (license_plate: string, type: string, over: Partial<Record<Exclude<VehicleSortKey, 'license_plate' | 'type'>, string | null>> = {}) => ({
    license_plate,
    type,
    name: null as string | null,
    parking_space_name: null as string | null,
    valid_from: null as string | null,
    valid_to: null as string | null,
    ...over,
  });
  const plates = (list: Array<{ license_plate: string }>) => list.map((x) => x.license_plate);

  it('lists permanent vehicles first, then by plate in Czech order (ch after h)', () => {
    const list = [v('2I', 'permanent'), v('1A', 'temporary'), v('2CH', 'permanent'), v('2H', 'permanent'), v('0Z', 'temporary')];
    expect(plates(sortVehicles(list, null))).toEqual(['2H', '2CH', '2I', '0Z', '1A']);
    // the input stays as it was
    expect(plates(list)).toEqual(['2I', '1A', '2CH', '2H', '0Z']);
  });

  it('sorts by a chosen column either way, ties in the default order, empty values last both ways', () => {
    const list = [
      v('3C', 'temporary', { name: 'Bára', parking_space_name: 'P10' }),
      v('1A', 'permanent', { name: null, parking_space_name: 'P2' }),
      v('2B', 'permanent', { name: 'Adam', parking_space_name: null }),
      v('4D', 'temporary', { name: 'Adam', parking_space_name: '' }),
      v('5E', 'permanent', { name: '', parking_space_name: 'P1' }),
      v('6F', 'temporary', { name: 'Čeněk', parking_space_name: 'P2' }),
    ];
    expect(plates(sortVehicles(list, { key: 'name', dir: 'asc' }))).toEqual(['2B', '4D', '3C', '6F', '1A', '5E']);
    expect(plates(sortVehicles(list, { key: 'name', dir: 'desc' }))).toEqual(['6F', '3C', '2B', '4D', '1A', '5E']);
    // spaces compare as numbers inside text: P2 before P10
    expect(plates(sortVehicles(list, { key: 'parking_space_name', dir: 'asc' }))).toEqual(['5E', '1A', '6F', '3C', '2B', '4D']);
    expect(plates(sortVehicles(list, { key: 'parking_space_name', dir: 'desc' }))).toEqual(['3C', '1A', '6F', '5E', '2B', '4D']);
    expect(plates(sortVehicles(list, { key: 'type', dir: 'desc' }))).toEqual(['3C', '4D', '6F', '1A', '2B', '5E']);
  });

  it('breaks a tie of values that compare alike (P02 and P2) by the default order, either way', () => {
    const list = [v('9Z', 'temporary', { parking_space_name: 'P02' }), v('1A', 'permanent', { parking_space_name: 'P2' }), v('5E', 'permanent', { parking_space_name: 'P1' })];
    expect(plates(sortVehicles(list, { key: 'parking_space_name', dir: 'asc' }))).toEqual(['5E', '1A', '9Z']);
    expect(plates(sortVehicles(list, { key: 'parking_space_name', dir: 'desc' }))).toEqual(['1A', '9Z', '5E']);
  });

  it('treats no value and an empty text alike: the default order decides between them', () => {
    const list = [v('5E', 'permanent', { name: '' }), v('1A', 'permanent', { name: null }), v('0Z', 'temporary', { name: null })];
    expect(plates(sortVehicles(list, { key: 'name', dir: 'asc' }))).toEqual(['1A', '5E', '0Z']);
    expect(plates(sortVehicles(list, { key: 'name', dir: 'desc' }))).toEqual(['1A', '5E', '0Z']);
  });

  it('sorts dates as their text, an open end last', () => {
    const list = [
      v('1A', 'temporary', { valid_to: '2026-06-01' }),
      v('2B', 'permanent', { valid_to: null }),
      v('3C', 'temporary', { valid_to: '2026-05-01' }),
    ];
    expect(plates(sortVehicles(list, { key: 'valid_to', dir: 'asc' }))).toEqual(['3C', '1A', '2B']);
    expect(plates(sortVehicles(list, { key: 'valid_to', dir: 'desc' }))).toEqual(['1A', '3C', '2B']);
  });
});
