/**
 * Everything behind the login, loaded as one lazy chunk: the frame, the live
 * connection, keyboard shortcuts, the palette and the protected routes.
 */
import { useMemo } from 'react';
import { allCommands } from '../commands/registry';
import { useCommandContext } from '../commands/context';
import { HelpOverlay } from '../commands/HelpOverlay';
import { Palette } from '../commands/Palette';
import { useShortcuts } from '../commands/useShortcuts';
import { useLiveConnection } from '../live/connection';
import { useApplyUserSettings } from '../features/settings/useApplyUserSettings';
import { Layout } from './Layout';
import { ProtectedRoutes } from './ProtectedRoutes';

export default function AuthenticatedApp() {
  useLiveConnection();
  useApplyUserSettings();
  const commands = useMemo(() => allCommands(), []);
  const ctx = useCommandContext();
  useShortcuts(commands, ctx);

  return (
    <Layout>
      <ProtectedRoutes />
      <Palette commands={commands} ctx={ctx} />
      <HelpOverlay commands={commands} ctx={ctx} />
    </Layout>
  );
}
