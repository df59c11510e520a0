import { describe, expect, it } from 'vitest';
import { CO_BANDS, TEMPERATURE_BANDS, bandIndex, coBand, doorStateColour, temperatureBand } from '../../contract/rules/sensors';

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
