import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Commands are data (docs/architecture.md "Commands"): a feature's commands.ts imports no component, so the
 * signed-in shell, which imports every commands.ts through the registry, does not grow with each
 * feature's forms and pickers. A form page is named by a loader (`load: () => import(...)`).
 */
const root = path.resolve(import.meta.dirname, '../..');
const files = [
  'src/commands/core-commands.ts',
  'src/commands/registry.ts',
  ...fs.readdirSync(path.join(root, 'src/features')).map((f) => `src/features/${f}/commands.ts`),
].filter((f) => fs.existsSync(path.join(root, f)));

/** Static (not type-only) imports of a module, resolved to files. */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specs = [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)';/gms)].map((m) => m[1]);
  return specs
    .filter((s) => s.startsWith('.'))
    .map((s) => {
      const base = path.resolve(path.dirname(path.join(root, file)), s);
      const hit = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
      return path.relative(root, hit ?? base);
    });
}

describe('commands are data', () => {
  it('finds the command modules', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files)('%s imports no component statically', (file) => {
    expect(staticImports(file).filter((f) => f.endsWith('.tsx'))).toEqual([]);
  });

  it('the check can fail: a module that imports a component is caught', () => {
    expect(staticImports('src/app/App.tsx').some((f) => f.endsWith('.tsx'))).toBe(true);
  });
});
