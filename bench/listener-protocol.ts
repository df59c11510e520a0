/** Messages between the write-path bench (write-path.ts) and its listener process (socket-listeners.ts). */

/** Every benchmark announcement's message starts with this; the rest of it names the write. */
export const BENCH_MARK = '[bench]';

export type ListenerCommand =
  /** open sockets (spread over `tokens`) until there are `total` */
  | { type: 'grow'; base: string; tokens: string[]; total: number }
  /** report what arrived for `key` so far (the write timed out) */
  | { type: 'flush'; key: string }
  | { type: 'stop' };

export type ListenerReply =
  | { type: 'connected'; listeners: number; seconds: number }
  /** receive times (process.hrtime, ms) of one write, one per listener that got it */
  | { type: 'delivered'; key: string; times: number[] }
  | { type: 'error'; message: string };
