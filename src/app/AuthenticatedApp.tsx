/**
 * Everything behind the login, loaded as one lazy chunk: the frame, the live
 * connection, keyboard shortcuts, the palette and the protected routes.
 */
import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { helpOpenAtom } from '../commands/overlays';
import { useOpenedOnce } from '../ui/useOpenedOnce';
import { coreCommands } from '../commands/core-commands';
import { useCommandContext } from '../commands/context';
import { withCommandTexts } from '../lib/i18n';
import { useShortcuts } from '../commands/useShortcuts';
import { useLiveConnection } from '../live/connection';
import { useGateToasts } from './useGateToasts';
import { useFireAlarms } from './useFireAlarms';
import { useApplyUserSettings } from './useApplyUserSettings';
import { FloorplanDialogHost } from '../features/floorplans/FloorplanDialogHost';
import { Layout } from './Layout';
import { ProtectedRoutes } from './ProtectedRoutes';

// cmdk, the palette and the features' commands arrive in their own chunk, off the first screen's
// critical path, together with the command texts it shows (lib/pageTexts.ts COMMAND_SECTIONS): the
// palette renders only once both are here, so Ctrl+K never shows an untranslated title
const loadPaletteHost = () => withCommandTexts(() => import('../commands/PaletteHost'));
const Palette = lazy(loadPaletteHost);
// the `?` overlay (a dialog) loads when first asked for; it lists command titles too
const loadHelpOverlay = () => withCommandTexts(() => import('../commands/HelpOverlay')).then((m) => ({ default: m.HelpOverlay }));
const HelpOverlay = lazy(loadHelpOverlay);

export default function AuthenticatedApp() {
  useLiveConnection();
  useGateToasts();
  useFireAlarms();
  useApplyUserSettings();
  const ctx = useCommandContext();
  // only core commands have keys (commands/registry.ts): the shell listens for those, and the `?` overlay lists them
  useShortcuts(coreCommands, ctx);
  const helpLoaded = useOpenedOnce(useAtomValue(helpOpenAtom));
  const [location] = useLocation();
  const wall = new URLSearchParams(useSearch()).get('wall') === '1';

  const overlays = (
    <Suspense fallback={null}>
      <Palette ctx={ctx} />
      {helpLoaded && <HelpOverlay commands={coreCommands} ctx={ctx} />}
    </Suspense>
  );
  // the board's wall mode (/board?wall=1, issue 12 §3): the page alone, no navigation around it
  if (location === '/board' && wall) {
    return (
      <>
        <ProtectedRoutes />
        {overlays}
      </>
    );
  }
  return (
    <Layout>
      <ProtectedRoutes />
      {overlays}
      <FloorplanDialogHost />
    </Layout>
  );
}
