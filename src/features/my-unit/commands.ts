/**
 * Palette commands of the My unit screen: every action of the screen is reachable from the
 * keyboard. They act on the unit shown on /my-unit, or else on the sidebar's selected unit.
 * ("Go to my unit" is a core navigation command already.)
 */
import type { Command, CommandContext, PageItem } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { saveUnitFeatures } from './actions';
import { maintenanceNoteAccess, settingsFromUnit, toggleElevatorOption } from './rules';
import { featureRules } from '../../../contract/rules/units';
import { OPEN_UNIT_ACTION, myUnitScreen, targetUnit } from './screen';

const GROUP = 'myUnit.palette.group';

const hasDoorbell = (ctx: CommandContext) => {
  const unit = targetUnit(ctx);
  return unit !== null && featureRules(unit.type).doorbell;
};
const hasElevator = (ctx: CommandContext) => {
  const unit = targetUnit(ctx);
  return unit !== null && featureRules(unit.type).elevator;
};
const onMyUnitPage = (ctx: CommandContext) => ctx.location === '/my-unit';

function elevatorItems(ctx: CommandContext): PageItem[] {
  const unit = targetUnit(ctx);
  if (!unit || !featureRules(unit.type).elevator) return [];
  const s = settingsFromUnit(unit);
  const state = (on: boolean) => ctx.t(on ? 'myUnit.palette.on' : 'myUnit.palette.off');
  const item = (id: 'enabled' | 'autoOnCard' | 'autoOnIntercom', label: string, on: boolean, hint: string): PageItem => ({
    id: `elevator-${id}`,
    label: `${ctx.t(label)}: ${state(on)}`,
    hint,
    active: on,
    keywords: ['elevator', 'výtah', 'lift'],
    run: async () => {
      await saveUnitFeatures(unit, toggleElevatorOption(unit, id));
    },
  });
  const needsElevator = s.elevatorEnabled ? '' : ctx.t('myUnit.palette.turnsElevatorOn');
  const items = [
    item('enabled', 'myUnit.settings.elevator.enabled', s.elevatorEnabled, ''),
    item('autoOnCard', 'myUnit.settings.elevator.autoOnCard', s.elevatorEnabled && s.autoOnCard, needsElevator),
  ];
  if (featureRules(unit.type).intercomAuto) {
    items.push(item('autoOnIntercom', 'myUnit.settings.elevator.autoOnIntercom', s.elevatorEnabled && s.autoOnIntercom, needsElevator));
  }
  return items;
}

export const myUnitCommands: Command[] = [
  {
    id: 'myUnit.renameDoorbell',
    group: GROUP,
    title: 'myUnit.palette.renameDoorbell',
    keywords: ['doorbell', 'bell', 'name', 'label', 'rename', 'zvonek', 'jmenovka', 'jméno', 'přejmenovat'],
    isEnabled: hasDoorbell,
    isContextual: onMyUnitPage,
    page: { kind: 'form', load: () => withPageTexts('myUnit', () => import('./DoorbellNameForm')).then((m) => ({ default: m.DoorbellNameForm })) },
  },
  {
    id: 'myUnit.toggleDoorbell',
    group: GROUP,
    title: 'myUnit.palette.toggleDoorbell',
    keywords: ['doorbell', 'bell', 'on', 'off', 'toggle', 'enable', 'disable', 'zvonek', 'zapnout', 'vypnout'],
    isEnabled: hasDoorbell,
    isContextual: onMyUnitPage,
    run: async (ctx) => {
      const unit = targetUnit(ctx);
      if (!unit || !featureRules(unit.type).doorbell) return;
      const { doorbell } = unit.features;
      await saveUnitFeatures(unit, { doorbell: { enabled: !doorbell.enabled, name: doorbell.name } });
    },
  },
  {
    id: 'myUnit.elevatorAutoCall',
    group: GROUP,
    title: 'myUnit.palette.elevatorAutoCall',
    keywords: ['elevator', 'výtah', 'lift', 'karta', 'card', 'interkom', 'intercom', 'auto'],
    isEnabled: hasElevator,
    isContextual: onMyUnitPage,
    page: { kind: 'list', placeholder: 'myUnit.palette.elevatorPlaceholder', empty: 'myUnit.palette.noElevator', items: elevatorItems },
  },
  {
    id: 'myUnit.editMaintenanceNote',
    group: GROUP,
    title: 'myUnit.palette.editMaintenanceNote',
    keywords: ['maintenance', 'note', 'údržba', 'poznámka', 'upravit', 'edit'],
    isVisible: (ctx) => {
      const unit = targetUnit(ctx);
      return unit !== null && maintenanceNoteAccess(ctx.user, unit).edit;
    },
    isContextual: onMyUnitPage,
    page: { kind: 'form', load: () => withPageTexts('myUnit', () => import('./MaintenanceNoteForm')).then((m) => ({ default: m.MaintenanceNoteForm })) },
  },
  {
    id: 'myUnit.showUnit',
    group: GROUP,
    title: 'myUnit.palette.showUnit',
    keywords: ['unit', 'jednotka', 'byt', 'switch', 'přepnout'],
    isVisible: (ctx) => (myUnitScreen(ctx)?.units.length ?? 0) > 1,
    isContextual: onMyUnitPage,
    page: {
      kind: 'list',
      placeholder: 'palette.pages.unit',
      items: (ctx) => {
        const screen = myUnitScreen(ctx);
        return (screen?.units ?? []).map((u) => ({
          id: `my-unit-${u.id}`,
          label: `${u.number} · ${u.type_name}`,
          hint: u.building.name,
          keywords: [u.identifier, u.building.name, u.type],
          active: u.id === screen?.shownId,
          run: (c) => {
            // through the pending action so it also works if the page is re-mounting
            c.openDialog(OPEN_UNIT_ACTION, u.id);
          },
        }));
      },
    },
  },
];
