import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Database, Dialect } from './engine';
import { initialMigration } from './migrations/001_initial';
import { documentSearchMigration } from './migrations/005_document_search';
import { accessVersionMigration } from './migrations/006_access_version';
import { listIndexesMigration } from './migrations/007_list_indexes';
import { parkingMigration } from './migrations/008_parking';
import { doorsQrMigration } from './migrations/009_doors_qr';
import { gatePhotoIndexMigration } from './migrations/010_gate_photo_index';
import { issuesMigration } from './migrations/011_issues';
import { issueSearchMigration } from './migrations/012_issue_search';
import { fireAlarmMigration } from './migrations/013_fire_alarm';
import { sensorsMigration } from './migrations/014_sensors';
import { adminMigration } from './migrations/015_admin';
import { forumMigration } from './migrations/016_forum';
import { cleaningMigration } from './migrations/017_cleaning';
import { receptionMigration } from './migrations/018_reception';
import { notificationsMigration } from './migrations/019_notifications';
import { cleaningInProgressMigration } from './migrations/020_cleaning_in_progress';
import { historyAtScaleMigration } from './migrations/021_history_at_scale';
import { retentionMigration } from './migrations/022_retention';
import { issueStatusPriorityMigration } from './migrations/023_issue_status_priority';
import { auditTargetMigration } from './migrations/024_audit_target';

/** Migrations are listed here, in order; each receives the engine so it can pick engine-specific types. */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_initial': initialMigration(dialect),
    '005_document_search': documentSearchMigration(dialect),
    '006_access_version': accessVersionMigration(),
    '007_list_indexes': listIndexesMigration(dialect),
    '008_parking': parkingMigration(dialect),
    '009_doors_qr': doorsQrMigration(dialect),
    '010_gate_photo_index': gatePhotoIndexMigration(),
    '011_issues': issuesMigration(dialect),
    '012_issue_search': issueSearchMigration(),
    '013_fire_alarm': fireAlarmMigration(dialect),
    '014_sensors': sensorsMigration(dialect),
    '015_admin': adminMigration(),
    '016_forum': forumMigration(dialect),
    '017_cleaning': cleaningMigration(dialect),
    '018_reception': receptionMigration(dialect),
    '019_notifications': notificationsMigration(dialect),
    '020_cleaning_in_progress': cleaningInProgressMigration(),
    '021_history_at_scale': historyAtScaleMigration(dialect),
    '022_retention': retentionMigration(),
    '023_issue_status_priority': issueStatusPriorityMigration(),
    '024_audit_target': auditTargetMigration(),
  };
}

class ListedMigrations implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    const listed = migrations(this.dialect);
    if (this.dialect !== 'postgres') return listed;
    // A migration may rightly take longer than a request's statement_timeout (an index on a big
    // table): lift it for the migrations' transaction only (SET LOCAL ends with it).
    return Object.fromEntries(
      Object.entries(listed).map(([name, m]): [string, Migration] => [
        name,
        {
          ...m,
          up: async (db) => {
            await sql`set local statement_timeout = 0`.execute(db);
            await m.up(db);
          },
        },
      ]),
    );
  }
}

export async function migrateToLatest(database: Database): Promise<void> {
  // Numbers are reserved per domain, so a later-numbered migration may land first; run any missing one.
  const migrator = new Migrator({
    db: database.db,
    provider: new ListedMigrations(database.dialect),
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
