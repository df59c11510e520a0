/**
 * The forum's actions as palette commands (issue 14): open a topic (the list's dialog), find a
 * topic by title, and on a topic's page reply, edit or delete a post, subscribe or unsubscribe, pin
 * or unpin (where the server lets the user). Members of a building only. ("Go to forum", g f, is a core command.)
 * Data only: the picker loads with its texts when opened.
 */
import type { Command, CommandContext, PageItem } from '../../commands/types';
import type { ForumPost, ForumTopic } from '../../../contract/forum';
import { withPageTexts } from '../../lib/i18n';
import { DELETE_POST, EDIT_POST, FOCUS_REPLY, NEW_TOPIC_HREF, SCREEN_POSTS, SCREEN_TOPIC, SET_PINNED, SET_SUBSCRIPTION } from './screen';

const GROUP = 'forum.palette.group';
const KEYWORDS = ['forum', 'topic', 'thread', 'discussion', 'fórum', 'téma', 'vlákno', 'diskuse', 'diskuze'];
const hasBuilding = (ctx: CommandContext) => ctx.buildingId !== null;
/** The topic the topic page shows, while it is on screen. */
const shown = (ctx: CommandContext) => ctx.screen[SCREEN_TOPIC] as ForumTopic | undefined;
const onTopic = (ctx: CommandContext) => Boolean(shown(ctx));
/** The posts of the topic on screen that the server lets the user edit (or delete). */
const postsWith = (ctx: CommandContext, right: 'can_edit' | 'can_delete') =>
  ((ctx.screen[SCREEN_POSTS] as ForumPost[] | undefined) ?? []).filter((p) => p[right] && !p.is_deleted);
const PREVIEW = 80;
/** One post as a pick-list row: its author and the start of its text; picking hands it to the thread. */
const postItems = (right: 'can_edit' | 'can_delete', action: string) => (ctx: CommandContext): PageItem[] =>
  postsWith(ctx, right).map((p) => {
    const text = p.content.replace(/\s+/g, ' ').trim();
    return {
      id: `post-${p.id}`,
      label: text.length > PREVIEW ? `${text.slice(0, PREVIEW)}…` : text,
      hint: p.author_name,
      keywords: [p.author_name],
      run: (c) => c.openDialog(action, p.id),
    };
  });
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
    id: 'forum.editPost',
    group: GROUP,
    title: 'forum.palette.editPost',
    keywords: [...KEYWORDS, 'post', 'edit', 'change', 'fix', 'příspěvek', 'upravit', 'změnit', 'opravit'],
    isVisible: (ctx) => postsWith(ctx, 'can_edit').length > 0,
    isContextual: onTopic,
    page: { kind: 'list', placeholder: 'forum.palette.pickPost', items: postItems('can_edit', EDIT_POST) },
  },
  {
    id: 'forum.deletePost',
    group: GROUP,
    title: 'forum.palette.deletePost',
    keywords: [...KEYWORDS, 'post', 'delete', 'remove', 'příspěvek', 'smazat', 'odstranit'],
    isVisible: (ctx) => postsWith(ctx, 'can_delete').length > 0,
    isContextual: onTopic,
    page: { kind: 'list', placeholder: 'forum.palette.pickPost', items: postItems('can_delete', DELETE_POST) },
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
