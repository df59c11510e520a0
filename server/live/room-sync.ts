import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import type { DB } from '../db/schema';
import { allBuildingIds, roomProfilesOfUsers, type RoomProfile } from '../domain/buildings/visible';
import { isAccessRoom, rooms, roomsOf } from '../access/rooms';
import type { AnySocket } from './types';

/**
 * Which access rooms a connection belongs to as its user's rights change (server/access/rooms.ts
 * maps rights to rooms; this moves sockets to match). Used on an access change (moveUserSockets)
 * and by the sweep (sweep.ts).
 */

/** All building ids, read at most once per caller and only when a global admin needs them. */
export function lazyBuildings(db: Kysely<DB>): () => Promise<number[]> {
  let all: Promise<number[]> | undefined;
  return () => (all ??= allBuildingIds(db));
}

/** The access rooms of one user now; none for an inactive or unknown user. */
export async function accessRoomsOf(profiles: Map<number, RoomProfile>, userId: number, everyBuilding: () => Promise<number[]>): Promise<Set<string>> {
  const profile = profiles.get(userId);
  if (!profile) return new Set<string>();
  return roomsOf(profile, profile.globalAdmin ? await everyBuilding() : []);
}

/** Moves a socket (local or on another instance) to exactly the access rooms in `want`. */
export function syncRooms(socket: AnySocket, want: Set<string>): void {
  for (const room of socket.rooms) if (isAccessRoom(room) && !want.has(room)) void socket.leave(room);
  const missing = [...want].filter((room) => !socket.rooms.has(room));
  if (missing.length) void socket.join(missing);
}

/** After an access change: the user's sockets, on every instance, move to the rooms their access gives now. */
export async function moveUserSockets(io: Server, db: Kysely<DB>, userId: number): Promise<void> {
  const sockets = await io.in(rooms.user(userId)).fetchSockets();
  if (sockets.length === 0) return;
  const want = await accessRoomsOf(await roomProfilesOfUsers(db, [userId]), userId, lazyBuildings(db));
  for (const socket of sockets) syncRooms(socket, want);
}
