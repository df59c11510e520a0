/** Fake sensor answers as the server sends them (contract/sensors.ts), and a signed-in app at /technology/sensors. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Sensor, SensorPoint, SensorWithHistory } from '../../contract/sensors';
import type { Me } from '../../contract/users';
import { AppRoutes } from '../../src/app/App';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { member, type Routes } from './parking-fixtures';

export const SENSORS_PATH = '/v1/buildings/1/sensors';
export const GARAGE_PATH = `${SENSORS_PATH}/garage`;
export const historyPath = (id: number) => `${SENSORS_PATH}/${id}/history`;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

export const sensor = (over: Partial<Sensor>): Sensor => ({
  id: 1,
  name: 'Obývací pokoj',
  type: 'temperature',
  subtype: null,
  location: 'Přízemí',
  location_type: 'indoor',
  value: 21.54,
  co_level: null,
  state: null,
  timestamp: minutesAgo(3),
  metadata: {},
  ...over,
});

export const SENSORS: Sensor[] = [
  sensor({ metadata: { model: 'TH-200', firmware: '1.4.2' } }),
  sensor({ id: 2, name: 'Kotelna', location: 'Suterén', location_type: 'technical', value: 34.9 }),
  sensor({ id: 3, name: 'Střecha', location: 'Střecha', location_type: 'outdoor', value: 35 }),
  sensor({ id: 4, name: 'Sklep', type: 'humidity', value: 63.4 }),
  sensor({ id: 5, name: 'CO rampa', type: 'co', location: 'Garáž -1', location_type: 'garage', value: null, co_level: 99 }),
  sensor({ id: 6, name: 'CO výjezd', type: 'co', location: 'Garáž -1', location_type: 'garage', value: null, co_level: 100 }),
  sensor({ id: 7, name: 'Vchodové dveře', type: 'door', value: null, state: 'open' }),
  sensor({ id: 8, name: 'Zadní dveře', type: 'door', value: null, state: 'closed' }),
  sensor({ id: 9, name: 'Okno kotelny', type: 'door', value: null, state: 'ajar' }),
  sensor({ id: 10, name: 'Garáž -1', type: 'combined', subtype: 'garage_temp_co', location: 'Garáž -1', location_type: 'garage', value: 12.34, co_level: 45 }),
  sensor({ id: 11, name: 'Pohyb', type: 'binary', value: null, state: 'on' }),
  sensor({ id: 12, name: 'Nový', value: null, timestamp: null }),
];

/** 24 hourly points ending now: temperature `value` and `co_level` follow the given functions of the hour. */
export function readings(value: (h: number) => number | null, co: (h: number) => number | null = () => null): SensorPoint[] {
  return Array.from({ length: 24 }, (_, h) => ({ at: new Date(Date.now() - (23 - h) * 3_600_000).toISOString(), value: value(h), co_level: co(h) }));
}

export const withHistory = (s: Sensor, points: SensorPoint[]): SensorWithHistory => ({ ...s, readings: points });

/** The garage answer: the combined sensor with a day of temperature (10–15 °C) and CO (5–120 ppm). */
export const GARAGE: SensorWithHistory[] = [withHistory(SENSORS[9], readings((h) => 10 + (h % 6), (h) => 5 * h + 5))];

export function sensorRoutes(over: Routes = {}, me: Me = member()): Routes {
  return {
    ...shellRoutes(me),
    [`GET ${SENSORS_PATH}`]: { body: SENSORS },
    [`GET ${GARAGE_PATH}`]: { body: [] },
    ...Object.fromEntries(SENSORS.map((s) => [`GET ${historyPath(s.id)}`, { body: withHistory(s, readings((h) => (s.value === null ? null : s.value - 12 + h))) }])),
    ...over,
  };
}

/** Signs in, opens the sensors screen at `path` and waits for its heading. */
export async function renderSensors(over: Routes = {}, path = '/technology/sensors', heading = 'Sensors') {
  resetApp(path);
  signIn();
  const api = mockApi(sensorRoutes(over));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 });
  return { api, user: userEvent.setup() };
}

/**
 * jsdom lays nothing out, so recharts' ResponsiveContainer measures 0 × 0 and draws nothing: give its
 * box a size (call in a test file's beforeEach; vi.restoreAllMocks undoes it).
 */
export function sizeCharts(width = 600, height = 200) {
  const rect = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container') ? DOMRect.fromRect({ width, height }) : rect.call(this);
  });
}
