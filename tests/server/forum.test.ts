/**
 * The forum (issue 14) on both engines: every call × author, other member, staff, global admin,
 * resident of another building and anonymous; nesting and its cap; delete with replies (placeholder)
 * and without; pin rules; subscriptions; the list's order and keyset paging; bad input in both
 * languages with nothing stored; script stored and answered as plain text.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ForumPost, ForumTopic } from '../../contract/forum';
import { FORUM_CONTENT_MAX, FORUM_MAX_LEVEL } from '../../contract/rules/forum';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

const AUTHOR = USERS.tenant;
const MEMBER = USERS.owner;
const STAFF = USERS.manager;
const ADMIN = USERS.globalAdmin;
const OUTSIDER = USERS.otherBuilding;

describeEngines('forum', (engine) => {
  let t: TestApp;
  let vlt: number;
  let sln: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const ids = await demoIds(t.app);
    vlt = ids.building.VLT;
    sln = ids.building.SLN;
  });
  afterAll(async () => t?.close());

  const call = async (as: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown, lang = 'cs') =>
    t.app.inject({ method, url: `/v1/buildings/${path}`, headers: { ...(await t.as(as)), 'accept-language': lang }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const openTopic = async (as: string, title = 'Téma', building = vlt) => {
    const res = await call(as, 'POST', `${building}/forum/topics`, { title, content: 'Úvodní text' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.topic as ForumTopic;
  };
  const post = async (as: string, topicId: number, content: string, parent: number | null = null) => {
    const res = await call(as, 'POST', `${vlt}/forum/topics/${topicId}/posts`, { content, parent_post_id: parent });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.post as ForumPost;
  };
  const topic = async (as: string, id: number) => (await call(as, 'GET', `${vlt}/forum/topics/${id}`)).json().data as { topic: ForumTopic; posts: ForumPost[] };
  const count = (table: 'forum_topics' | 'forum_posts') => t.app.db.selectFrom(table).select('id').execute().then((r) => r.length);

  it('opens a topic that its author follows, seen by every member and by nobody outside', async () => {
    const created = await openTopic(AUTHOR, 'Kde je kočárkárna?');
    expect(created).toMatchObject({ title: 'Kde je kočárkárna?', content: 'Úvodní text', author_name: expect.any(String), post_count: 0, is_pinned: false, is_subscribed: true, can: { reply: true, pin: false } });
    expect(created.last_activity).toBe(created.created_at);
    for (const who of [MEMBER, STAFF, ADMIN]) {
      const seen = await topic(who, created.id);
      expect(seen.topic.title, who).toBe('Kde je kočárkárna?');
      expect(seen.topic.is_subscribed, who).toBe(false);
      expect(seen.topic.can.pin, who).toBe(who !== MEMBER);
    }
    expect((await call(OUTSIDER, 'GET', `${vlt}/forum/topics/${created.id}`)).statusCode).toBe(404);
    expect((await call(OUTSIDER, 'GET', `${vlt}/forum/topics`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${vlt}/forum/topics`)).statusCode).toBe(401);
    // a topic of VLT asked for under another building is not found there
    expect((await call(ADMIN, 'GET', `${sln}/forum/topics/${created.id}`)).json()).toEqual({ message: 'Téma nebylo nalezeno' });
  });

  it('nests replies in thread order, caps the depth, and refuses a parent of another topic or building', async () => {
    const { id } = await openTopic(AUTHOR, 'Vlákno');
    const a = await post(MEMBER, id, 'A');
    const b = await post(AUTHOR, id, 'B');
    const a1 = await post(STAFF, id, 'A1', a.id);
    const a1x = await post(ADMIN, id, 'A1x', a1.id);
    const a2 = await post(AUTHOR, id, 'A2', a.id);
    expect([a.level, a1.level, a1x.level, a2.level, b.level]).toEqual([0, 1, 2, 1, 0]);
    const { posts, topic: t1 } = await topic(MEMBER, id);
    expect(posts.map((p) => p.content)).toEqual(['A', 'A1', 'A1x', 'A2', 'B']);
    expect(posts[1].parent_post_id).toBe(a.id);
    expect(t1.post_count).toBe(5);
    expect(t1.last_activity >= t1.created_at).toBe(true);

    let parent = a1x;
    for (let i = 0; i < FORUM_MAX_LEVEL + 2; i++) parent = await post(MEMBER, id, `hloubka ${i}`, parent.id);
    expect(parent.level).toBe(FORUM_MAX_LEVEL);
    expect(parent.parent_post_id).not.toBeNull();

    const other = await openTopic(AUTHOR, 'Jiné téma');
    const elsewhere = await post(AUTHOR, other.id, 'jinde');
    const slnTopic = await openTopic(OUTSIDER, 'Slunečná', sln);
    const slnPost = (await call(OUTSIDER, 'POST', `${sln}/forum/topics/${slnTopic.id}/posts`, { content: 'sln' })).json().data.post as ForumPost;
    const before = await count('forum_posts');
    const res = await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/posts`, { content: 'x', parent_post_id: elsewhere.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Odpovídat lze jen na příspěvek téhož tématu');
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/posts`, { content: 'x', parent_post_id: elsewhere.id }, 'en')).json().message).toBe('You can only reply to a post of the same topic');
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/posts`, { content: 'x', parent_post_id: slnPost.id })).statusCode).toBe(400);
    // a topic of another building, through this building's path
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${slnTopic.id}/posts`, { content: 'x' })).statusCode).toBe(404);
    expect(await count('forum_posts')).toBe(before);
  });

  it('lets the author or a global admin edit (marked edited); nobody else, staff neither', async () => {
    const { id } = await openTopic(AUTHOR, 'Úpravy');
    const p = await post(AUTHOR, id, 'původní');
    expect(p).toMatchObject({ updated_at: null, can_edit: true, can_delete: true });
    const edited = await call(AUTHOR, 'PUT', `${vlt}/forum/posts/${p.id}`, { content: 'opravené' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.post).toMatchObject({ content: 'opravené', updated_at: expect.any(String) });
    for (const who of [MEMBER, STAFF]) {
      const res = await call(who, 'PUT', `${vlt}/forum/posts/${p.id}`, { content: 'cizí slova' });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().message).toBe('Upravit příspěvek může jen jeho autor nebo globální administrátor');
    }
    expect((await call(ADMIN, 'PUT', `${vlt}/forum/posts/${p.id}`, { content: 'admin' })).statusCode).toBe(200);
    expect((await call(OUTSIDER, 'PUT', `${vlt}/forum/posts/${p.id}`, { content: 'x' })).statusCode).toBe(404);
    const seen = (await topic(MEMBER, id)).posts[0];
    expect(seen).toMatchObject({ content: 'admin', can_edit: false, can_delete: false });
    expect((await topic(STAFF, id)).posts[0]).toMatchObject({ can_edit: false, can_delete: true });
    expect((await call(AUTHOR, 'PUT', `${vlt}/forum/posts/999999`, { content: 'x' })).json()).toEqual({ message: 'Příspěvek nebyl nalezen' });
  });

  it('deletes: a post with replies stays as a placeholder, one without goes, and an emptied placeholder goes with it', async () => {
    const { id } = await openTopic(AUTHOR, 'Mazání');
    const parent = await post(AUTHOR, id, 'rodič');
    const child = await post(MEMBER, id, 'dítě', parent.id);
    expect((await call(MEMBER, 'DELETE', `${vlt}/forum/posts/${parent.id}`)).json().message).toBe('Smazat příspěvek může jen jeho autor, správce budovy nebo globální administrátor');
    expect((await call(AUTHOR, 'DELETE', `${vlt}/forum/posts/${parent.id}`)).json()).toEqual({ status: 'success' });
    let seen = await topic(MEMBER, id);
    expect(seen.posts.map((p) => [p.content, p.is_deleted, p.can_edit])).toEqual([
      ['', true, false],
      ['dítě', false, true],
    ]);
    expect(seen.topic.post_count).toBe(1);
    // a reply to the placeholder is refused, and so is deleting it again
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/posts`, { content: 'x', parent_post_id: parent.id })).json().message).toBe('Na smazaný příspěvek nelze odpovědět');
    expect((await call(AUTHOR, 'DELETE', `${vlt}/forum/posts/${parent.id}`)).statusCode).toBe(404);
    // staff moderate: the last reply goes, and the placeholder it held up with it
    expect((await call(STAFF, 'DELETE', `${vlt}/forum/posts/${child.id}`)).statusCode).toBe(200);
    seen = await topic(MEMBER, id);
    expect(seen.posts).toEqual([]);
    expect(seen.topic.post_count).toBe(0);
    const audit = await t.app.db.selectFrom('audit_log').select(['user_id', 'detail']).where('action', '=', 'forum.post.delete').execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(audit.at(-1)!.detail)).toContain('dítě');
  });

  it('pins for staff only (a toggle), pinned topics first; the list pages by keyset', async () => {
    const topics: ForumTopic[] = [];
    for (let i = 0; i < 5; i++) topics.push(await openTopic(MEMBER, `Stránkování ${i}`));
    const pinned = topics[0];
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${pinned.id}/pin`, {})).json().message).toBe('Připnout téma mohou jen správci budovy');
    const res = await call(STAFF, 'POST', `${vlt}/forum/topics/${pinned.id}/pin`, {});
    expect(res.json().data.topic.is_pinned).toBe(true);
    // activity lifts a topic among the unpinned
    await post(AUTHOR, topics[1].id, 'oživení');

    const all: ForumTopic[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = (await call(AUTHOR, 'GET', `${vlt}/forum/topics?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json().data as { topics: ForumTopic[]; next_cursor: string | null };
      all.push(...page.topics);
      cursor = page.next_cursor;
      pages++;
    } while (cursor && pages < 50);
    expect(new Set(all.map((x) => x.id)).size).toBe(all.length);
    const firstUnpinned = all.findIndex((x) => !x.is_pinned);
    // the pinned topic comes first, and the unpinned ones follow
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(all.slice(firstUnpinned).every((x) => !x.is_pinned)).toBe(true);
    expect(all.slice(0, firstUnpinned).map((x) => x.id)).toContain(pinned.id);
    const unpinned = all.slice(firstUnpinned);
    expect(unpinned[0].id).toBe(topics[1].id);
    expect(unpinned.map((x) => x.last_activity)).toEqual([...unpinned.map((x) => x.last_activity)].sort().reverse());
    expect(all.find((x) => x.id === topics[1].id)?.post_count).toBe(1);

    expect((await call(STAFF, 'POST', `${vlt}/forum/topics/${pinned.id}/pin`, {})).json().data.topic.is_pinned).toBe(false);
    expect((await call(ADMIN, 'POST', `${vlt}/forum/topics/${pinned.id}/pin`, {})).statusCode).toBe(200);
    expect((await call(AUTHOR, 'GET', `${vlt}/forum/topics?cursor=nesmysl`)).json().message).toBe('Neplatné pokračování seznamu témat');
  });

  it('subscribes and unsubscribes, idempotently, each user for themself', async () => {
    const { id } = await openTopic(AUTHOR, 'Odběr');
    const on = await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/subscribe`, {});
    expect(on.json().data.topic.is_subscribed).toBe(true);
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/subscribe`, {})).statusCode).toBe(200);
    expect((await topic(STAFF, id)).topic.is_subscribed).toBe(false);
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/${id}/unsubscribe`, {})).json().data.topic.is_subscribed).toBe(false);
    expect((await call(AUTHOR, 'POST', `${vlt}/forum/topics/${id}/unsubscribe`, {})).json().data.topic.is_subscribed).toBe(false);
    expect((await call(OUTSIDER, 'POST', `${vlt}/forum/topics/${id}/subscribe`, {})).statusCode).toBe(404);
    expect((await call(MEMBER, 'POST', `${vlt}/forum/topics/999999/subscribe`, {})).statusCode).toBe(404);
  });

  it.each([
    ['topics', 'blank title', { title: '   ', content: 'x' }, 'Zadejte název tématu', 'Enter the topic title'],
    ['topics', 'empty content', { title: 'Téma', content: '' }, 'Zadejte text příspěvku', 'Enter the text of the post'],
    ['topics', 'no title', { content: 'x' }, 'Zadejte název tématu', null],
    ['topics', 'title too long', { title: 'x'.repeat(201), content: 'x' }, null, null],
    ['topics', '100 KB content', { title: 'Téma', content: 'x'.repeat(100_000) }, null, null],
    ['topics', 'is_pinned sent', { title: 'Téma', content: 'x', is_pinned: 1 }, 'Pole „is_pinned“ není povoleno', null],
    ['posts', 'blank post', { content: ' \n ' }, 'Zadejte text příspěvku', 'Enter the text of the post'],
    ['posts', 'post too long', { content: 'x'.repeat(FORUM_CONTENT_MAX + 1) }, null, null],
    ['posts', 'user_id sent', { content: 'x', user_id: 1 }, 'Pole „user_id“ není povoleno', null],
    ['posts', 'unknown parent', { content: 'x', parent_post_id: 999999 }, 'Odpovídat lze jen na příspěvek téhož tématu', null],
  ])('POST %s (%s) is refused with the message in both languages, nothing stored', async (kind, _label, body, cs, en) => {
    const { id } = await openTopic(AUTHOR, 'Špatný vstup');
    const path = kind === 'topics' ? `${vlt}/forum/topics` : `${vlt}/forum/topics/${id}/posts`;
    const [topics, posts] = [await count('forum_topics'), await count('forum_posts')];
    const res = await call(MEMBER, 'POST', path, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    if (cs) expect(res.json().message).toBe(cs);
    if (en) expect((await call(MEMBER, 'POST', path, body, 'en')).json().message).toBe(en);
    expect([await count('forum_topics'), await count('forum_posts')]).toEqual([topics, posts]);
  });

  it('keeps script as the text it is: stored and answered verbatim, never as markup', async () => {
    const script = '<script>alert("x")</script><b>tučně</b>';
    const created = (await call(AUTHOR, 'POST', `${vlt}/forum/topics`, { title: '<img src=x onerror=alert(1)>', content: script })).json().data.topic as ForumTopic;
    const p = await post(MEMBER, created.id, script);
    const seen = await topic(STAFF, created.id);
    expect(seen.topic.title).toBe('<img src=x onerror=alert(1)>');
    expect(seen.topic.content).toBe(script);
    expect(seen.posts.find((x) => x.id === p.id)?.content).toBe(script);
  });

  it('answers the list with a short opening text, the topic page with all of it', async () => {
    const long = 'Dlouhý text. '.repeat(100);
    const created = (await call(AUTHOR, 'POST', `${vlt}/forum/topics`, { title: 'Dlouhé', content: long })).json().data.topic as ForumTopic;
    expect(created.content).toBe(long.trim());
    const listed = ((await call(AUTHOR, 'GET', `${vlt}/forum/topics?limit=50`)).json().data.topics as ForumTopic[]).find((x) => x.id === created.id)!;
    expect(listed.content.length).toBeLessThanOrEqual(281);
    expect(listed.content.endsWith('…')).toBe(true);
  });
});
