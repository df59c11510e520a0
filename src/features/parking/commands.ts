/**
 * The parking screen's actions as palette commands (issue 9 §3): add a plate (a small form), find
 * a plate across the user's units, open the gate log filtered by a plate, and for holders of
 * parking:manage switch parking on for a unit or create a unit's space. ("Go to parking", g p, is a
 * core command.) Each is
 * hidden from those who cannot run it; the forms load when opened.
 */
import type { Command, CommandContext, PageItem } from '../../commands/types';
import type { ParkingLogEntry, Vehicle } from '../../../contract/parking';
import { PERMISSION } from '../../../contract/rules/permissions';
import { DELETE_PLATE, EDIT_PLATE, SCREEN_GATE_LOG, SCREEN_VEHICLES, SHOW_PHOTO } from './screen';
import { formatDateTime } from '../../lib/format';
import { withPageTexts } from '../../lib/i18n';

const GROUP = 'parking.palette.group';
const hasUnitsHere = (ctx: CommandContext) => ctx.units.length > 0;
const unitHasParking = (ctx: CommandContext) => ctx.unit?.has_parking === true;
const onParking = (ctx: CommandContext) => ctx.location === '/parking';
/** The plates the vehicles card shows, when it is on screen. */
const shownVehicles = (ctx: CommandContext) => (ctx.screen[SCREEN_VEHICLES] as Vehicle[] | undefined) ?? [];

/** One item per shown plate; picking one asks the card to open its dialog for it. */
const plateItems = (action: string) => (ctx: CommandContext): PageItem[] =>
  shownVehicles(ctx).map((v) => ({
    id: `${action}-${v.id}`,
    label: v.license_plate,
    hint: [v.name, ctx.t(`parking.type.${v.type}`)].filter(Boolean).join(' · '),
    keywords: [v.name ?? ''],
    run: (c) => c.openDialog(action, v.id),
  }));

/** The gate log entries on screen that have a photo. */
const photoEntries = (ctx: CommandContext) => ((ctx.screen[SCREEN_GATE_LOG] as ParkingLogEntry[] | undefined) ?? []).filter((e) => e.has_image);

export const parkingCommands: Command[] = [
  {
    id: SHOW_PHOTO,
    group: GROUP,
    title: 'parking.palette.showPhoto',
    keywords: ['photo', 'picture', 'camera', 'gate', 'log', 'fotka', 'snímek', 'kamera', 'brána', 'záznam', 'SPZ'],
    isVisible: (ctx) => photoEntries(ctx).length > 0,
    isContextual: onParking,
    page: {
      kind: 'list',
      placeholder: 'parking.palette.platePlaceholder',
      items: (ctx) =>
        photoEntries(ctx).map((e) => ({
          id: String(e.log_id),
          label: e.license_plate,
          hint: [formatDateTime(e.access_time), ctx.t(`parking.direction.${e.direction}`)].join(' · '),
          run: (c) => c.openDialog(SHOW_PHOTO, e.log_id),
        })),
    },
  },
  {
    id: 'parking.addPlate',
    group: GROUP,
    title: 'parking.palette.addPlate',
    keywords: ['plate', 'licence', 'license', 'car', 'vehicle', 'SPZ', 'RZ', 'značka', 'auto', 'vozidlo', 'přidat', 'add'],
    // a unit's people add plates to it; the selected unit must have parking
    isVisible: hasUnitsHere,
    isEnabled: unitHasParking,
    isContextual: onParking,
    page: { kind: 'form', load: () => withPageTexts('parking', () => import('./AddPlateForm')).then((m) => ({ default: m.AddPlateForm })) },
  },
  {
    id: 'parking.editPlate',
    group: GROUP,
    title: 'parking.palette.editPlate',
    keywords: ['edit', 'plate', 'upravit', 'SPZ', 'vozidlo'],
    // the plates of the vehicles card on screen
    isVisible: (ctx) => shownVehicles(ctx).length > 0,
    isContextual: onParking,
    page: { kind: 'list', placeholder: 'parking.palette.platePlaceholder', items: plateItems(EDIT_PLATE) },
  },
  {
    id: 'parking.deletePlate',
    group: GROUP,
    title: 'parking.palette.deletePlate',
    keywords: ['delete', 'remove', 'plate', 'smazat', 'odebrat', 'SPZ', 'vozidlo'],
    isVisible: (ctx) => shownVehicles(ctx).length > 0,
    isContextual: onParking,
    page: { kind: 'list', placeholder: 'parking.palette.platePlaceholder', items: plateItems(DELETE_PLATE) },
  },
  {
    id: 'parking.findPlate',
    group: GROUP,
    title: 'parking.palette.findPlate',
    keywords: ['plate', 'find', 'search', 'car', 'SPZ', 'RZ', 'značka', 'najít', 'hledat', 'vozidlo'],
    isVisible: (ctx) => hasUnitsHere(ctx) || ctx.hasPermission(PERMISSION.parkingManage),
    isEnabled: (ctx) => ctx.buildingId !== null,
    isContextual: onParking,
    page: { kind: 'form', load: () => withPageTexts('parking', () => import('./FindPlatePicker')).then((m) => ({ default: m.FindPlatePicker })) },
  },
  {
    id: 'parking.openLog',
    group: GROUP,
    title: 'parking.palette.openLog',
    keywords: ['gate', 'log', 'access', 'history', 'brána', 'vjezd', 'výjezd', 'záznam', 'historie', 'SPZ'],
    isVisible: hasUnitsHere,
    isEnabled: unitHasParking,
    isContextual: onParking,
    page: { kind: 'form', load: () => withPageTexts('parking', () => import('./GateLogForm')).then((m) => ({ default: m.GateLogForm })) },
  },
  {
    id: 'parking.switchOn',
    group: GROUP,
    title: 'parking.palette.switchOn',
    keywords: ['parking', 'parkování', 'zapnout', 'switch', 'enable', 'unit', 'jednotka'],
    isVisible: (ctx) => ctx.hasPermission(PERMISSION.parkingManage),
    isEnabled: (ctx) => ctx.buildingId !== null,
    page: { kind: 'form', load: () => withPageTexts('parking', () => import('./SwitchParkingPicker')).then((m) => ({ default: m.SwitchParkingPicker })) },
  },
  {
    // the gate's decision and its reason for a plate and a unit, without driving up (issue 29 §4)
    id: 'parking.accessCheck',
    group: GROUP,
    title: 'parking.palette.accessCheck',
    keywords: ['access', 'check', 'gate', 'plate', 'decision', 'přístup', 'kontrola', 'zkontrolovat', 'brána', 'SPZ', 'RZ', 'vjezd'],
    // the check as a staff tool (the route also lets a unit's people check their own unit)
    isVisible: (ctx) => ctx.hasPermission(PERMISSION.parkingManage),
    isEnabled: (ctx) => ctx.buildingId !== null,
    isContextual: onParking,
    page: { kind: 'form', load: () => withPageTexts('parking', () => import('./AccessCheckPage')).then((m) => ({ default: m.AccessCheckPage })) },
  },
  {
    id: 'parking.createSpace',
    group: GROUP,
    title: 'parking.palette.createSpace',
    keywords: ['space', 'stání'],
    isVisible: (ctx) => ctx.hasPermission(PERMISSION.parkingManage),
    isEnabled: (ctx) => ctx.buildingId !== null,
    page: { kind: 'form', load: () => withPageTexts('parking', () => import('./CreateSpaceForm')).then((m) => ({ default: m.CreateSpaceForm })) },
  },
];
