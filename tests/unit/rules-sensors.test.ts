/**
 * The sensor rules (contract/rules/sensors.ts) pinned to spec 001 §3 "Sensor", §4, §7, §9 and spec
 * 000 §9. The spec gives the band edges and red at the top; the colours between are the product's
 * own choice, written out here so a change to them is a deliberate one.
 */
import { describe, expect, it } from 'vitest';
import {
  CO_BANDS,
  CO_DECIMALS,
  GARAGE_SUBTYPE,
  HEATMAP_DATA_TYPES,
  HEATMAP_DEFAULT_DATA_TYPE,
  HEATMAP_DEFAULT_HOURS,
  SENSOR_ENDPOINTS,
  SENSOR_PROXY_METHOD,
  SENSOR_READING_RETENTION_HOURS,
  SENSOR_TYPES,
  TEMPERATURE_BANDS,
  TEMPERATURE_DECIMALS,
  bandIndex,
  coBand,
  doorStateColour,
  historyBucketSeconds,
  measures,
  sensorBand,
  sensorUnit,
  temperatureBand,
  type SensorType,
} from '../../contract/rules/sensors';

describe('sensor kinds and defaults (spec 001 §3, §7, §9; spec 000 §9)', () => {
  it('has the spec’s sensor types and the combined garage subtype', () => {
    expect(SENSOR_TYPES).toEqual(['temperature', 'humidity', 'co', 'door', 'binary', 'combined']);
    expect(GARAGE_SUBTYPE).toBe('garage_temp_co');
  });

  it('asks the heatmap for temperature over 24 hours unless told otherwise', () => {
    expect(HEATMAP_DEFAULT_DATA_TYPE).toBe('temperature');
    expect(HEATMAP_DEFAULT_HOURS).toBe(24);
    expect(HEATMAP_DATA_TYPES).toEqual(['temperature', 'humidity', 'co']);
  });

  it('reaches only the spec’s three proxy descriptors, each by GET (spec 001 §7)', () => {
    expect(SENSOR_ENDPOINTS).toEqual(['api/latest-data', 'api/heatmap-data', 'api/garage-data']);
    expect(SENSOR_PROXY_METHOD).toBe('GET');
  });

  it('keeps readings for the longest history one may ask (168 h) plus a day', () => {
    expect(SENSOR_READING_RETENTION_HOURS).toBe(192);
  });

  it('shows temperature with 1 decimal and CO with 0', () => {
    expect(TEMPERATURE_DECIMALS).toBe(1);
    expect(CO_DECIMALS).toBe(0);
  });

  it('gives each type its unit, and which heatmap data types it carries', () => {
    const table: Array<[SensorType, string | null, temperature: boolean, humidity: boolean, co: boolean]> = [
      ['temperature', '°C', true, false, false],
      ['humidity', '%', false, true, false],
      ['co', 'ppm', false, false, true],
      ['door', null, false, false, false],
      ['binary', null, false, false, false],
      ['combined', '°C', true, false, true],
    ];
    for (const [type, unit, temperature, humidity, co] of table) {
      expect(sensorUnit(type), type).toBe(unit);
      expect([measures(type, 'temperature'), measures(type, 'humidity'), measures(type, 'co')], type).toEqual([temperature, humidity, co]);
    }
  });
});

describe('sensor colour band tables (spec 001 §9)', () => {
  it('has exactly these temperature bands', () => {
    expect(TEMPERATURE_BANDS).toEqual([
      { below: 0, colour: 'violet' },
      { below: 5, colour: 'blue' },
      { below: 10, colour: 'sky' },
      { below: 15, colour: 'teal' },
      { below: 20, colour: 'green' },
      { below: 25, colour: 'yellow' },
      { below: 30, colour: 'amber' },
      { below: 35, colour: 'orange' },
      { below: null, colour: 'red' },
    ]);
  });

  it('has exactly these CO bands', () => {
    expect(CO_BANDS).toEqual([
      { below: 10, colour: 'green' },
      { below: 30, colour: 'yellow' },
      { below: 50, colour: 'amber' },
      { below: 100, colour: 'orange' },
      { below: null, colour: 'red' },
    ]);
  });

  it('colours readings by this table, an edge value in the band above', () => {
    const temperatures: Array<[number, string]> = [
      [-30, 'violet'],
      [-0.1, 'violet'],
      [0, 'blue'],
      [4.9, 'blue'],
      [5, 'sky'],
      [10, 'teal'],
      [15, 'green'],
      [19.9, 'green'],
      [20, 'yellow'],
      [25, 'amber'],
      [30, 'orange'],
      [34.9, 'orange'],
      [35, 'red'],
      [120, 'red'],
    ];
    for (const [celsius, colour] of temperatures) expect(temperatureBand(celsius).colour, `${celsius} °C`).toBe(colour);
    const co: Array<[number, string]> = [
      [0, 'green'],
      [9.9, 'green'],
      [10, 'yellow'],
      [29, 'yellow'],
      [30, 'amber'],
      [50, 'orange'],
      [99.9, 'orange'],
      [100, 'red'],
      [5000, 'red'],
    ];
    for (const [ppm, colour] of co) expect(coBand(ppm).colour, `${ppm} ppm`).toBe(colour);
  });
});

describe('a sensor’s colour on the overview and the board', () => {
  const s = (type: SensorType, value: number | null, co_level: number | null = null, state: string | null = null) => ({ type, value, co_level, state });

  it('colours by this table', () => {
    const table: Array<[string, ReturnType<typeof s>, string | null]> = [
      ['temperature', s('temperature', 21), 'yellow'],
      ['temperature, edge', s('temperature', 35), 'red'],
      ['temperature without a reading', s('temperature', null), null],
      ['CO in co_level', s('co', null, 45), 'amber'],
      ['CO in value', s('co', 45), 'amber'],
      ['CO in both: co_level wins', s('co', 5, 120), 'red'],
      ['CO of 0 ppm in co_level wins over value', s('co', 120, 0), 'green'],
      ['CO without a reading', s('co', null, null), null],
      ['combined: CO red', s('combined', 21, 100), 'red'],
      ['combined: temperature red, CO green', s('combined', 40, 5), 'red'],
      ['combined: neither red, CO decides', s('combined', 21, 35), 'amber'],
      ['combined: neither red, CO decides even when cooler', s('combined', -5, 5), 'green'],
      ['combined: temperature only', s('combined', 12, null), 'teal'],
      ['combined: temperature only, red', s('combined', 36, null), 'red'],
      ['combined: CO only', s('combined', null, 60), 'orange'],
      ['combined: CO only, red', s('combined', null, 100), 'red'],
      ['combined without readings', s('combined', null, null), null],
      ['door open', s('door', null, null, 'open'), 'orange'],
      ['door closed', s('door', null, null, 'closed'), 'green'],
      ['door in another state', s('door', null, null, 'jammed'), 'grey'],
      ['door without a state', s('door', null), 'grey'],
      ['humidity', s('humidity', 60), null],
      ['binary', s('binary', 1, null, 'on'), null],
    ];
    for (const [what, sensor, colour] of table) expect(sensorBand(sensor), what).toBe(colour);
  });
});

describe('history buckets', () => {
  it('keeps a chart to 288 points, a bucket at least 5 minutes, in whole minutes', () => {
    const table: Array<[number, number]> = [
      [1, 300],
      [24, 300],
      [25, 360],
      [48, 600],
      [72, 900],
      [100, 1260],
      [168, 2100],
    ];
    for (const [hours, seconds] of table) expect(historyBucketSeconds(hours), `${hours} h`).toBe(seconds);
  });
});

/** spec 001 §9: every edge value belongs to the band above it; the last band is open ("and above"). */
describe('sensor colour bands', () => {
  it('has the spec’s temperature edges, each edge value in the band above', () => {
    expect(TEMPERATURE_BANDS.map((b) => b.below)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, null]);
    const edges = [0, 5, 10, 15, 20, 25, 30, 35];
    edges.forEach((edge, i) => {
      expect(bandIndex(TEMPERATURE_BANDS, edge - 0.1), `just below ${edge}`).toBe(i);
      expect(bandIndex(TEMPERATURE_BANDS, edge), `at ${edge}`).toBe(i + 1);
    });
    expect(temperatureBand(-40).colour).toBe('violet');
    expect(temperatureBand(34.9).colour).toBe('orange');
    expect(temperatureBand(35).colour).toBe('red');
    expect(temperatureBand(80).colour).toBe('red');
  });

  it('has the spec’s CO edges, red at 100 ppm and above', () => {
    expect(CO_BANDS.map((b) => b.below)).toEqual([10, 30, 50, 100, null]);
    [10, 30, 50, 100].forEach((edge, i) => {
      expect(bandIndex(CO_BANDS, edge - 1)).toBe(i);
      expect(bandIndex(CO_BANDS, edge)).toBe(i + 1);
    });
    expect(coBand(0).colour).toBe('green');
    expect(coBand(99).colour).toBe('orange');
    expect(coBand(100).colour).toBe('red');
  });

  it('colours a door sensor: open orange, closed green, anything else grey', () => {
    expect(doorStateColour('open')).toBe('orange');
    expect(doorStateColour('closed')).toBe('green');
    expect(doorStateColour('ajar')).toBe('grey');
    expect(doorStateColour(null)).toBe('grey');
  });
});
