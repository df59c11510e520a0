/** The sensors overview (spec 001 §2 "Sensors", §3, §4, §8, §9; issue 12 §2): table, bands, states, filter, live. */
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sensor } from '../../contract/sensors';
import { AppRoutes } from '../../src/app/App';
import { i18n } from '../../src/lib/i18n';
import { sockets } from './fakeSocket';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { shellRoutes } from './doors-fixtures';
import { callsTo, connectLive, holdGets, member } from './parking-fixtures';
import { SENSORS, SENSORS_PATH, renderSensors, sensor, sensorRoutes } from './sensors-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const row = (id: number) => screen.getByTestId(`sensor-row-${id}`);
const values = (id: number) => within(row(id)).queryAllByTestId('sensor-value');
/** Each value pill of a row as 'text tone'. */
const shown = (id: number) => values(id).map((v) => `${v.textContent} ${v.dataset.tone ?? '-'}`);

beforeEach(() => {
  resetApp();
  toast.remove();
  sockets.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('sensors overview', () => {
  it('lists each sensor with its type badge, location, value and last update', async () => {
    await renderSensors();
    const table = await screen.findByTestId('sensors-table');
    expect(within(table).getAllByRole('row')).toHaveLength(SENSORS.length + 1);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Type', 'Location', 'Value', 'Last update']);
    expect(row(1)).toHaveTextContent('Obývací pokoj');
    expect(within(row(1)).getByTestId('sensor-type')).toHaveTextContent('Temperature');
    expect(row(1)).toHaveTextContent('Přízemí');
    expect(row(1)).toHaveTextContent('3m ago');
    const types = SENSORS.map((s) => within(row(s.id)).getByTestId('sensor-type').textContent);
    expect(new Set(types)).toEqual(new Set(['Temperature', 'Humidity', 'CO', 'Door', 'Binary', 'Combined']));
    // before its first reading: a dash and no time
    expect(values(12)).toEqual([]);
    expect(row(12)).toHaveTextContent('—');
    expect(row(12)).toHaveTextContent('No reading yet');
  });

  it('formats each reading (temperature 1 decimal, CO none) and colours it by its band, an edge value in the band above', async () => {
    await renderSensors();
    await screen.findByTestId('sensors-table');
    expect(shown(1)).toEqual(['21.5 °C yellow']);
    expect(shown(2)).toEqual(['34.9 °C orange']);
    expect(shown(3)).toEqual(['35.0 °C red']);
    expect(shown(5)).toEqual(['99 ppm orange']);
    expect(shown(6)).toEqual(['100 ppm red']);
    // the class is what paints it
    expect(values(2)[0]).toHaveClass('bg-orange-100');
    expect(values(2)[0]).not.toHaveClass('bg-red-100');
    expect(values(3)[0]).toHaveClass('bg-red-100');
    expect(values(5)[0]).toHaveClass('bg-orange-100');
    expect(values(6)[0]).toHaveClass('bg-red-100');
    // humidity in whole percent without a band; the combined garage sensor shows temperature and CO
    expect(shown(4)).toEqual(['63 % -']);
    expect(shown(10)).toEqual(['12.3 °C teal', '45 ppm amber']);
    expect(values(10)[1]).toHaveClass('bg-amber-100');
    expect(shown(11)).toEqual(['on -']);
  });

  it('shows a door open in orange, closed in green, any other state raw in grey', async () => {
    await renderSensors();
    await screen.findByTestId('sensors-table');
    expect(shown(7)).toEqual(['Open orange']);
    expect(values(7)[0]).toHaveClass('bg-orange-100');
    expect(shown(8)).toEqual(['Closed green']);
    expect(values(8)[0]).toHaveClass('bg-green-100');
    expect(shown(9)).toEqual(['ajar grey']);
    expect(values(9)[0]).toHaveClass('bg-slate-200');
  });

  it('speaks Czech: texts, types, states and the decimal comma', async () => {
    await i18n.changeLanguage('cs');
    await renderSensors({}, '/technology/sensors', 'Senzory');
    await screen.findByTestId('sensors-table');
    expect(shown(1)).toEqual(['21,5 °C yellow']);
    expect(shown(7)).toEqual(['Otevřeno orange']);
    expect(shown(8)).toEqual(['Zavřeno green']);
    expect(within(row(1)).getByTestId('sensor-type')).toHaveTextContent('Teplota');
    expect(within(row(10)).getByTestId('sensor-type')).toHaveTextContent('Kombinovaný');
    expect(row(1)).toHaveTextContent('před 3 min');
  });

  it('shows a skeleton while loading', async () => {
    resetApp('/technology/sensors');
    signIn();
    const held = holdGets(mockApi(sensorRoutes()), SENSORS_PATH);
    renderWithApp(<AppRoutes />);
    expect(await screen.findByTestId('sensors-loading')).toBeInTheDocument();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () => held.forEach((h) => h.answer(SENSORS)));
    expect(await screen.findByTestId('sensors-table')).toBeInTheDocument();
    expect(screen.queryByTestId('sensors-loading')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Sensors', 'No sensors found.'],
    ['cs', 'Senzory', 'Nebyly nalezeny žádné senzory.'],
  ])('says no sensors found when the building has none (%s)', async (lng, heading, text) => {
    await i18n.changeLanguage(lng);
    await renderSensors({ [`GET ${SENSORS_PATH}`]: { body: [] } }, '/technology/sensors', heading);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('sensors-table')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Sensors', 'Failed to load sensor data.', 'Retry'],
    ['cs', 'Senzory', 'Nepodařilo se načíst data ze senzorů.', 'Zkusit znovu'],
  ])('a load failure is a destructive toast and an inline alert whose retry loads the sensors (%s)', async (lng, heading, text, retry) => {
    await i18n.changeLanguage(lng);
    const error = vi.spyOn(toast, 'error');
    let fail = true;
    const { user } = await renderSensors({ [`GET ${SENSORS_PATH}`]: () => (fail ? { status: 500, body: {} } : { body: SENSORS }) }, '/technology/sensors', heading);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(error).toHaveBeenCalledWith(text, { id: 'sensors-load' }));
    expect((await screen.findAllByText(text)).length).toBeGreaterThanOrEqual(2);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: retry }));
    expect(await screen.findByTestId('sensors-table')).toBeInTheDocument();
  });

  it('an answer of the wrong shape is a failure, not an empty list', async () => {
    await renderSensors({ [`GET ${SENSORS_PATH}`]: { body: { sensors: SENSORS } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sensor data.');
    expect(screen.queryByText('No sensors found.')).not.toBeInTheDocument();
  });

  it('asks for a building first', async () => {
    resetApp('/technology/sensors');
    signIn();
    const api = mockApi({ ...shellRoutes(member()), 'GET /v1/buildings': { body: { buildings: [] } } });
    renderWithApp(<AppRoutes />);
    expect(await screen.findByText('Select Building')).toBeInTheDocument();
    expect(callsTo(api, 'GET', SENSORS_PATH)).toEqual([]);
  });
});

describe('location filter', () => {
  /** The server filters: answer the sensors of the asked location type. */
  const byLocation = {
    [`GET ${SENSORS_PATH}`]: ({ url }: { url: string }) => {
      const type = new URL(url, 'http://x').searchParams.get('location_type');
      return { body: type ? SENSORS.filter((s) => s.location_type === type) : SENSORS };
    },
  };

  it('asks the server for the chosen location type and keeps it in the URL', async () => {
    const { api, user } = await renderSensors(byLocation);
    await screen.findByTestId('sensors-table');
    const select = screen.getByRole('combobox', { name: 'Location' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['All locations', 'Indoor', 'Outdoor', 'Garage', 'Technical room']);
    await user.selectOptions(select, 'Garage');
    await waitFor(() => expect(screen.queryByTestId('sensor-row-1')).not.toBeInTheDocument());
    expect(screen.getByTestId('sensor-row-5')).toBeInTheDocument();
    expect(screen.getByTestId('sensor-row-10')).toBeInTheDocument();
    expect(callsTo(api, 'GET', SENSORS_PATH).map((c) => c.url)).toContain(`${SENSORS_PATH}?location_type=garage`);
    expect(window.location.search).toBe('?location=garage');
    await user.selectOptions(select, 'All locations');
    expect(await screen.findByTestId('sensor-row-1')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('opens with the filter of the URL, and an empty filtered list offers all sensors', async () => {
    const { api, user } = await renderSensors({ [`GET ${SENSORS_PATH}`]: ({ url }) => ({ body: url.includes('location_type=outdoor') ? [] : SENSORS }) }, '/technology/sensors?location=outdoor');
    expect(await screen.findByText('There are no sensors in this location.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', SENSORS_PATH).map((c) => c.url)).toEqual([`${SENSORS_PATH}?location_type=outdoor`]);
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('outdoor');
    await user.click(screen.getByRole('button', { name: 'Show all sensors' }));
    expect(await screen.findByTestId('sensors-table')).toBeInTheDocument();
  });
});

describe('live', () => {
  it('sensor.readings refetches the list: a reading over 35 °C turns its row red without a reload', async () => {
    let list: Sensor[] = SENSORS;
    await renderSensors({ [`GET ${SENSORS_PATH}`]: () => ({ body: list }) });
    await screen.findByTestId('sensors-table');
    expect(shown(1)).toEqual(['21.5 °C yellow']);
    const send = await connectLive();
    const at = new Date().toISOString();
    list = SENSORS.map((s) => (s.id === 1 ? sensor({ ...s, value: 36.2, timestamp: at }) : s));
    send('sensor.readings', { readings: [{ id: 1, value: 36.2, co_level: null, state: null, timestamp: at }] });
    await waitFor(() => expect(shown(1)).toEqual(['36.2 °C red']));
    expect(row(1)).toHaveTextContent('just now');
  });
});
