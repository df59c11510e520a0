import { describe, expect, it } from 'vitest';
import { clampFloor, floorsWithPlans, initialFloor, plansOnFloor } from '../../src/features/floorplans/floors';
import { isValidFloor } from '../../contract/rules/floorplans';
import { sniffPlanKind } from '../../src/features/floorplans/fileKind';
import { validateFloorplanFile, FLOORPLAN_MAX_BYTES } from '../../src/features/floorplans/validation';
import { FloorplanUploadFields } from '../../contract/floorplans';
import { loadErrorKey } from '../../src/features/floorplans/api';
import { MalformedAnswerError, checkAnswer } from '../../src/lib/api';
import { listFloorplans } from '../../contract/routes/floorplans';
import { ApiError } from '../../src/lib/http';
import { floorLabel } from '../../src/lib/floors';
import { i18n } from '../../src/lib/i18n';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('floors', () => {
  it('names floors the same way in both languages: ground floor, ordinal upper floors, ordinal basements', () => {
    const label = (lng: 'cs' | 'en', floor: number) => floorLabel(i18n.getFixedT(lng), floor);
    expect([0, 1, 2, 3, 4, 11, 21, 22, 100].map((f) => label('cs', f))).toEqual([
      'Přízemí', '1. patro', '2. patro', '3. patro', '4. patro', '11. patro', '21. patro', '22. patro', '100. patro',
    ]);
    expect([-1, -2, -5].map((f) => label('cs', f))).toEqual(['1. podzemní podlaží', '2. podzemní podlaží', '5. podzemní podlaží']);
    expect([0, 1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 100].map((f) => label('en', f))).toEqual([
      'Ground floor', '1st floor', '2nd floor', '3rd floor', '4th floor', '11th floor', '12th floor', '13th floor',
      '21st floor', '22nd floor', '23rd floor', '100th floor',
    ]);
    expect([-1, -2, -3, -5].map((f) => label('en', f))).toEqual(['1st basement', '2nd basement', '3rd basement', '5th basement']);
  });

  it('keeps floors within -5…100', () => {
    expect([-5, 0, 100].every(isValidFloor)).toBe(true);
    expect([-6, 101, 1.5, NaN].some(isValidFloor)).toBe(false);
    expect(clampFloor(-9)).toBe(-5);
    expect(clampFloor(500)).toBe(100);
    expect(clampFloor(NaN)).toBe(0);
  });

  it('lists floors with plans in order and picks the first floor to show', () => {
    const plans = [{ floor: 2, name: 'b' }, { floor: -1, name: 'a' }, { floor: 2, name: 'a' }];
    expect(floorsWithPlans(plans)).toEqual([-1, 2]);
    expect(plansOnFloor(plans, 2).map((p) => p.name)).toEqual(['a', 'b']);
    expect(initialFloor(plans)).toBe(-1);
    expect(initialFloor([...plans, { floor: 0, name: 'x' }])).toBe(0);
    expect(initialFloor([])).toBe(0);
    expect(initialFloor(plans, 7)).toBe(7);
    expect(initialFloor(plans, 999)).toBe(-1);
  });
});

describe('file type by content', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'jpg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
    [[...bytes('%PDF-1.7')], 'pdf'],
    [[...bytes('<?xml version="1.0"?>\n<!-- c --><svg xmlns="http://www.w3.org/2000/svg"/>')], 'svg'],
    [[...bytes('<!DOCTYPE html><html><script>alert(1)</script>')], null],
    [[...bytes('hello')], null],
    [[0x47, 0x49, 0x46, 0x38], null],
    [[], null],
  ])('%j → %s', (input, kind) => {
    expect(sniffPlanKind(new Uint8Array(input))).toBe(kind);
  });
});

describe('upload validation', () => {
  // the text fields are the route's schema, which the form checks with (spec 000 §5)
  it.each([
    ['', 'server.floorplans.floor_range'],
    [' ', 'server.floorplans.floor_range'],
    ['abc', 'server.floorplans.floor_range'],
    ['1.5', 'server.floorplans.floor_range'],
    ['-6', 'server.floorplans.floor_range'],
    ['101', 'server.floorplans.floor_range'],
    ['-5', undefined],
    ['100', undefined],
    ['0', undefined],
  ])('floor %j → %s', (raw, key) => {
    const result = FloorplanUploadFields.safeParse({ floor: raw, name: 'Plán' });
    expect(result.error?.issues[0]?.message).toBe(key);
  });

  it('requires a name and a supported, non-empty file within the size limit', () => {
    expect(FloorplanUploadFields.safeParse({ floor: '0', name: '  ' }).error?.issues.map((i) => [i.path, i.message])).toEqual([[['name'], 'server.floorplans.name_required']]);
    expect(validateFloorplanFile(null, null)).toBe('floorplans.validation.fileRequired');
    expect(validateFloorplanFile({ size: 0 }, 'png')).toBe('floorplans.validation.fileRequired');
    expect(validateFloorplanFile({ size: 10 }, null)).toBe('floorplans.validation.unsupportedType');
    expect(validateFloorplanFile({ size: FLOORPLAN_MAX_BYTES + 1 }, 'pdf')).toBe('floorplans.validation.tooLarge');
    expect(validateFloorplanFile({ size: 10 }, 'svg')).toBeUndefined();
  });
});

describe('load errors and answers', () => {
  it.each([
    [new ApiError('x', 401), 'floorplans.errors.unauthorized'],
    [new ApiError('x', 403), 'floorplans.errors.forbidden'],
    [new ApiError('x', 404), 'floorplans.errors.buildingNotFound'],
    [new ApiError('x', 500), 'floorplans.errors.load'],
    [new ApiError('Network error occurred', 0), 'floorplans.errors.load'],
    [new ApiError('Invalid JSON response', 200), 'floorplans.errors.malformed'],
    [new MalformedAnswerError(listFloorplans), 'floorplans.errors.malformed'],
  ])('%s → %s', (error, key) => {
    expect(loadErrorKey(error)).toBe(key);
  });

  it('accepts only a floorplans[] of plans', async () => {
    const plan = {
      id: 1, building_id: 1, floor: 0, name: 'a', description: null, type: 'public', access_level: 'public',
      file: { path: '/v1/x', mime_type: 'image/png', name: 'a.png', size: 1 }, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    };
    expect((await checkAnswer(listFloorplans, { floorplans: [plan] })).floorplans).toHaveLength(1);
    for (const bad of [null, [], {}, { floorplans: {} }, { floorplans: [{ id: 1 }] }, { floorplans: [{ ...plan, floor: '0' }] }]) {
      await expect(checkAnswer(listFloorplans, bad)).rejects.toThrow(MalformedAnswerError);
    }
  });
});
