/**
 * Phones (issue 29 §5): the table that is a list of cards below 1024 px (src/ui/CardTable.tsx), the
 * filters folded behind one counting button (src/ui/FilterDisclosure.tsx), tabs that wrap
 * (src/ui/Tabs.tsx), and a sensor's state in words (src/lib/sensorFormat.ts, SensorValue). jsdom
 * has no layout: these check what is rendered for both layouts, its classes and accessible names.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { CardTable, type Column } from '../../src/ui/CardTable';
import { FilterDisclosure } from '../../src/ui/FilterDisclosure';
import { Tabs } from '../../src/ui/Tabs';
import { formatSensorState } from '../../src/lib/sensorFormat';
import { SensorValue } from '../../src/features/sensors/SensorValue';

interface Row {
  id: number;
  title: string;
  status: string;
}
const ROWS: Row[] = [
  { id: 1, title: 'Kapající kohoutek', status: 'Nová' },
  { id: 2, title: 'Nesvítí světlo', status: 'Vyřešená' },
];

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('CardTable', () => {
  const onSort = vi.fn();
  const columns: Column<Row>[] = [
    { id: 'title', header: 'Title', bare: true, rowHeader: true, cell: (r) => r.title },
    { id: 'status', header: 'Status', headerContent: <button type="button" onClick={onSort}>Status</button>, sort: 'ascending', cell: (r) => r.status },
    { id: 'actions', header: 'Actions', bare: true, srHeader: true, cell: (r) => <button type="button">Delete {r.title}</button> },
  ];

  it('is one table whose rows become cards below lg: header row for screen readers only, each value named', () => {
    render(<CardTable label="Issues" testId="list" columns={columns} entries={ROWS} rowKey={(r) => r.id} rowTestId={(r) => `row-${r.id}`} />);
    const table = screen.getByRole('table', { name: 'Issues' });
    expect(table).toHaveAttribute('data-testid', 'list');
    // a block below lg, a table from it
    expect(table.className).toMatch(/(^| )block( |$)/);
    expect(table.className).toContain('lg:table');
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    // the header row stays in the accessibility tree on phones (screen readers, row counts), not in sight
    expect(header.closest('thead')!.className).toContain('max-lg:sr-only');
    expect(within(header).getAllByRole('columnheader')[1]).toHaveAttribute('aria-sort', 'ascending');

    const card = screen.getByTestId('row-1');
    expect(card.className).toMatch(/(^| )flex( |$)/);
    expect(card.className).toContain('lg:table-row');
    // the title names the row; the status carries its column's name, shown on narrow screens only
    expect(within(card).getByRole('rowheader')).toHaveTextContent('Kapající kohoutek');
    const label = within(card).getByText('Status');
    expect(label.className).toContain('lg:hidden');
    expect(label.parentElement).toHaveTextContent('StatusNová');
    // bare columns (title, actions) have no label on the card
    expect(within(card).queryByText('Title')).toBeNull();
    expect(within(card).queryByText('Actions')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete Kapající kohoutek' })).toBeInTheDocument();
  });

  it('keeps a header button out of the narrow layout (no focusable control hidden from sight)', () => {
    render(<CardTable label="Issues" columns={columns} entries={ROWS} rowKey={(r) => r.id} />);
    const sortButton = screen.getByRole('button', { name: 'Status' });
    expect(sortButton.parentElement!.className).toContain('max-lg:hidden');
  });

  it('calls back on a click anywhere on a row', async () => {
    const onRow = vi.fn();
    render(<CardTable label="Issues" columns={columns.slice(0, 2)} entries={ROWS} rowKey={(r) => r.id} rowTestId={(r) => `row-${r.id}`} onRowClick={onRow} />);
    await userEvent.click(within(screen.getByTestId('row-2')).getByText('Vyřešená'));
    expect(onRow).toHaveBeenCalledWith(ROWS[1]);
  });
});

describe('FilterDisclosure', () => {
  it('folds the filters behind one button below lg and counts the active ones, in both languages', async () => {
    await i18n.changeLanguage('cs');
    const { rerender } = render(
      <FilterDisclosure active={0}>
        <label>
          Stav <select />
        </label>
      </FilterDisclosure>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtry' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByLabelText('Stav'));
    // folded on phones, always open from lg (where the button itself is gone)
    expect(panel.className).toContain('hidden');
    expect(panel.className).toContain('lg:block');
    expect(toggle.className).toContain('lg:hidden');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel.className.split(' ')).not.toContain('hidden');
    // the keyboard: Enter on the focused button folds them again
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    rerender(
      <FilterDisclosure active={2}>
        <span />
      </FilterDisclosure>,
    );
    expect(screen.getByRole('button', { name: 'Filtry (2)' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
  });
});

describe('Tabs', () => {
  it('wrap onto another line rather than scroll out of sight', () => {
    render(
      <Tabs idPrefix="svj" label="SVJ" items={[{ id: 'a', label: 'Obecné informace' }, { id: 'b', label: 'Bankovní účet' }, { id: 'c', label: 'Datová schránka' }]} selected="a" onSelect={() => undefined}>
        <p>panel</p>
      </Tabs>,
    );
    const list = screen.getByRole('tablist', { name: 'SVJ' });
    expect(list.className).toContain('flex-wrap');
    expect(list.className).not.toContain('overflow-x-auto');
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
  });
});

describe('sensor states', () => {
  // as the sensors page names them (SensorValue.tsx)
  const translate = (named: string) => i18n.t(`sensors.state.${named}`);

  it('names a flood detector’s ok / alarm and a door’s open / closed in the UI language; others as sent', async () => {
    await i18n.changeLanguage('cs');
    expect(formatSensorState('ok', translate, 'cs')).toBe('V pořádku');
    expect(formatSensorState('alarm', translate, 'cs')).toBe('Poplach');
    expect(formatSensorState('open', translate, 'cs')).toBe('Otevřeno');
    expect(formatSensorState('on', translate, 'cs')).toBe('on');
    // a state sent as a number: Czech decimal comma
    expect(formatSensorState('0.5', translate, 'cs')).toBe('0,5');
    await i18n.changeLanguage('en');
    expect(formatSensorState('OK', translate, 'en')).toBe('OK');
    expect(formatSensorState('alarm', translate, 'en')).toBe('Alarm');
    expect(formatSensorState('0.5', translate, 'en')).toBe('0.5');
  });

  it('shows the flood detector’s reading translated, never the raw "ok"', async () => {
    await i18n.changeLanguage('cs');
    render(<SensorValue sensor={{ type: 'binary', value: null, co_level: null, state: 'ok' }} />);
    expect(screen.getByTestId('sensor-value')).toHaveTextContent(/^V pořádku$/);
  });
});
