import path from 'node:path';
import fp from 'fastify-plugin';
import { createDatabase, type Database } from '../db/engine';
import { migrateToLatest } from '../db/migrate';
import { ensureReferenceData } from '../db/reference-data';
import { hasDemoData, seedDemo } from '../demo/seed';
import { seedDemoDocuments } from '../demo/documents';
import { seedDemoFloorplans } from '../demo/floorplans';
import { seedDemoDevices } from '../demo/devices';
import { seedDemoFire } from '../demo/fire';
import { seedDemoSensors } from '../demo/sensors';
import { FileStore } from '../domain/files/store';

export interface DbPluginOptions {
  /** an already open database (tests); otherwise one is opened from the config */
  database?: Database;
}

/** Opens the database, brings the schema up to date, and seeds demo data on an empty one. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const { config } = app;
    const database =
      opts.database ??
      createDatabase({
        databaseUrl: config.databaseUrl,
        sqliteFile: path.join(config.dataDir, 'domovnik.sqlite'),
        statementTimeoutMs: config.dbStatementTimeoutMs,
      });
    // a lost pooled connection is logged (once per burst) in the app's log
    database.useLogger(app.log);
    await migrateToLatest(database);
    await ensureReferenceData(database.db);
    if (config.seedDemo && !(await hasDemoData(database.db))) {
      // one instant for every part of the demo, so its histories agree with each other
      const now = config.seedAt ?? new Date();
      await seedDemo(database.db, config.scryptN, now);
      await seedDemoDocuments(database.db, new FileStore(path.join(config.dataDir, 'files')), now);
      await seedDemoFloorplans(database.db, new FileStore(path.join(config.dataDir, 'files')), now);
      await seedDemoDevices(database.db, new FileStore(path.join(config.dataDir, 'files')), now);
      // after the gates and doors, which keep their ids
      await seedDemoFire(database.db, now);
      await seedDemoSensors(database.db, now);
      app.log.info('demo data seeded');
    }
    app.decorate('db', database.db);
    app.decorate('dialect', database.dialect);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await database.destroy();
    });
  },
  { name: 'db' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** the open database with its pool figures (metrics) */
    database: Database;
  }
}
