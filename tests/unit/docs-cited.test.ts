import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository stands alone (issue 30 §7): a comment that explains itself by a design note cites
 * one of the repository's own docs/*.md, by file and, where it names one, by section heading
 * (docs/<file>.md "<Heading>"). This fails for a citation of a file or heading that is not there
 * (a renamed section leaves its citations dangling), and for any mention of the design guide that
 * lives outside the repository, whose sections moved into docs/architecture.md.
 */
const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['server', 'src', 'contract', 'tests', 'e2e', 'bench', 'scripts'];
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|html|json|md|sh|ya?ml)$/;
/** spelled in two parts so that this file does not mention it itself */
const OUTSIDE_GUIDE = ['DESIGN', 'md'].join('.');

/** A cited docs file, then optionally a quoted heading after it (across a comment's line break). */
const CITATION = /(?<![\w./-])docs\/([\w.-]+?\.md)(?:(?:\s|\*|\/\/)*"([^"\n]+)")?/g;

function filesUnder(dir: string): string[] {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && TEXT.test(d.name) && !d.parentPath.includes('node_modules'))
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
}

/** The markdown headings of a file (outside fenced code), without their #s. */
function headingsOf(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (m) headings.push(m[1]);
  }
  return headings;
}

/**
 * A heading is cited by its text, or by its text without a trailing parenthesis: "The gate" names
 * `## The gate (\`.ci/run\`)`.
 */
const names = (heading: string) => [heading, heading.replace(/\s*\([^)]*\)$/, '')];

interface Problem {
  file: string;
  line: number;
  problem: string;
}

/** The problems of one file's text; `docs` reads a docs file's text by its name, or null when there is none. */
function problemsIn(file: string, text: string, docs: (name: string) => string | null): Problem[] {
  const problems: Problem[] = [];
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (let at = text.indexOf(OUTSIDE_GUIDE); at !== -1; at = text.indexOf(OUTSIDE_GUIDE, at + 1)) {
    problems.push({ file, line: lineOf(at), problem: `cites ${OUTSIDE_GUIDE}, which is not in the repository: cite docs/<file>.md "<Section>"` });
  }
  for (const m of text.matchAll(CITATION)) {
    const [, name, heading] = m;
    const markdown = docs(name);
    if (markdown === null) {
      problems.push({ file, line: lineOf(m.index), problem: `cites docs/${name}, which does not exist` });
    } else if (heading !== undefined && !headingsOf(markdown).some((h) => names(h).includes(heading))) {
      problems.push({ file, line: lineOf(m.index), problem: `cites docs/${name} "${heading}", which has no such heading` });
    }
  }
  return problems;
}

const docsCache = new Map<string, string | null>();
function readDoc(name: string): string | null {
  if (!docsCache.has(name)) {
    const abs = path.join(root, 'docs', name);
    docsCache.set(name, fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null);
  }
  return docsCache.get(name) ?? null;
}

describe('design notes the code cites are in the repository', () => {
  const files = SCANNED.flatMap(filesUnder);

  it('scans the code and its tests', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('tests/unit/docs-cited.test.ts');
  });

  it('every citation names a docs file and heading that exist, and none names the outside guide', () => {
    const problems = files.flatMap((f) => problemsIn(f, fs.readFileSync(path.join(root, f), 'utf8'), readDoc));
    expect(problems).toEqual([]);
  });

  it('finds citations: the architecture map is cited by section', () => {
    const cited = files.flatMap((f) => [...fs.readFileSync(path.join(root, f), 'utf8').matchAll(CITATION)].filter((m) => m[1] === 'architecture.md' && m[2]));
    expect(cited.length).toBeGreaterThanOrEqual(20);
  });

  describe('the check can fail', () => {
    const doc = (name: string) => (name === 'map.md' ? '# Map\n\n## Live\n\n```\n## In a fence\n```\n\n## The gate (`.ci/run`)\n' : null);
    const cite = (rest: string) => `/** see ${'docs/'}${rest} */`;

    it('passes a heading that exists, also without its trailing parenthesis and across a line break', () => {
      expect(problemsIn('a.ts', cite('map.md "Live"'), doc)).toEqual([]);
      expect(problemsIn('a.ts', cite('map.md "The gate"'), doc)).toEqual([]);
      expect(problemsIn('a.ts', cite('map.md "The gate (`.ci/run`)"'), doc)).toEqual([]);
      expect(problemsIn('a.ts', `/**\n * see ${'docs/'}map.md\n * "Live" */`, doc)).toEqual([]);
      expect(problemsIn('a.ts', cite('map.md, the whole of it'), doc)).toEqual([]);
    });

    it('catches a missing heading, a heading only inside a code fence and a missing file', () => {
      expect(problemsIn('a.ts', cite('map.md "Audit"'), doc)).toEqual([{ file: 'a.ts', line: 1, problem: expect.stringContaining('no such heading') }]);
      expect(problemsIn('a.ts', cite('map.md "In a fence"'), doc)).toHaveLength(1);
      expect(problemsIn('a.ts', `\n${cite('gone.md "Live"')}`, doc)).toEqual([{ file: 'a.ts', line: 2, problem: expect.stringContaining('does not exist') }]);
      expect(problemsIn('a.ts', cite('gone.md'), doc)).toHaveLength(1);
    });

    it('catches the outside guide', () => {
      expect(problemsIn('a.ts', `// (${OUTSIDE_GUIDE} "Live")`, doc)).toEqual([{ file: 'a.ts', line: 1, problem: expect.stringContaining('not in the repository') }]);
    });
  });
});
