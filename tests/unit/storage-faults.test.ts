import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageFault } from '../../server/lib/storage-faults';
import { isDatabaseUnavailable } from '../../server/db/unavailable';

const withCode = (code: string, extra: Record<string, unknown> = {}) => Object.assign(new Error('x'), { code, ...extra });
const DATA = path.resolve('/srv/domovnik/data');

describe('storageFault', () => {
  it.each([
    ['SQLite full', withCode('SQLITE_FULL', { message: 'database or disk is full' })],
    ['disk full', withCode('ENOSPC', { path: '/srv/domovnik/data/files/a.png.part' })],
    ['quota', withCode('EDQUOT')],
    ['PostgreSQL disk full', withCode('53100', { message: 'could not extend file "base/1/2": No space left on device' })],
    ['wrapped', new Error('upload failed', { cause: withCode('ENOSPC') })],
  ])('%s: full (507)', (_title, err) => {
    expect(storageFault(err, DATA)?.kind).toBe('full');
  });

  it.each([
    ['read-only file system', withCode('EROFS', { path: '/srv/domovnik/data/files/x' })],
    ['device I/O error', withCode('EIO')],
    ['SQLite read-only', withCode('SQLITE_READONLY')],
    ['SQLite query_only', withCode('SQLITE_READONLY', { message: 'attempt to write a readonly database' })],
    ['SQLite read-only, moved file', withCode('SQLITE_READONLY_DBMOVED')],
    ['SQLite I/O error on write', withCode('SQLITE_IOERR_WRITE')],
    ['SQLite I/O error', withCode('SQLITE_IOERR')],
    ['SQLite cannot open', withCode('SQLITE_CANTOPEN')],
    ['PostgreSQL read-only transaction', withCode('25006', { message: 'cannot execute INSERT in a read-only transaction' })],
    ['PostgreSQL I/O error', withCode('58030')],
    ['permission on the data folder', withCode('EACCES', { path: '/srv/domovnik/data/files/issues' })],
    ['permission on the data folder itself', withCode('EPERM', { path: '/srv/domovnik/data' })],
  ])('%s: cannot write (503)', (_title, err) => {
    expect(storageFault(err, DATA)?.kind).toBe('unwritable');
  });

  it.each([
    ['SQLite busy (db/unavailable.ts)', withCode('SQLITE_BUSY')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['SQLite generic error', withCode('SQLITE_ERROR', { message: 'cannot rollback - no transaction is active' })],
    ['unique violation', withCode('23505')],
    ['PostgreSQL out of memory (a 503 of db/unavailable.ts)', withCode('53200')],
    ['no such file', withCode('ENOENT', { path: '/srv/domovnik/data/files/x' })],
    ['permission outside the data folder', withCode('EACCES', { path: '/etc/shadow' })],
    ['permission on a sibling whose name starts alike', withCode('EACCES', { path: '/srv/domovnik/data-old/x' })],
    ['permission with no path', withCode('EPERM')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['null', null],
    ['a string', 'ENOSPC'],
  ])('%s: no', (_title, err) => {
    expect(storageFault(err, DATA)).toBeNull();
  });

  it('names the code and the path the error carries', () => {
    expect(storageFault(withCode('ENOSPC', { path: '/srv/domovnik/data/files/a.part' }), DATA)).toEqual({
      kind: 'full',
      code: 'ENOSPC',
      path: '/srv/domovnik/data/files/a.part',
    });
    expect(storageFault(withCode('SQLITE_FULL'), DATA)).toEqual({ kind: 'full', code: 'SQLITE_FULL' });
  });

  it('counts a permission error only when it knows the data folder', () => {
    expect(storageFault(withCode('EACCES', { path: '/srv/domovnik/data/files' }))).toBeNull();
  });

  it('does not loop on a cause that points at itself', () => {
    const e = new Error('x') as Error & { cause?: unknown };
    e.cause = e;
    expect(storageFault(e, DATA)).toBeNull();
  });

  it('PostgreSQL out of memory is a database that cannot answer now (503 with Retry-After)', () => {
    expect(isDatabaseUnavailable(withCode('53200', { message: 'out of memory' }))).toBe(true);
  });
});
