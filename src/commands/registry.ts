/**
 * Every command of the app, merged from explicit imports — nothing registers
 * itself by being imported. A feature adds its list with one import line and
 * one spread below (e.g. `import { documentsCommands } from '../features/documents/commands';`).
 *
 * Only the palette (a lazy chunk, through PaletteHost.tsx) imports this module: the signed-in
 * shell keeps just the core commands, whose key sequences and chords it listens for (the shell's
 * commands without keys are in shell-commands.ts). So a feature
 * command has no `shortcut` or `keySequence` (tests/unit/commands.test.ts holds it to that); one that
 * needs a key belongs in core-commands.ts. Every feature's list thereby stays off the first screen
 * (issue 10: the first screen had reached its budget, and every feature adds commands).
 */
import { helpCommands, navigationCommands } from './core-commands';
import { shellCommands } from './shell-commands';
import { buildingCommands } from '../features/building/commands';
import { floorplansCommands } from '../features/floorplans/commands';
import { myUnitCommands } from '../features/my-unit/commands';
import { dashboardCommands } from '../features/dashboard/commands';
import { documentsCommands } from '../features/documents/commands';
import { parkingCommands } from '../features/parking/commands';
import { doorsCommands } from '../features/doors/commands';
import { qrCommands } from '../features/qr/commands';
import { issuesCommands } from '../features/issues/commands';
import { forumCommands } from '../features/forum/commands';
import { notificationsCommands } from '../features/notifications/commands';
import { cleaningCommands } from '../features/cleaning/commands';
import { receptionCommands } from '../features/reception/commands';
import { sensorsCommands } from '../features/sensors/commands';
import { fireAlarmCommands } from '../features/fire-alarm/commands';
import { boardCommands } from '../features/board/commands';
import { profileCommands } from '../features/profile/commands';
import { settingsCommands } from '../features/settings/commands';
import { adminCommands } from '../features/admin/commands';
import { auditCommands } from '../features/audit/commands';
import type { Command } from './types';

export function featureCommands(): Command[] {
  return [...profileCommands, ...settingsCommands, ...documentsCommands, ...buildingCommands, ...floorplansCommands, ...myUnitCommands, ...dashboardCommands, ...parkingCommands, ...doorsCommands, ...qrCommands, ...issuesCommands, ...forumCommands, ...notificationsCommands, ...cleaningCommands, ...receptionCommands, ...sensorsCommands, ...fireAlarmCommands, ...boardCommands, ...adminCommands, ...auditCommands];
}

export function allCommands(): Command[] {
  // the shell's groups first (navigation, building and unit, preferences, account, help), as the palette lists them
  return [...navigationCommands, ...shellCommands, ...helpCommands, ...featureCommands()];
}
