import { describe, expect, it } from 'vitest';
import { enginesFrom } from '../server/engines';

describe('the engines a test run uses (tests/server/engines.ts)', () => {
  const pg = 'postgres://postgres@127.0.0.1:5432/postgres';

  it('SQLite always, PostgreSQL when its URL is set', () => {
    expect(enginesFrom({})).toEqual(['sqlite']);
    expect(enginesFrom({ TEST_DATABASE_URL: pg })).toEqual(['sqlite', 'postgres']);
  });

  it('TEST_ENGINES narrows them (CI runs PostgreSQL alone on the real clock)', () => {
    expect(enginesFrom({ TEST_DATABASE_URL: pg, TEST_ENGINES: 'postgres' })).toEqual(['postgres']);
    expect(enginesFrom({ TEST_DATABASE_URL: pg, TEST_ENGINES: ' sqlite , postgres ' })).toEqual(['sqlite', 'postgres']);
    expect(enginesFrom({ TEST_ENGINES: '' })).toEqual(['sqlite']);
  });

  it('refuses an engine the run cannot use rather than quietly running none', () => {
    expect(() => enginesFrom({ TEST_ENGINES: 'postgres' })).toThrow(/TEST_ENGINES names postgres/);
    expect(() => enginesFrom({ TEST_DATABASE_URL: pg, TEST_ENGINES: 'postgress' })).toThrow(/postgress/);
  });
});
