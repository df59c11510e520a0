/**
 * The forum's actions as palette commands (issue 14): open a topic (the list's dialog), find a
 * topic by title, and on a topic's page reply, subscribe or unsubscribe, pin or unpin (where the
 * server lets the user). Members of a building only. ("Go to forum", g f, is a core command.)
 * Data only: the picker loads with its texts when opened.
 */
import type { Command, CommandContext } from '../../commands/types';
import type { ForumTopic } from '../../../contract/forum';
import { withPageTexts } from '../../lib/i18n';
import { FOCUS_REPLY, NEW_TOPIC_HREF, SCREEN_TOPIC, SET_PINNED, SET_SUBSCRIPTION } from './screen';

const GROUP = 'forum.palette.group';
const KEYWORDS = ['forum', 'topic', 'discussion', 'fórum', 'téma', 'diskuse', 'diskuze'];
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
/** The topic the topic page shows, while it is on screen. */
const shown = (ctx: CommandContext) => ctx.screen[SCREEN_TOPIC] as ForumTopic | undefined;
const onTopic = (ctx: CommandContext) => Boolean(shown(ctx));
const onList = (ctx: CommandContext) => ctx.location === '/forum' || /^\/building\/\d+\/forum$/.test(ctx.location);

export const forumCommands: Command[] = [
  {
    id: 'forum.reply',
    group: GROUP,
    title: 'forum.palette.reply',
    keywords: [...KEYWORDS, 'reply', 'answer', 'post', 'odpovědět', 'odpověď', 'příspěvek'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.reply),
    isContextual: onTopic,
    run: (ctx) => ctx.openDialog(FOCUS_REPLY),
  },
  {
    id: 'forum.subscribe',
    group: GROUP,
    title: 'forum.palette.subscribe',
    keywords: [...KEYWORDS, 'subscribe', 'follow', 'notify', 'odebírat', 'sledovat', 'upozornění'],
    isVisible: (ctx) => shown(ctx)?.is_subscribed === false,
    isContextual: onTopic,
    run: (ctx) => ctx.openDialog(SET_SUBSCRIPTION, true),
  },
  {
    id: 'forum.unsubscribe',
    group: GROUP,
    title: 'forum.palette.unsubscribe',
    keywords: [...KEYWORDS, 'unsubscribe', 'unfollow', 'zrušit odběr', 'nesledovat'],
    isVisible: (ctx) => shown(ctx)?.is_subscribed === true,
    isContextual: onTopic,
    run: (ctx) => ctx.openDialog(SET_SUBSCRIPTION, false),
  },
  {
    id: 'forum.pin',
    group: GROUP,
    title: 'forum.palette.pin',
    keywords: [...KEYWORDS, 'pin', 'top', 'připnout', 'nahoru'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.pin && !shown(ctx)?.is_pinned),
    isContextual: onTopic,
    run: (ctx) => ctx.openDialog(SET_PINNED, true),
  },
  {
    id: 'forum.unpin',
    group: GROUP,
    title: 'forum.palette.unpin',
    keywords: [...KEYWORDS, 'unpin', 'odepnout'],
    isVisible: (ctx) => Boolean(shown(ctx)?.can.pin && shown(ctx)?.is_pinned),
    isContextual: onTopic,
    run: (ctx) => ctx.openDialog(SET_PINNED, false),
  },
  {
    id: 'forum.newTopic',
    group: GROUP,
    title: 'forum.palette.newTopic',
    keywords: [...KEYWORDS, 'new', 'create', 'start', 'nové', 'založit', 'vytvořit'],
    isVisible: hasBuilding,
    isContextual: onList,
    run: (ctx) => ctx.navigate(NEW_TOPIC_HREF),
  },
  {
    id: 'forum.find',
    group: GROUP,
    title: 'forum.palette.find',
    keywords: [...KEYWORDS, 'find', 'search', 'najít', 'hledat'],
    isVisible: hasBuilding,
    isContextual: onList,
    page: { kind: 'form', load: () => withPageTexts('forum', () => import('./FindTopicPicker')).then((m) => ({ default: m.FindTopicPicker })) },
  },
];
