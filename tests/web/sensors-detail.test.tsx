/** A sensor's detail dialog and the garage view (spec 001 §2 "Sensors", §3, §9; issue 12 §2): fields, metadata, charts with bands. */
import { act, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sockets } from './fakeSocket';
import { callsTo, connectLive, holdGets } from './parking-fixtures';
import { GARAGE, GARAGE_PATH, SENSORS, historyPath, readings, renderSensors, sensor, sizeCharts, withHistory } from './sensors-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

const dialog = () => screen.findByRole('dialog');
/** A field of the detail's list, by its term. */
function field(d: HTMLElement, term: string): HTMLElement {
  const dt = within(within(d).getByTestId('sensor-fields')).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}
const bandsOf = (chart: HTMLElement) => [...chart.querySelectorAll('.sensor-band')].map((g) => [...g.classList].find((c) => c.startsWith('sensor-band-'))!.slice('sensor-band-'.length));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
  sizeCharts();
});
afterEach(() => vi.restoreAllMocks());

describe('sensor detail dialog', () => {
  it('opens from a row with name, location, type, last update, temperature, CO, state and the metadata', async () => {
    const { user } = await renderSensors();
    await screen.findByTestId('sensors-table');
    await user.click(within(screen.getByTestId('sensor-row-1')).getByText('Přízemí'));
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Obývací pokoj' })).toBeInTheDocument();
    expect(window.location.search).toBe('?sensor=1');
    expect(field(d, 'Location')).toHaveTextContent('Přízemí');
    expect(field(d, 'Type')).toHaveTextContent('Temperature');
    expect(field(d, 'Last update')).toHaveTextContent(/\d\d\/\d\d\/\d{4} \d\d:\d\d \(3m ago\)/);
    expect(within(field(d, 'Temperature')).getByTestId('sensor-value')).toHaveTextContent('21.5 °C');
    expect(field(d, 'CO level')).toHaveTextContent('—');
    expect(field(d, 'State')).toHaveTextContent('—');
    const metadata = within(d).getByTestId('sensor-metadata');
    expect([...metadata.querySelectorAll('dt')].map((e) => e.textContent)).toEqual(['model', 'firmware']);
    expect([...metadata.querySelectorAll('dd')].map((e) => e.textContent)).toEqual(['TH-200', '1.4.2']);
  });

  it('draws the last 24 hours with the temperature bands behind the line, and their legend', async () => {
    const { api, user } = await renderSensors();
    await user.click(await screen.findByRole('button', { name: 'Obývací pokoj' }));
    const d = await dialog();
    const chart = await within(d).findByTestId('sensor-chart-temperature');
    await waitFor(() => expect(chart.querySelector('.recharts-line')).not.toBeNull());
    // 9.5 … 32.5 °C: the chart shows 7–35, so the stripes from sky (5–10) to orange (30–35)
    expect(bandsOf(chart)).toEqual(['sky', 'teal', 'green', 'yellow', 'amber', 'orange']);
    expect(chart.querySelectorAll('.recharts-reference-area-rect')).toHaveLength(6);
    // the y axis marks the band edges in sight
    // (the x axis's labels are times)
    const ticks = [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((e) => e.textContent).filter((v) => !v?.includes(':'));
    expect(ticks).toEqual(['7', '10', '15', '20', '25', '30', '35']);
    expect(within(d).getByTestId('history-temperature')).toHaveTextContent('Lowest 9.5 °C · highest 32.5 °C · latest 32.5 °C');
    const legend = within(d).getByRole('list', { name: 'Temperature bands' });
    expect(within(legend).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      '< 0 °C', '0–5 °C', '5–10 °C', '10–15 °C', '15–20 °C', '20–25 °C', '25–30 °C', '30–35 °C', '≥ 35 °C',
    ]);
    expect(callsTo(api, 'GET', historyPath(1)).map((c) => c.url)).toEqual([`${historyPath(1)}?hours=24`]);
  });

  it('opens with Enter on the sensor’s name, and Escape closes it', async () => {
    const { user } = await renderSensors();
    const name = await screen.findByRole('button', { name: 'Kotelna' });
    name.focus();
    await user.keyboard('{Enter}');
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Kotelna' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('shows the combined garage sensor’s temperature and CO, each chart with its own bands', async () => {
    const { user } = await renderSensors({ [`GET ${historyPath(10)}`]: { body: GARAGE[0] } });
    await user.click(await screen.findByRole('button', { name: 'Garáž -1' }));
    const d = await dialog();
    expect(within(field(d, 'Temperature')).getByTestId('sensor-value')).toHaveTextContent('12.3 °C');
    expect(within(field(d, 'CO level')).getByTestId('sensor-value')).toHaveTextContent('45 ppm');
    const temperature = await within(d).findByTestId('sensor-chart-temperature');
    const co = await within(d).findByTestId('sensor-chart-co');
    await waitFor(() => expect(co.querySelector('.recharts-line')).not.toBeNull());
    // 10–15 °C; 5–120 ppm
    expect(bandsOf(temperature)).toEqual(['sky', 'teal', 'green']);
    expect(bandsOf(co)).toEqual(['green', 'yellow', 'amber', 'orange', 'red']);
    expect(within(within(d).getByRole('list', { name: 'CO bands' })).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      '< 10 ppm', '10–30 ppm', '30–50 ppm', '50–100 ppm', '≥ 100 ppm',
    ]);
  });

  it('a door shows its state and no chart (no history is asked)', async () => {
    const { api, user } = await renderSensors();
    await user.click(await screen.findByRole('button', { name: 'Vchodové dveře' }));
    const d = await dialog();
    expect(within(d).getByRole('heading', { name: 'Vchodové dveře' })).toBeInTheDocument();
    expect(within(field(d, 'State')).getByTestId('sensor-value')).toHaveTextContent('Open');
    expect(within(d).getByText('This type of sensor reports only a state; it has no history of values.')).toBeInTheDocument();
    expect(callsTo(api, 'GET', historyPath(7))).toEqual([]);
  });

  it('says so when the last 24 hours hold no reading', async () => {
    await renderSensors({ [`GET ${historyPath(2)}`]: { body: withHistory(SENSORS[1], []) } }, '/technology/sensors?sensor=2');
    const d = await dialog();
    expect(await within(d).findByText('No readings in the last 24 hours.')).toBeInTheDocument();
    expect(within(d).queryByTestId('sensor-chart-temperature')).not.toBeInTheDocument();
    expect(within(d).queryByRole('list', { name: 'Temperature bands' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while the history loads (the row fills the fields), and a failure with retry', async () => {
    const { api, user } = await renderSensors({}, '/technology/sensors');
    await screen.findByTestId('sensors-table');
    const held = holdGets(api, historyPath(3));
    await user.click(screen.getByRole('button', { name: 'Střecha' }));
    const d = await dialog();
    expect(within(field(d, 'Temperature')).getByTestId('sensor-value')).toHaveTextContent('35.0 °C');
    expect(within(d).getByTestId('sensor-history').querySelector('.animate-pulse')).not.toBeNull();
    await waitFor(() => expect(held.length).toBeGreaterThan(0));
    await act(async () => held.forEach((h) => h.answer({}, 500)));
    const alert = await within(d).findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(held.length).toBeGreaterThan(1));
    await act(async () => held.at(-1)!.answer(withHistory(SENSORS[2], readings((h) => 30 + h / 4))));
    expect(await within(d).findByTestId('sensor-chart-temperature')).toBeInTheDocument();
  });

  it('an unknown sensor is not found', async () => {
    await renderSensors({ [`GET ${historyPath(99)}`]: { status: 404, body: { message: 'Not found' } } }, '/technology/sensors?sensor=99');
    const d = await dialog();
    expect(await within(d).findByText('Sensor not found.')).toBeInTheDocument();
  });

  it('follows new readings while open', async () => {
    let answer = withHistory(SENSORS[0], readings((h) => 20 + h / 10));
    await renderSensors({ [`GET ${historyPath(1)}`]: () => ({ body: answer }) }, '/technology/sensors?sensor=1');
    const d = await dialog();
    await waitFor(() => expect(within(field(d, 'Temperature')).getByTestId('sensor-value')).toHaveTextContent('21.5 °C'));
    const send = await connectLive();
    const at = new Date().toISOString();
    answer = withHistory(sensor({ ...SENSORS[0], value: 36.2, timestamp: at }), [...answer.readings, { at, value: 36.2, co_level: null }]);
    send('sensor.readings', { readings: [{ id: 1, value: 36.2, co_level: null, state: null, timestamp: at }] });
    await waitFor(() => expect(within(field(d, 'Temperature')).getByTestId('sensor-value')).toHaveTextContent('36.2 °C'));
    expect(within(field(d, 'Temperature')).getByTestId('sensor-value')).toHaveAttribute('data-tone', 'red');
    expect(within(d).getByTestId('history-temperature')).toHaveTextContent('latest 36.2 °C');
  });
});

describe('garage view', () => {
  it('is not offered when the building has no garage sensors', async () => {
    await renderSensors();
    await screen.findByTestId('sensors-table');
    await waitFor(() => expect(screen.queryByRole('tab')).not.toBeInTheDocument());
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows each garage sensor’s temperature and CO over 24 hours, bands behind both', async () => {
    const { user } = await renderSensors({ [`GET ${GARAGE_PATH}`]: { body: GARAGE } });
    const tab = await screen.findByRole('tab', { name: 'Garage' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    expect(window.location.search).toBe('?view=garage');
    const item = await screen.findByTestId('garage-sensor-10');
    expect(within(item).getByRole('heading', { name: 'Garáž -1' })).toBeInTheDocument();
    expect(within(item).getAllByTestId('sensor-value').map((v) => v.textContent)).toEqual(['12.3 °C', '45 ppm']);
    const temperature = await within(item).findByTestId('sensor-chart-temperature');
    const co = await within(item).findByTestId('sensor-chart-co');
    await waitFor(() => expect(co.querySelector('.recharts-line')).not.toBeNull());
    expect(bandsOf(temperature)).toEqual(['sky', 'teal', 'green']);
    expect(bandsOf(co)).toEqual(['green', 'yellow', 'amber', 'orange', 'red']);
    expect(screen.queryByTestId('sensors-table')).not.toBeInTheDocument();
  });

  it('opens at the garage view from its URL', async () => {
    await renderSensors({ [`GET ${GARAGE_PATH}`]: { body: GARAGE } }, '/technology/sensors?view=garage');
    expect(await screen.findByRole('tab', { name: 'Garage', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('garage-sensor-10')).toBeInTheDocument();
  });
});
