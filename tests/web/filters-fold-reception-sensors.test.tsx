/**
 * Phones (issue 29 §5): the reception registers' status and search, and the sensors' location type,
 * fold behind one "Filtry (n)" button below 1024 px (src/ui/FilterDisclosure.tsx). jsdom applies no
 * CSS, so these check the button's name and aria-expanded, the panel's classes, and that the fields
 * stay mounted (a palette command or a typed value must survive the fold).
 */
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_COMMANDS } from '../../src/features/reception/screen';
import { i18n } from '../../src/lib/i18n';
import { sockets } from './fakeSocket';
import { renderReception } from './reception-fixtures';
import { SENSORS, SENSORS_PATH, renderSensors } from './sensors-fixtures';

vi.mock('socket.io-client', () => import('./fakeSocket'));

beforeEach(() => {
  toast.remove();
  sockets.length = 0;
});
afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

/** The fold's button inside `scope` and the panel it controls. */
function fold(scope: HTMLElement) {
  const toggle = within(scope).getByTestId('filter-toggle');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { toggle, panel };
}
const classes = (el: HTMLElement) => el.className.split(' ');

describe('reception registers', () => {
  it('fold the status and the search behind "Filters (n)": the status counts one, a search one, blanks none', async () => {
    const { user } = await renderReception();
    await screen.findByTestId('visitors-row-7');
    const register = screen.getByRole('tabpanel');
    const { toggle, panel } = fold(register);
    expect(toggle).toHaveAccessibleName('Filters');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // folded below lg, always shown from it; the fields are there while folded
    expect(classes(panel)).toContain('hidden');
    expect(classes(panel)).toContain('lg:block');
    expect(classes(toggle)).toContain('lg:hidden');
    expect(within(panel).getByRole('group', { name: 'Show' })).toBeInTheDocument();
    const search = within(panel).getByRole('searchbox', { name: 'Search' });
    // the record button stays outside the fold, with its palette command
    const record = within(register).getByRole('button', { name: 'Record a visitor' });
    expect(record).toHaveAttribute('data-command', RECORD_COMMANDS.visitors);
    expect(panel).not.toContainElement(record);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(classes(panel)).not.toContain('hidden');
    await user.click(within(panel).getByRole('radio', { name: 'In the building' }));
    expect(toggle).toHaveAccessibleName('Filters (1)');
    await user.type(search, 'Novák');
    expect(toggle).toHaveAccessibleName('Filters (2)');
    await user.clear(search);
    await user.type(search, '   ');
    expect(toggle).toHaveAccessibleName('Filters (1)');
    await user.click(within(panel).getByRole('radio', { name: 'All' }));
    expect(toggle).toHaveAccessibleName('Filters');
    await user.type(search, 'Eva');
    expect(toggle).toHaveAccessibleName('Filters (1)');

    // folding again keeps the count in sight and the typed search in its field
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(classes(panel)).toContain('hidden');
    expect(toggle).toHaveAccessibleName('Filters (1)');
    expect(search).toHaveValue('   Eva');
  });

  it('says it in Czech: "Filtry (1)" on the mail register', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderReception({ path: '/reception?tab=mail' });
    await screen.findByTestId('mail-row-3');
    const { toggle, panel } = fold(screen.getByRole('tabpanel'));
    expect(toggle).toHaveAccessibleName('Filtry');
    await user.click(toggle);
    await user.click(within(panel).getByRole('radio', { name: 'Čeká na vyzvednutí' }));
    expect(toggle).toHaveAccessibleName('Filtry (1)');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('sensors', () => {
  const byLocation = {
    [`GET ${SENSORS_PATH}`]: ({ url }: { url: string }) => {
      const type = new URL(url, 'http://x').searchParams.get('location_type');
      return { body: type ? SENSORS.filter((s) => s.location_type === type) : SENSORS };
    },
  };

  it('fold the location type behind "Filtry (n)": one when a location is chosen, none for all', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderSensors(byLocation, '/technology/sensors', 'Senzory');
    await screen.findByTestId('sensors-table');
    const { toggle, panel } = fold(screen.getByRole('main'));
    expect(toggle).toHaveAccessibleName('Filtry');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(classes(panel)).toContain('hidden');
    expect(classes(panel)).toContain('lg:block');
    const select = within(panel).getByRole('combobox', { name: 'Umístění' });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(select, 'Garáž');
    await waitFor(() => expect(window.location.search).toBe('?location=garage'));
    expect(toggle).toHaveAccessibleName('Filtry (1)');
    // the address changed, the fold stayed open
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(select, 'Všechna umístění');
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(toggle).toHaveAccessibleName('Filtry');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('counts the location a link brings, folded, and none once "Show all sensors" clears it', async () => {
    const { user } = await renderSensors({ [`GET ${SENSORS_PATH}`]: ({ url }) => ({ body: url.includes('location_type=outdoor') ? [] : SENSORS }) }, '/technology/sensors?location=outdoor');
    expect(await screen.findByText('There are no sensors in this location.')).toBeInTheDocument();
    const { toggle, panel } = fold(screen.getByRole('main'));
    expect(toggle).toHaveAccessibleName('Filters (1)');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).getByRole('combobox', { name: 'Location' })).toHaveValue('outdoor');
    await user.click(screen.getByRole('button', { name: 'Show all sensors' }));
    expect(await screen.findByTestId('sensors-table')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Filters');
  });
});
