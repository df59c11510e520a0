/**
 * Everything behind the login, loaded as one lazy chunk: the frame, the live
 * connection, keyboard shortcuts, the palette and the protected routes.
 */
import { lazy, Suspense, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { helpOpenAtom } from '../commands/overlays';
import { useOpenedOnce } from '../ui/useOpenedOnce';
import { allCommands } from '../commands/registry';
import { useCommandContext } from '../commands/context';
import { useShortcuts } from '../commands/useShortcuts';
import { useLiveConnection } from '../live/connection';
import { useGateToasts } from './useGateToasts';
import { useApplyUserSettings } from '../features/settings/useApplyUserSettings';
import { FloorplanDialogHost } from '../features/floorplans/FloorplanDialogHost';
import { Layout } from './Layout';
import { ProtectedRoutes } from './ProtectedRoutes';

// cmdk and the palette arrive in their own chunk, off the first screen's critical path
const Palette = lazy(() => import('../commands/Palette'));
// the `?` overlay (a dialog) loads when first asked for
const HelpOverlay = lazy(() => import('../commands/HelpOverlay').then((m) => ({ default: m.HelpOverlay })));

export default function AuthenticatedApp() {
  useLiveConnection();
  useGateToasts();
  useApplyUserSettings();
  const commands = useMemo(() => allCommands(), []);
  const ctx = useCommandContext();
  useShortcuts(commands, ctx);
  const helpLoaded = useOpenedOnce(useAtomValue(helpOpenAtom));

  return (
    <Layout>
      <ProtectedRoutes />
      <Suspense fallback={null}>
        <Palette commands={commands} ctx={ctx} />
        {helpLoaded && <HelpOverlay commands={commands} ctx={ctx} />}
      </Suspense>
      <FloorplanDialogHost />
    </Layout>
  );
}
