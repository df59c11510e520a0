/**
 * Issue 29 §8's small things in the admin forms and the unit pickers: (b) one name per role, the
 * catalogue's ("Správce budovy" is the manager, the building admin is "Administrátor budovy");
 * (c) the invitation form says why "Odeslat pozvánku" is disabled; (f) the unit pickers' "none"
 * texts wrap below the select instead of being cut inside it at 360 px.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../src/lib/i18n';
import { roleLabel } from '../../src/features/admin/roleLabels';
import { StaffUnitPicker } from '../../src/ui/StaffUnitPicker';
import type { UnitSummary } from '../../contract/units';
import { renderAdmin } from './admin-fixtures';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('role names (§8b)', () => {
  it('names the building manager "Správce budovy" and the building admin "Administrátor budovy", in every place', async () => {
    await i18n.changeLanguage('cs');
    const t = i18n.t.bind(i18n);
    expect(roleLabel(t, 'building', 'manager')).toBe('Správce budovy');
    expect(roleLabel(t, 'building', 'admin')).toBe('Administrátor budovy');
    expect(roleLabel(t, 'unit', 'admin')).toBe('Správce jednotky');
    expect(roleLabel(t, 'global', 'admin')).toBe('Administrátor');
    // the profile's labels agree with the admin's
    expect(t('profile.roles.manager')).toBe(roleLabel(t, 'building', 'manager'));
    // no two roles of a kind share a name
    for (const kind of ['building', 'unit', 'global'] as const) {
      const names = Object.values(i18n.getResource('cs', 'translation', `admin.roleNames.${kind}`) as Record<string, string>);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('an unknown role code is shown as it is', () => {
    expect(roleLabel(i18n.t.bind(i18n), 'building', 'custodian')).toBe('custodian');
  });

  it('the invitation form offers the building roles by those names', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderAdmin({ path: '/admin/invitations', over: { 'GET /v1/auth/invitations': { body: { data: { invitations: [] } } } } });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    const addRow = within(dialog).getByRole('button', { name: 'Přidat budovu a roli' });
    await waitFor(() => expect(addRow).toBeEnabled());
    await user.click(addRow);
    const roles = within(within(dialog).getByLabelText(/^Role v budově/)).getAllByRole('option').map((o) => o.textContent);
    expect(roles).toEqual(expect.arrayContaining(['Administrátor budovy', 'Správce budovy', 'Uživatel']));
    expect(roles).not.toContain('Správce');
  });
});

describe('invitation send hint (§8c)', () => {
  it('says what is missing while "Odeslat pozvánku" is disabled, and stops saying it once a building is added', async () => {
    await i18n.changeLanguage('cs');
    const { user } = await renderAdmin({ path: '/admin/invitations', over: { 'GET /v1/auth/invitations': { body: { data: { invitations: [] } } } } });
    await user.click(await screen.findByRole('button', { name: 'Pozvat' }));
    const dialog = await screen.findByTestId('admin-invitation-dialog');
    const send = within(dialog).getByRole('button', { name: 'Odeslat pozvánku' });
    expect(send).toBeDisabled();
    const addRow = within(dialog).getByRole('button', { name: 'Přidat budovu a roli' });
    await waitFor(() => expect(addRow).toBeEnabled());
    expect(within(dialog).getByTestId('invitation-needs-row')).toHaveTextContent('alespoň jednu budovu a roli');
    await user.click(addRow);
    expect(send).toBeEnabled();
    expect(within(dialog).queryByTestId('invitation-needs-row')).not.toBeInTheDocument();
  });
});

describe('unit picker texts wrap (§8f)', () => {
  const unit = (id: number, number: string): UnitSummary => ({
    id,
    unique_id: `u${id}`,
    number,
    identifier: `1-${number}`,
    type: 'apartment',
    type_name: 'Byt',
    has_parking: true,
    building: { id: 1, name: 'B' },
    access: null,
  });

  it('shows "none" as a wrapping note under the select, not as its option', async () => {
    const user = userEvent.setup();
    const none = 'No unit of this building matches the search you typed';
    render(
      <StaffUnitPicker
        units={{ data: [unit(1, '101'), unit(2, '102')], error: undefined, isLoading: false, retry: () => {} }}
        value={null}
        onPick={() => {}}
        testId="picker"
        texts={{ search: 'Search units', label: 'Unit', none }}
      />,
    );
    await user.type(screen.getByLabelText('Search units'), 'zzz');
    const note = screen.getByText(none);
    expect(note.tagName).toBe('P');
    expect(screen.getByLabelText('Unit')).toHaveAccessibleDescription(none);
    expect(within(screen.getByLabelText('Unit')).queryByText(none)).not.toBeInTheDocument();
    // the picker's grid lets its cells shrink below their content at 360 px
    expect(screen.getByTestId('picker')).toHaveClass('min-w-0');
  });
});
