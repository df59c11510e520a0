/** What a sensor shows (src/features/sensors/measures.ts) and the screen's URL (links.ts): pure rules. */
import { describe, expect, it } from 'vitest';
import { CO_BANDS, TEMPERATURE_BANDS } from '../../contract/rules/sensors';
import { readSensorsParams, sensorsHref } from '../../src/features/sensors/links';
import { measureValue, measuresOf } from '../../contract/rules/sensors';
import { formatMeasure } from '../../src/lib/sensorFormat';
import { chartRange, formatEdge, shownValues, visibleBands } from '../../src/features/sensors/measures';

const reading = { value: null, co_level: null, state: null };

describe('sensor measures', () => {
  it('formats in each language with the measure’s decimals (temperature 1, CO 0, humidity 0)', () => {
    expect(formatMeasure('temperature', 21.54, 'cs')).toBe('21,5 °C');
    expect(formatMeasure('temperature', 21.54, 'en')).toBe('21.5 °C');
    expect(formatMeasure('temperature', -3, 'cs')).toBe('-3,0 °C');
    expect(formatMeasure('co', 99.6, 'en')).toBe('100 ppm');
    expect(formatMeasure('humidity', 63.4, 'en')).toBe('63 %');
    expect(formatEdge('temperature', 35, 'cs')).toBe('35 °C');
  });

  it('knows each type’s measures and where their numbers are', () => {
    expect(measuresOf('combined')).toEqual(['temperature', 'co']);
    expect(measuresOf('door')).toEqual([]);
    expect(measuresOf('binary')).toEqual([]);
    expect(measureValue('combined', 'temperature', { value: 12, co_level: 40 })).toBe(12);
    expect(measureValue('combined', 'co', { value: 12, co_level: 40 })).toBe(40);
    // a CO sensor may report in either field
    expect(measureValue('co', 'co', { value: 7, co_level: null })).toBe(7);
    expect(measureValue('co', 'co', { value: 7, co_level: 9 })).toBe(9);
  });

  it('colours by band with each edge in the band above', () => {
    const tone = (type: 'temperature' | 'co', n: number) => shownValues({ ...reading, type, [type === 'co' ? 'co_level' : 'value']: n })[0];
    expect(tone('temperature', -0.1)).toMatchObject({ tone: 'violet' });
    expect(tone('temperature', 0)).toMatchObject({ tone: 'blue' });
    expect(tone('temperature', 34.9)).toMatchObject({ tone: 'orange' });
    expect(tone('temperature', 35)).toMatchObject({ tone: 'red' });
    expect(tone('co', 9.9)).toMatchObject({ tone: 'green' });
    expect(tone('co', 10)).toMatchObject({ tone: 'yellow' });
    expect(tone('co', 99)).toMatchObject({ tone: 'orange' });
    expect(tone('co', 100)).toMatchObject({ tone: 'red' });
  });

  it('shows states: doors open, closed or raw, binary state or number, nothing before a reading', () => {
    expect(shownValues({ ...reading, type: 'door', state: 'open' })).toEqual([{ kind: 'state', state: 'open', door: true, tone: 'orange' }]);
    expect(shownValues({ ...reading, type: 'door', state: 'jammed' })).toEqual([{ kind: 'state', state: 'jammed', door: true, tone: 'grey' }]);
    expect(shownValues({ ...reading, type: 'binary', value: 1 })).toEqual([{ kind: 'state', state: '1', door: false, tone: null }]);
    expect(shownValues({ ...reading, type: 'temperature' })).toEqual([]);
    expect(shownValues({ ...reading, type: 'combined', value: 12, co_level: null })).toEqual([{ kind: 'measure', measure: 'temperature', value: 12, tone: 'teal' }]);
  });

  it('cuts the bands to the chart’s range, open ends included', () => {
    expect(visibleBands(TEMPERATURE_BANDS, 7, 35)).toEqual([
      { from: 7, to: 10, colour: 'sky' },
      { from: 10, to: 15, colour: 'teal' },
      { from: 15, to: 20, colour: 'green' },
      { from: 20, to: 25, colour: 'yellow' },
      { from: 25, to: 30, colour: 'amber' },
      { from: 30, to: 35, colour: 'orange' },
    ]);
    expect(visibleBands(TEMPERATURE_BANDS, -5, 1)).toEqual([
      { from: -5, to: 0, colour: 'violet' },
      { from: 0, to: 1, colour: 'blue' },
    ]);
    expect(visibleBands(CO_BANDS, 90, 130)).toEqual([
      { from: 90, to: 100, colour: 'orange' },
      { from: 100, to: 130, colour: 'red' },
    ]);
  });

  it('gives a chart a margin around its numbers, never below 0 ppm or over 100 %', () => {
    expect(chartRange('temperature', [9.5, 32.5])).toEqual([7, 35]);
    expect(chartRange('temperature', [21, 21])).toEqual([20, 22]);
    expect(chartRange('co', [0, 5])).toEqual([0, 6]);
    expect(chartRange('humidity', [60, 99.5])).toEqual([56, 100]);
  });
});

describe('sensors screen URL', () => {
  it('writes only what differs from the default and reads back the same', () => {
    expect(sensorsHref()).toBe('/technology/sensors');
    expect(sensorsHref({ view: 'garage' })).toBe('/technology/sensors?view=garage');
    const href = sensorsHref({ location: 'garage', sensor: 12 });
    expect(href).toBe('/technology/sensors?location=garage&sensor=12');
    expect(readSensorsParams(href.split('?')[1])).toEqual({ view: 'overview', location: 'garage', sensor: 12 });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(readSensorsParams('view=board&location=attic&sensor=-3')).toEqual({ view: 'overview', location: null, sensor: null });
    expect(readSensorsParams('sensor=1.5')).toEqual({ view: 'overview', location: null, sensor: null });
    expect(readSensorsParams('sensor=')).toEqual({ view: 'overview', location: null, sensor: null });
  });
});

describe('the measures, one home (issue 30 §6)', () => {
  it('gives each type its unit and heatmap data types from the same list of measures', async () => {
    const { HEATMAP_DATA_TYPES, SENSOR_TYPES, measures, sensorUnit } = await import('../../contract/rules/sensors');
    const units = Object.fromEntries(SENSOR_TYPES.map((type) => [type, sensorUnit(type)]));
    expect(units).toEqual({ temperature: '°C', humidity: '%', co: 'ppm', door: null, binary: null, combined: '°C' });
    for (const type of SENSOR_TYPES) {
      expect(HEATMAP_DATA_TYPES.filter((d) => measures(type, d)), type).toEqual(measuresOf(type));
    }
  });
});
