// @fastify/rate-limit's own stores, which its types do not describe: server/plugins/rate-limit.ts
// counts in them through server/lib/limits-fallback.ts (Redis while it answers, memory otherwise),
// so the counting rules stay the library's.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => {
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
    child(routeOptions: unknown): InstanceType<typeof LocalStore>;
  };
  export default LocalStore;
}
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  const RedisStore: new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => {
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
    child(routeOptions: unknown): InstanceType<typeof RedisStore>;
  };
  export default RedisStore;
}
