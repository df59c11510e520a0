/** Stand-in for socket.io-client in component tests: records handlers, never touches the network. */
type Handler = (...args: unknown[]) => void;

export interface FakeSocket {
  handlers: Map<string, Handler[]>;
  anyHandlers: Handler[];
  connected: boolean;
  /** how often the client asked to connect again (socket.connect()) */
  connectCalls: number;
  active: boolean;
  disconnected: boolean;
  opts: unknown;
  emitLocal: (event: string, ...args: unknown[]) => void;
}

export const sockets: FakeSocket[] = [];

export function io(_url: string, opts: unknown) {
  const handlers = new Map<string, Handler[]>();
  const anyHandlers: Handler[] = [];
  const socket = {
    handlers,
    anyHandlers,
    connected: false,
    connectCalls: 0,
    active: true,
    disconnected: false,
    opts,
    on(event: string, h: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), h]);
      return socket;
    },
    onAny(h: Handler) {
      anyHandlers.push(h);
      return socket;
    },
    io: { on: () => undefined, removeAllListeners: () => undefined },
    removeAllListeners() {
      handlers.clear();
      anyHandlers.length = 0;
    },
    disconnect() {
      socket.disconnected = true;
      socket.connected = false;
      socket.active = false;
    },
    connect() {
      socket.connectCalls++;
    },
    emitLocal(event: string, ...args: unknown[]) {
      (handlers.get(event) ?? []).forEach((h) => h(...args));
      anyHandlers.forEach((h) => h(event, ...args));
    },
  };
  sockets.push(socket);
  return socket;
}
