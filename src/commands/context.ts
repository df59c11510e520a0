/** Builds the CommandContext from the app's state, for the palette and the shortcut listener. */
import { useMemo } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { currentLanguage } from '../lib/i18n';
import { chooseLanguage, chooseTheme } from '../lib/choosePreference';
import { useSelectedBuilding } from '../state/building';
import { isGlobalAdmin, logout, useSession } from '../state/session';
import { can } from '../state/permissions';
import { useTheme } from '../state/theme';
import { useSelectedUnit } from '../state/unit';
import { helpOpenAtom } from './overlays';
import { openDialog } from './pendingAction';
import { screenContextAtom } from './screenContext';
import type { CommandContext } from './types';

export function useCommandContext(): CommandContext {
  const [location, navigate] = useLocation();
  const { t } = useTranslation();
  const { user } = useSession();
  const { building, buildingId, setBuildingId, buildings } = useSelectedBuilding();
  const { unit, unitId, setUnitId, units } = useSelectedUnit();
  const { theme } = useTheme();
  const screen = useAtomValue(screenContextAtom);
  const setHelpOpen = useSetAtom(helpOpenAtom);

  return useMemo<CommandContext>(
    () => ({
      navigate: (to) => navigate(to),
      location,
      t,
      user,
      isGlobalAdmin: isGlobalAdmin(user),
      hasPermission: (code) => can(user, buildingId, code),
      buildings,
      building,
      buildingId,
      setBuildingId,
      units,
      unit,
      unitId,
      setUnitId,
      theme,
      setTheme: (next) => void chooseTheme(next),
      language: currentLanguage(),
      setLanguage: (lng) => void chooseLanguage(lng),
      logout,
      openDialog,
      showShortcuts: () => setHelpOpen(true),
      screen,
    }),
    [navigate, location, t, user, buildings, building, buildingId, setBuildingId, units, unit, unitId, setUnitId, theme, screen, setHelpOpen],
  );
}

/** Visible and enabled, with the optional predicates defaulting to true. */
export function isCommandVisible(cmd: { isVisible?: (c: CommandContext) => boolean }, ctx: CommandContext): boolean {
  return cmd.isVisible ? cmd.isVisible(ctx) : true;
}

export function isCommandEnabled(cmd: { isEnabled?: (c: CommandContext) => boolean }, ctx: CommandContext): boolean {
  return cmd.isEnabled ? cmd.isEnabled(ctx) : true;
}
