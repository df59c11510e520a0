/**
 * The edit form of building information as plain strings (what inputs hold), and the way back
 * to the PUT body with the same rules the server applies. Pure, so it is unit-tested.
 */
import type { BuildingInfo, BuildingInfoInput, OpeningHours, Weekday } from '../../../contract/building-info';
import { rangeError } from './openingHours';
import {
  ELEVATOR_COUNT_MAX,
  FLOOR_COUNT_MAX,
  PARKING_COUNT_MAX,
  WEEKDAYS,
  YEAR_MAX,
  YEAR_MIN,
} from '../../../contract/rules/building-info';

export interface PersonRow {
  name: string;
  /** position of a manager, type of an emergency contact */
  role: string;
  email: string;
  phone: string;
}

export interface EditState {
  type: string;
  construction_year: string;
  reconstruction_year: string;
  floor_count: string;
  elevator_count: string;
  visitor_spots: string;
  resident_spots: string;
  garage_count: string;
  managers: PersonRow[];
  contacts: PersonRow[];
  reception: { is_present: boolean; location: string; phone: string; email: string };
  hours: Record<Weekday, Array<{ from: string; to: string }>>;
}

const s = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function toEditState(info: BuildingInfo): EditState {
  const d = info.details;
  const hours = Object.fromEntries(WEEKDAYS.map((day) => [day, [...(info.reception.opening_hours[day] ?? [])]])) as EditState['hours'];
  return {
    type: s(d.type),
    construction_year: s(d.construction_year),
    reconstruction_year: s(d.reconstruction_year),
    floor_count: s(d.floor_count),
    elevator_count: s(d.elevator_count),
    visitor_spots: s(d.parking.visitor_spots),
    resident_spots: s(d.parking.resident_spots),
    garage_count: s(d.parking.garage_count),
    managers: info.managers.map((m) => ({ name: m.name, role: s(m.position), email: s(m.email), phone: s(m.phone) })),
    contacts: info.emergency_contacts.map((c) => ({ name: c.name, role: s(c.type), email: s(c.email), phone: s(c.phone) })),
    reception: { is_present: info.reception.is_present, location: s(info.reception.location), phone: s(info.reception.phone), email: s(info.reception.email) },
    hours,
  };
}

export const emptyPerson = (): PersonRow => ({ name: '', role: '', email: '', phone: '' });

/** field path → i18n key of its error */
export type EditErrors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function toInput(state: EditState): { input: BuildingInfoInput | null; errors: EditErrors } {
  const errors: EditErrors = {};
  const num = (field: string, raw: string, min: number, max: number): number | null => {
    if (raw.trim() === '') return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      errors[field] = 'building.edit.errors.number';
      return null;
    }
    return n;
  };
  const text = (v: string) => (v.trim() === '' ? null : v.trim());
  const email = (field: string, v: string) => {
    if (v.trim() && !EMAIL.test(v.trim())) errors[field] = 'building.edit.errors.email';
    return text(v);
  };
  const person = (prefix: string, p: PersonRow, i: number) => {
    if (!p.name.trim()) errors[`${prefix}.${i}.name`] = 'building.edit.errors.nameRequired';
    return { name: p.name.trim(), email: email(`${prefix}.${i}.email`, p.email), phone: text(p.phone) };
  };

  const opening_hours: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const ranges = state.hours[day] ?? [];
    ranges.forEach((r, i) => {
      const err = rangeError(r);
      if (err) errors[`hours.${day}.${i}`] = err;
    });
    if (ranges.length > 0) opening_hours[day] = ranges.map((r) => ({ from: r.from, to: r.to }));
  }

  const input: BuildingInfoInput = {
    details: {
      type: text(state.type),
      construction_year: num('construction_year', state.construction_year, YEAR_MIN, YEAR_MAX),
      reconstruction_year: num('reconstruction_year', state.reconstruction_year, YEAR_MIN, YEAR_MAX),
      floor_count: num('floor_count', state.floor_count, 0, FLOOR_COUNT_MAX),
      elevator_count: num('elevator_count', state.elevator_count, 0, ELEVATOR_COUNT_MAX),
      parking: {
        visitor_spots: num('visitor_spots', state.visitor_spots, 0, PARKING_COUNT_MAX),
        resident_spots: num('resident_spots', state.resident_spots, 0, PARKING_COUNT_MAX),
        garage_count: num('garage_count', state.garage_count, 0, PARKING_COUNT_MAX),
      },
    },
    managers: state.managers.map((m, i) => ({ ...person('managers', m, i), position: text(m.role) })),
    emergency_contacts: state.contacts.map((c, i) => ({ ...person('contacts', c, i), type: text(c.role) })),
    reception: {
      is_present: state.reception.is_present,
      location: text(state.reception.location),
      phone: text(state.reception.phone),
      email: email('reception.email', state.reception.email),
      opening_hours,
    },
  };
  return { input: Object.keys(errors).length === 0 ? input : null, errors };
}

/** A number input's text as the body's number: '' is none; anything else the schema judges (NaN, 1.5, -1 are refused there). */
const numberOf = (raw: string): number | null => (raw.trim() === '' ? null : Number(raw));
const textOf = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The PUT body for the form's values, unchecked: the route's body schema (contract/building-info.ts)
 * is the form's check, and reports each issue at the body's path ('details.floor_count',
 * 'emergency_contacts.0.name', 'reception.opening_hours.monday.0.to').
 */
export function toBody(state: EditState): BuildingInfoInput {
  const person = (p: PersonRow) => ({ name: p.name.trim(), email: textOf(p.email), phone: textOf(p.phone) });
  const opening_hours: OpeningHours = {};
  for (const day of WEEKDAYS) {
    const ranges = state.hours[day] ?? [];
    if (ranges.length > 0) opening_hours[day] = ranges.map((r) => ({ from: r.from, to: r.to }));
  }
  return {
    details: {
      type: textOf(state.type),
      construction_year: numberOf(state.construction_year),
      reconstruction_year: numberOf(state.reconstruction_year),
      floor_count: numberOf(state.floor_count),
      elevator_count: numberOf(state.elevator_count),
      parking: { visitor_spots: numberOf(state.visitor_spots), resident_spots: numberOf(state.resident_spots), garage_count: numberOf(state.garage_count) },
    },
    managers: state.managers.map((m) => ({ ...person(m), position: textOf(m.role) })),
    emergency_contacts: state.contacts.map((c) => ({ ...person(c), type: textOf(c.role) })),
    reception: {
      is_present: state.reception.is_present,
      location: textOf(state.reception.location),
      phone: textOf(state.reception.phone),
      email: textOf(state.reception.email),
      opening_hours,
    },
  };
}

/** Where the body carries each number field of the form. */
export const NUMBER_PATH: Record<string, string> = {
  construction_year: 'details.construction_year',
  reconstruction_year: 'details.reconstruction_year',
  floor_count: 'details.floor_count',
  elevator_count: 'details.elevator_count',
  visitor_spots: 'details.parking.visitor_spots',
  resident_spots: 'details.parking.resident_spots',
  garage_count: 'details.parking.garage_count',
};
