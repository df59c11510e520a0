import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { DB } from '../db/schema';
import { roomProfilesOfUsers } from '../domain/buildings/visible';
import { addMinutes, nowIso } from '../lib/time';
import { endSocket } from './end-sockets';
import { accessRoomsOf, lazyBuildings, syncRooms } from './room-sync';
import type { LiveSocket } from './types';

/** Ids of the sessions among `ids` that are still live: the same rule as resolveSession, without touching them. */
async function liveSessionIds(db: Kysely<DB>, ids: number[], policy: { idleMinutes: number }, now = new Date()): Promise<Set<number>> {
  const live = new Set<number>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', 'in', ids.slice(i, i + 500))
      .where('users.is_active', '=', 1)
      .where('sessions.expires_at', '>', nowIso(now))
      .where('sessions.last_seen_at', '>', nowIso(addMinutes(now, -policy.idleMinutes)))
      .execute();
    for (const r of rows) live.add(r.id);
  }
  return live;
}

/**
 * One check of every connection of this instance: a socket whose session is no longer live is
 * ended, the others move to the rooms their user's access gives now. The safety net for what no
 * call announces: a session that expires, a unit access whose validity window closes or opens.
 */
async function sweepOnce(io: Server, db: Kysely<DB>, idleMinutes: number): Promise<void> {
  const sockets = [...(io.of('/').sockets.values() as Iterable<LiveSocket>)];
  if (sockets.length === 0) return;
  const live = await liveSessionIds(db, [...new Set(sockets.map((s) => s.data.sessionId))], { idleMinutes });
  const alive: LiveSocket[] = [];
  for (const socket of sockets) {
    if (live.has(socket.data.sessionId)) alive.push(socket);
    else endSocket(socket);
  }
  // Rooms are worked out once per user, not per socket (one user may hold up to maxSocketsPerUser),
  // all before any socket moves, so the moving is one synchronous pass without an await per socket.
  const users = [...new Set(alive.map((s) => s.data.userId))];
  const profiles = await roomProfilesOfUsers(db, users);
  const everyBuilding = lazyBuildings(db);
  const wanted = new Map<number, Set<string>>();
  for (const userId of users) wanted.set(userId, await accessRoomsOf(profiles, userId, everyBuilding));
  // a socket that closed during the awaits is gone from its rooms; joining would put it back
  for (const socket of alive) if (socket.connected) syncRooms(socket, wanted.get(socket.data.userId)!);
}

export interface Sweeper {
  /** Runs a sweep; one at a time, so a caller during a sweep waits for that one. */
  sweep(): Promise<void>;
  /** The sweep under way, if any (the plugin waits for it before closing the database). */
  running(): Promise<void> | null;
}

export function createSweeper(io: Server, db: Kysely<DB>, idleMinutes: number): Sweeper {
  let sweeping: Promise<void> | null = null;
  return {
    sweep: async () => {
      sweeping ??= sweepOnce(io, db, idleMinutes).finally(() => {
        sweeping = null;
      });
      return sweeping;
    },
    running: () => sweeping,
  };
}
