import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/db/unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['terminated by an administrator', withCode('57P01', 'terminating connection due to administrator command')],
    ['crash shutdown', withCode('57P02')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['idle session timeout', withCode('57P05')],
    ['too many connections', withCode('53300')],
    ['connection failure', withCode('08006')],
    ['connection does not exist', withCode('08003')],
    ['refused', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:1')],
    ['reset', withCode('ECONNRESET')],
    ['pg: terminated', new Error('Connection terminated unexpectedly')],
    ['pg: connect timeout', new Error('Connection terminated due to connection timeout')],
    ['pg-pool: timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['closed database', withCode('55000', 'database "x" is not currently accepting connections')],
    ['SQLite busy', withCode('SQLITE_BUSY', 'database is locked')],
    ['SQLite busy snapshot', withCode('SQLITE_BUSY_SNAPSHOT')],
    ['SQLite locked', withCode('SQLITE_LOCKED')],
    ['wrapped', new Error('query failed', { cause: withCode('57P01') })],
    ['several addresses', Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), { code: undefined })],
  ])('%s: yes', (_title, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['foreign key', withCode('23503')],
    ['syntax', withCode('42601')],
    ['other 55000', withCode('55000', 'currval of sequence "s" is not yet defined in this session')],
    ['lock not available (NOWAIT)', withCode('55P03')],
    ['SQLite constraint', withCode('SQLITE_CONSTRAINT_UNIQUE')],
    ['SQLite full', withCode('SQLITE_FULL')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a connection', new Error('Connection to the device terminated')],
    ['null', null],
    ['a string', 'Connection terminated'],
    ['a number', 57014],
  ])('%s: no', (_title, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('does not loop on a cause that points at itself', () => {
    const e = new Error('x') as Error & { cause?: unknown };
    e.cause = e;
    expect(isDatabaseUnavailable(e)).toBe(false);
  });
});
