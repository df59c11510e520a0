import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCKS } from '../../vitest.config';

const root = path.resolve(__dirname, '../..');

/**
 * The server and unit projects run without vitest's per-file isolation (vitest.config.ts): the files
 * of a worker share one module graph. A file that replaces a module with vi.mock would leak that mock
 * into the files after it, so every such server file must be listed in MODULE_MOCKS (its own project,
 * isolated), and no unit file may mock a module.
 */
describe('test isolation', () => {
  const mocking = (dir: string) =>
    readdirSync(path.join(root, dir))
      .filter((f) => /\.test\.tsx?$/.test(f))
      .map((f) => `${dir}/${f}`)
      .filter((f) => /\bvi\.(do)?mock\(/.test(readFileSync(path.join(root, f), 'utf8')));

  it('lists every server file that mocks a module, and nothing else', () => {
    expect(mocking('tests/server').sort()).toEqual([...MODULE_MOCKS].sort());
  });

  it('has no unit file that mocks a module', () => {
    expect(mocking('tests/unit').filter((f) => f !== 'tests/unit/test-isolation.test.ts')).toEqual([]);
  });
});
