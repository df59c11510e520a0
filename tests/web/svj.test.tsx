/** The housing-association area (issue 15 §4): three tabs of fields, honestly awaiting the association's system. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/App';
import { i18n } from '../../src/lib/i18n';
import { shellRoutes } from './doors-fixtures';
import { member } from './parking-fixtures';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

async function renderSvj() {
  resetApp('/svj');
  signIn();
  mockApi(shellRoutes(member([])));
  renderWithApp(<AppRoutes />);
  await screen.findByRole('heading', { level: 1, name: /^(Housing association|SVJ)$/ }, { timeout: 20_000 });
  return userEvent.setup();
}

describe('housing association', () => {
  it('lays out the general information and says it awaits the connection, with no made-up figures', async () => {
    await renderSvj();
    const tabs = screen.getByRole('tablist', { name: 'Association areas' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['General information', 'Bank account', 'Data box']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText("Awaiting connection to the association's system")).toBeInTheDocument();
    for (const field of ['Association name', 'Company ID', 'Registered address', 'Contacts', 'Committee members']) expect(within(panel).getByText(field)).toBeInTheDocument();
    expect(within(panel).getAllByText('Not connected yet')).toHaveLength(5);
    expect(panel.textContent).not.toMatch(/\d/);
  });

  it('switches to the bank account and the data box by keyboard', async () => {
    const user = await renderSvj();
    await user.click(screen.getByRole('tab', { name: 'General information' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bank account', selected: true })).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).getByText('Repair fund balance')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(screen.getByRole('tabpanel')).getByText('Delivery receipts')).toBeInTheDocument();
  });

  it('speaks Czech first', async () => {
    await i18n.changeLanguage('cs');
    await renderSvj();
    expect(screen.getByRole('tab', { name: 'Obecné informace' })).toBeInTheDocument();
    expect(screen.getByText('Čeká na napojení na systém SVJ')).toBeInTheDocument();
  });
});
