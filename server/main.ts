import pino from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DEMO_INVITATION_CODE, DEMO_PASSWORD, DEMO_USERS, demoInvitationOpen } from './demo/seed';

/** What is printed once the server listens; the demo invitation only while it can still be used. */
export function welcomeLines(config: Config, address: string, invitationOpen: boolean): string[] {
  const lines = [
    '',
    `  Domovník is running at ${address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost')}`,
    `  Database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`}`,
  ];
  if (config.seedDemo) {
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) lines.push(`    ${u.email.padEnd(24)} ${u.role}`);
    if (invitationOpen) lines.push(`  Demo invitation: ${config.publicUrl}/register?code=${DEMO_INVITATION_CODE}`);
  }
  return lines;
}

/** Starts the server and stops it cleanly on SIGTERM/SIGINT: stop accepting, drain, close sockets and the database. */
export async function main(env = process.env) {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Log lines are written asynchronously: a busy server sends many in one write instead of one
  // blocking write per request (the access log writes a line per answer); a quiet one still
  // writes each at once. What is still buffered is written out when the process ends.
  const logStream = pino.destination({ dest: 1, sync: false });
  const flushLogs = () => {
    try {
      logStream.flushSync();
    } catch {
      // not open yet, or already closed: nothing buffered to lose
    }
  };
  process.once('exit', flushLogs);
  const app = await buildApp(config, { logger: { level: config.logLevel, stream: logStream } });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      // a second Ctrl-C (or signal) does not wait for the grace period
      app.log.warn({ signal }, 'second signal while shutting down; exiting now');
      process.exit(1);
    }
    closing = true;
    // From here on the health route answers 503, and so does any request arriving on a kept-alive
    // connection, with the app's own message (plugins/lifecycle.ts; a client retries it on another
    // instance); app.close() then stops accepting connections, lets the requests in flight
    // finish, closes the live sockets (the client reconnects to another instance), and the plugins'
    // onClose hooks stop the simulator, the mail worker and the sweeps and close the database.
    app.lifecycle.beginShutdown();
    const graceMs = config.shutdownGraceMs;
    app.log.info({ signal, graceMs }, 'shutting down: finishing the requests in flight');
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.error({ graceMs }, 'shutdown: requests still running after SHUTDOWN_GRACE_MS; cutting their connections');
      app.server.closeAllConnections();
      // the workers and the database get a moment to close; after that the process ends regardless
      setTimeout(() => {
        app.log.error('shutdown: closing did not finish; exiting');
        process.exit(1);
      }, 2_000).unref();
    }, graceMs);
    grace.unref();
    // Closing the listening socket resets the connections the kernel has taken on but the server
    // not yet read, and Node's close() drops accepted ones whose request has not been read yet:
    // a request sent on a new connection at that moment would be lost, not refused. So on SIGTERM
    // (an orchestrator's stop) the instance first keeps listening for SHUTDOWN_DRAIN_MS while
    // health and every request answer 503, long enough for a load balancer to stop sending it new
    // connections; a Ctrl-C (SIGINT) in a terminal does not wait.
    const drainMs = signal === 'SIGTERM' ? Math.min(config.shutdownDrainMs, graceMs) : 0;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown: closing failed');
      process.exit(1);
    }
    clearTimeout(grace);
    app.log.info({ signal, cut }, 'shut down');
    process.exit(cut ? 1 : 0);
  };
  // The handlers are in place before the server listens: a stop that comes as soon as the port
  // answers (an orchestrator, a test) drains like any other instead of killing the process outright.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = await app.listen({ port: config.port, host: config.host });
  const invitationOpen = config.seedDemo && (await demoInvitationOpen(app.db));
  console.log(welcomeLines(config, address, invitationOpen).join('\n') + '\n');
  return app;
}
