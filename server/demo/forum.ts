/**
 * Demo forum (issue 14): a few lived-in topics per demo building — a pinned house rule, a question
 * with nested answers (one of them edited, one deleted with a reply under it) — so the list, the
 * nesting and the placeholders show at once. Authors are demo members of each building.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { replyLevel } from '../../contract/rules/forum';

const HOUR = 3600_000;

interface DemoPost {
  by: string;
  text: string;
  /** hours after the topic was opened */
  at: number;
  edited?: boolean;
  deleted?: boolean;
  replies?: DemoPost[];
}

interface DemoTopic {
  building: 'VLT' | 'SLN';
  by: string;
  title: string;
  content: string;
  /** hours ago it was opened */
  ago: number;
  pinned?: boolean;
  followers?: string[];
  posts?: DemoPost[];
}

const TOPICS: DemoTopic[] = [
  {
    building: 'VLT',
    by: 'spravce@example.com',
    title: 'Domovní řád: klid po 22. hodině',
    content: 'Připomínáme, že od 22:00 do 6:00 platí noční klid. Děkujeme, že berete ohled na sousedy.\nSpráva domu',
    ago: 24 * 40,
    pinned: true,
    posts: [{ by: 'vlastnik@example.com', text: 'Díky za připomenutí. Platí to i o víkendu?', at: 5, replies: [{ by: 'spravce@example.com', text: 'Ano, i o víkendech a svátcích.', at: 7 }] }],
  },
  {
    building: 'VLT',
    by: 'najemnik@example.com',
    title: 'Kde nechat kočárek?',
    content: 'Dobrý den, nastěhovali jsme se do 2.03. Smí se kočárek nechávat v přízemí pod schody, nebo je na to kočárkárna?',
    ago: 24 * 3,
    followers: ['vlastnik@example.com'],
    posts: [
      {
        by: 'vlastnik@example.com',
        text: 'Vítejte! Kočárkárna je vedle sklepů, klíč je na stejném kroužku jako od sklepa.',
        at: 2,
        edited: true,
        replies: [
          { by: 'najemnik@example.com', text: 'Děkuji, našli jsme ji.', at: 4 },
          { by: 'manager@example.com', text: 'Doplním: pod schody to nejde kvůli požárním předpisům (úniková cesta).', at: 6, replies: [{ by: 'najemnik@example.com', text: 'Rozumím, díky za vysvětlení.', at: 8 }] },
        ],
      },
      { by: 'najemnik@example.com', text: 'Omlouvám se, omylem odesláno dvakrát.', at: 3, deleted: true, replies: [{ by: 'vlastnik@example.com', text: 'Nic se neděje :)', at: 3.5 }] },
    ],
  },
  {
    building: 'VLT',
    by: 'vlastnik@example.com',
    title: 'Společná brigáda na dvoře v sobotu',
    content: 'Navrhuji v sobotu v 9:00 společně uklidit dvůr a zasadit nové keře. Kdo se přidá?',
    ago: 20,
    posts: [{ by: 'najemnik@example.com', text: 'Přijdu, vezmu rukavice a hrábě.', at: 1 }],
  },
  {
    building: 'SLN',
    by: 'dva@example.com',
    title: 'Nefunguje zvonek u vchodu',
    content: 'Zvonek u hlavního vchodu nereaguje už od pondělí. Nahlásil to už někdo?',
    ago: 30,
  },
];

async function insertPosts(db: Kysely<DB>, topicId: number, opened: number, users: Record<string, number>, posts: DemoPost[], parent: { id: number; level: number } | null): Promise<number> {
  let count = 0;
  for (const p of posts) {
    const created = new Date(opened + p.at * HOUR).toISOString();
    const level = replyLevel(parent?.level ?? null);
    const { id } = await db
      .insertInto('forum_posts')
      .values({
        topic_id: topicId,
        parent_post_id: parent?.id ?? null,
        level,
        user_id: users[p.by],
        content: p.deleted ? '' : p.text,
        is_deleted: p.deleted ? 1 : 0,
        created_at: created,
        updated_at: p.edited ? new Date(opened + (p.at + 1) * HOUR).toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!p.deleted) count++;
    count += await insertPosts(db, topicId, opened, users, p.replies ?? [], { id, level });
  }
  return count;
}

const lastAt = (posts: DemoPost[]): number => Math.max(0, ...posts.map((p) => Math.max(p.at, lastAt(p.replies ?? []))));

export async function seedForum(db: Kysely<DB>, now: Date): Promise<void> {
  const buildings = Object.fromEntries((await db.selectFrom('buildings').select(['id', 'code']).execute()).map((b) => [b.code, b.id]));
  const users = Object.fromEntries((await db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
  for (const t of TOPICS) {
    if (!buildings[t.building]) continue;
    const opened = now.getTime() - t.ago * HOUR;
    const createdAt = new Date(opened).toISOString();
    const { id } = await db
      .insertInto('forum_topics')
      .values({ building_id: buildings[t.building], title: t.title, content: t.content, author_id: users[t.by], is_pinned: t.pinned ? 1 : 0, created_at: createdAt, last_activity: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = await insertPosts(db, id, opened, users, t.posts ?? [], null);
    const lastActivity = new Date(opened + lastAt(t.posts ?? []) * HOUR).toISOString();
    await db.updateTable('forum_topics').set({ post_count: count, last_activity: lastActivity }).where('id', '=', id).execute();
    for (const email of [t.by, ...(t.followers ?? [])]) {
      await db.insertInto('forum_subscriptions').values({ topic_id: id, user_id: users[email], created_at: createdAt }).execute();
    }
  }
}
