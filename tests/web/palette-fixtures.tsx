/** The palette rendered on its own, with a context of the test's making (no app, no API). */
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { Command, CommandContext } from '../../src/commands/types';
import Palette from '../../src/commands/Palette';
import { paletteAtom } from '../../src/commands/overlays';
import { appStore } from '../../src/state/store';
import { i18n } from '../../src/lib/i18n';
import { PERMISSION } from '../../contract/rules/permissions';
import { SCREEN_VEHICLES } from '../../src/features/parking/screen';
import { BUILDING, WITH_PARKING, member, vehicle } from './parking-fixtures';
import { summaryOf } from './units-fixtures';

/** A global admin holding every permission in the selected building, in a unit with parking, on a screen showing plates. */
export function fullContext(): CommandContext {
  const user = { ...member(Object.values(PERMISSION), 'admin'), global_role: 'admin' as const };
  const unit = summaryOf(WITH_PARKING);
  return {
    navigate: vi.fn(),
    location: '/',
    t: i18n.t.bind(i18n),
    user,
    isGlobalAdmin: true,
    hasPermission: () => true,
    buildings: [BUILDING],
    building: BUILDING,
    buildingId: BUILDING.id,
    setBuildingId: vi.fn(),
    units: [unit],
    unit,
    unitId: unit.id,
    setUnitId: vi.fn(),
    theme: 'light',
    setTheme: vi.fn(),
    language: 'en',
    setLanguage: vi.fn(),
    logout: vi.fn(async () => undefined),
    openDialog: vi.fn(),
    showShortcuts: vi.fn(),
    screen: { [SCREEN_VEHICLES]: [vehicle({})] },
  };
}

/** Opens the palette with these commands; returns the dialog. */
export async function openPalette(commands: readonly Command[], ctx: CommandContext = fullContext()) {
  act(() => appStore.set(paletteAtom, { open: true }));
  const view = render(<Palette commands={commands} ctx={ctx} />);
  return { ...view, palette: await screen.findByTestId('command-palette') };
}

export async function closePalette() {
  act(() => appStore.set(paletteAtom, { open: false }));
  await waitFor(() => expect(screen.queryByTestId('command-palette')).not.toBeInTheDocument());
}
