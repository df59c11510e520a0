import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { BuildingInfo } from '../../contract/building-info';
import { formatRanges, hasOpeningHours, openingHoursRows, rangeError } from '../../src/features/building/openingHours';
import { buildingTypeLabel, orDash } from '../../src/features/building/labels';
import { toEditState, toInput } from '../../src/features/building/editForm';
import { drawFacadePng } from '../../server/domain/building-info/hero-image';
import { BuildingInfoInput } from '../../contract/building-info';

const t = ((key: string) => key) as unknown as TFunction;

const INFO: BuildingInfo = {
  id: 1,
  name: 'Dům',
  address: 'Ulice 1',
  image_url: null,
  details: { type: 'association', construction_year: 1990, reconstruction_year: null, floor_count: 4, elevator_count: 0, parking: { visitor_spots: null, resident_spots: 2, garage_count: 0 } },
  managers: [{ id: 1, name: 'A', position: null, email: 'a@example.cz', phone: null }],
  emergency_contacts: [],
  reception: { is_present: true, location: null, phone: null, email: null, opening_hours: { tuesday: [{ from: '08:00', to: '10:00' }] } },
  updated_at: null,
};

describe('opening hours', () => {
  it('formats ranges in time order and lists the week from Monday', () => {
    expect(formatRanges([{ from: '13:00', to: '17:00' }, { from: '08:00', to: '12:00' }])).toBe('08:00–12:00, 13:00–17:00');
    expect(formatRanges([])).toBe('');
    const rows = openingHoursRows({ friday: [{ from: '09:00', to: '11:00' }] });
    expect(rows.map((r) => r.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(rows[4].text).toBe('09:00–11:00');
    expect(rows[0].text).toBe('');
    expect(hasOpeningHours({})).toBe(false);
    expect(hasOpeningHours({ sunday: [] })).toBe(false);
    expect(hasOpeningHours({ sunday: [{ from: '08:00', to: '09:00' }] })).toBe(true);
  });

  it('checks ranges like the server', () => {
    expect(rangeError({ from: '08:00', to: '12:00' })).toBeNull();
    expect(rangeError({ from: '8:00', to: '12:00' })).toBe('building.edit.errors.timeFormat');
    expect(rangeError({ from: '12:00', to: '12:00' })).toBe('building.edit.errors.rangeOrder');
    expect(rangeError({ from: '24:00', to: '25:00' })).toBe('building.edit.errors.timeFormat');
  });
});

describe('labels', () => {
  it("shows 'association' as an owners' association building and any other type raw", () => {
    expect(buildingTypeLabel(t, 'association')).toBe('building.type.association');
    expect(buildingTypeLabel(t, 'rental')).toBe('rental');
    expect(buildingTypeLabel(t, null)).toBe('');
    expect(orDash(null)).toBe('—');
    expect(orDash(0)).toBe('0');
  });
});

describe('edit form', () => {
  it('round-trips the loaded information into a body the server accepts', () => {
    const { input, errors } = toInput(toEditState(INFO));
    expect(errors).toEqual({});
    expect(BuildingInfoInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      details: { type: 'association', construction_year: 1990, reconstruction_year: null, parking: { visitor_spots: null, resident_spots: 2 } },
      managers: [{ name: 'A', position: null, email: 'a@example.cz', phone: null }],
      reception: { is_present: true, opening_hours: { tuesday: [{ from: '08:00', to: '10:00' }] } },
    });
  });

  it('names every invalid field and sends nothing', () => {
    const state = toEditState(INFO);
    state.floor_count = '-1';
    state.construction_year = 'old';
    state.managers.push({ name: ' ', role: '', email: 'nope', phone: '' });
    state.hours.monday = [{ from: '12:00', to: '08:00' }];
    const { input, errors } = toInput(state);
    expect(input).toBeNull();
    expect(errors).toEqual({
      floor_count: 'building.edit.errors.number',
      construction_year: 'building.edit.errors.number',
      'managers.1.name': 'building.edit.errors.nameRequired',
      'managers.1.email': 'building.edit.errors.email',
      'hours.monday.0': 'building.edit.errors.rangeOrder',
    });
  });
});

describe('generated hero image', () => {
  it('is a valid PNG, the same bytes for the same building, different for another', () => {
    const a = drawFacadePng({ code: 'VLT', floors: 7 }, 240, 100);
    expect(a.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(a.readUInt32BE(16)).toBe(240);
    expect(a.readUInt32BE(20)).toBe(100);
    expect(drawFacadePng({ code: 'VLT', floors: 7 }, 240, 100).equals(a)).toBe(true);
    expect(drawFacadePng({ code: 'SLN', floors: 7 }, 240, 100).equals(a)).toBe(false);
    expect(a.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });
});
