/**
 * The fire alarm screen's action as a palette command (issue 12 §1): acknowledge an alarm — a list
 * of the zones in alarm, in any building the user can see, that they may acknowledge (the server's
 * fire:acknowledge there) and nobody has yet, then the note. Hidden when there is none. Data only:
 * the pages load with their texts when opened.
 */
import type { Command } from '../../commands/types';
import { withPageTexts } from '../../lib/i18n';
import { activeFireAlarmsAtom } from '../../state/fireAlarms';
import { alarmsToAcknowledge } from './rules';
import { appStore } from '../../state/store';

const GROUP = 'fireAlarm.palette.group';

export const fireAlarmCommands: Command[] = [
  {
    id: 'fireAlarm.acknowledge',
    group: GROUP,
    title: 'fireAlarm.palette.acknowledge',
    keywords: ['fire', 'alarm', 'acknowledge', 'confirm', 'zone', 'smoke', 'požár', 'poplach', 'potvrdit', 'zóna', 'EPS', 'kouř', 'hlásič'],
    isVisible: (ctx) => alarmsToAcknowledge(appStore.get(activeFireAlarmsAtom), ctx.user).length > 0,
    // on the fire alarm screen and on the live board, where the alarm is shown
    isContextual: (ctx) => ctx.location === '/technology/fire-alarm' || ctx.location === '/board',
    page: { kind: 'form', load: () => withPageTexts('fireAlarm', () => import('./palettePages')).then((m) => ({ default: m.AcknowledgePicker })) },
  },
];
