import { collectDefaultMetrics, Registry } from 'prom-client';

let shared: Registry | undefined;

/**
 * The process's own figures (memory, CPU, event loop lag, GC, handles), in one registry per process
 * rather than per app. They describe the process, not an app, and collectDefaultMetrics starts
 * things it has no way to stop (an event loop delay monitor, a GC observer): one per app would pile
 * up in a process that builds many apps (the tests) and outlive every closed one. Not prom-client's
 * global registry either, so nothing else in the process can register into what we expose.
 */
export function processRegistry(): Registry {
  if (!shared) {
    shared = new Registry();
    collectDefaultMetrics({ register: shared });
  }
  return shared;
}
