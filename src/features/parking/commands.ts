/**
 * The parking screen's actions as palette commands (issue 9 §3): add a plate (a small form), find
 * a plate across the user's units, open the gate log filtered by a plate, and for holders of
 * parking:manage switch parking on for a unit. ("Go to parking", g p, is a core command.) Each is
 * hidden from those who cannot run it; the forms load when opened.
 */
import type { Command, CommandContext } from '../../commands/types';
import { PERMISSION } from '../../../contract/rules/permissions';

const GROUP = 'parking.palette.group';
const hasUnitsHere = (ctx: CommandContext) => ctx.units.length > 0;
const unitHasParking = (ctx: CommandContext) => ctx.unit?.has_parking === true;
const onParking = (ctx: CommandContext) => ctx.location === '/parking';

export const parkingCommands: Command[] = [
  {
    id: 'parking.addPlate',
    group: GROUP,
    title: 'parking.palette.addPlate',
    keywords: ['plate', 'licence', 'license', 'car', 'vehicle', 'SPZ', 'RZ', 'značka', 'auto', 'vozidlo', 'přidat', 'add'],
    // a unit's people add plates to it; the selected unit must have parking
    isVisible: hasUnitsHere,
    isEnabled: unitHasParking,
    isContextual: onParking,
    page: { kind: 'form', load: () => import('./AddPlateForm').then((m) => ({ default: m.AddPlateForm })) },
  },
  {
    id: 'parking.findPlate',
    group: GROUP,
    title: 'parking.palette.findPlate',
    keywords: ['plate', 'find', 'search', 'car', 'SPZ', 'RZ', 'značka', 'najít', 'hledat', 'vozidlo'],
    isVisible: (ctx) => hasUnitsHere(ctx) || ctx.hasPermission(PERMISSION.parkingManage),
    isEnabled: (ctx) => ctx.buildingId !== null,
    isContextual: onParking,
    page: { kind: 'form', load: () => import('./FindPlatePicker').then((m) => ({ default: m.FindPlatePicker })) },
  },
  {
    id: 'parking.openLog',
    group: GROUP,
    title: 'parking.palette.openLog',
    keywords: ['gate', 'log', 'access', 'history', 'brána', 'vjezd', 'výjezd', 'záznam', 'historie', 'SPZ'],
    isVisible: hasUnitsHere,
    isEnabled: unitHasParking,
    isContextual: onParking,
    page: { kind: 'form', load: () => import('./GateLogForm').then((m) => ({ default: m.GateLogForm })) },
  },
  {
    id: 'parking.switchOn',
    group: GROUP,
    title: 'parking.palette.switchOn',
    keywords: ['parking', 'parkování', 'zapnout', 'switch', 'enable', 'unit', 'jednotka'],
    isVisible: (ctx) => ctx.hasPermission(PERMISSION.parkingManage),
    isEnabled: (ctx) => ctx.buildingId !== null,
    page: { kind: 'form', load: () => import('./SwitchParkingPicker').then((m) => ({ default: m.SwitchParkingPicker })) },
  },
];
