import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FloorPickerPage } from '../../src/features/floorplans/FloorPickerPage';
import type { CommandContext } from '../../src/commands/types';
import { i18n } from '../../src/lib/i18n';
import { mockApi, renderWithApp, resetApp, signIn } from './helpers';
import { PLANS } from './floorplan-fixtures';

function renderPicker() {
  mockApi({ 'GET /v1/buildings/1/floorplans': { body: { floorplans: PLANS } } });
  const ctx = { buildingId: 1, navigate: vi.fn(), openDialog: vi.fn() } as unknown as CommandContext;
  const close = vi.fn();
  renderWithApp(<FloorPickerPage ctx={ctx} close={close} />);
  return { ctx, close, user: userEvent.setup() };
}

describe("the palette's floor sub-page", () => {
  beforeEach(async () => {
    resetApp('/');
    signIn();
    await i18n.changeLanguage('cs');
  });

  it('lists the floors with plans and filters them by typing, accents or not', async () => {
    const { user } = renderPicker();
    const filter = await screen.findByRole('searchbox', { name: 'Hledat podlaží…' });
    expect(filter).toHaveFocus();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      expect.stringContaining('1. podzemní podlaží'),
      expect.stringContaining('Přízemí'),
      expect.stringContaining('2. patro'),
    ]);
    await user.type(filter, 'prizemi');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([expect.stringContaining('Přízemí')]);
    await user.clear(filter);
    await user.type(filter, 'xyz');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Nic nenalezeno')).toBeInTheDocument();
  });

  it('opens the best match with Enter', async () => {
    const { user, ctx, close } = renderPicker();
    const filter = await screen.findByRole('searchbox', { name: 'Hledat podlaží…' });
    await screen.findByText('Přízemí');
    await user.type(filter, 'podzemni{Enter}');
    await waitFor(() => expect(ctx.openDialog).toHaveBeenCalledWith('floorplans.open', { floor: -1 }));
    expect(close).toHaveBeenCalled();
  });
});
