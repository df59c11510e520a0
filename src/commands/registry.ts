/**
 * Every command of the app, merged from explicit imports — nothing registers
 * itself by being imported. A feature adds its list with one import line and
 * one spread below (e.g. `import { documentsCommands } from '../features/documents/commands';`).
 */
import { coreCommands } from './core-commands';
import { buildingCommands } from '../features/building/commands';
import { floorplansCommands } from '../features/floorplans/commands';
import { dashboardCommands } from '../features/dashboard/commands';
import { myUnitCommands } from '../features/my-unit/commands';
import { documentsCommands } from '../features/documents/commands';
import type { Command } from './types';

export function allCommands(): Command[] {
  return [...coreCommands, ...documentsCommands, ...buildingCommands, ...floorplansCommands, ...dashboardCommands, ...myUnitCommands];
}
