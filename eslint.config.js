import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/*
 * Architecture rules (DESIGN.md "Rules shared by both sides"), enforced here rather than by memory.
 * A later config object replaces an earlier `no-restricted-imports` for the files it matches, so
 * every restricted group below repeats the barrel rule.
 */
const NO_BARRELS = { group: ['**/index', '**/index.ts'], message: 'No barrel files.' };
const restrictImports = (...patterns) => ['error', { patterns: [NO_BARRELS, ...patterns] }];

const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One typed client and one form model (issue 30 §3/§4): a feature calls routes through src/lib/api.ts
 * (which checks every answer against its schema) and builds forms with useContractForm, never with
 * hand-built URLs, raw requests or its own parsers.
 */
const ONE_CLIENT = [
  {
    regex: '^(\\.\\./)+lib/http$',
    importNames: ['http', 'request', 'fetcher', 'download'],
    message: 'Call routes through the typed client (src/lib/api.ts: call, callFile, useRead) with the route table (contract/routes/).',
  },
  { regex: '^(\\.\\./)+lib/(useParsedSWR|useFormSubmit)$', message: 'Reads go through useRead (src/lib/api.ts); forms through useContractForm (src/lib/useContractForm.ts).' },
  { regex: '^swr$', importNames: ['default'], message: 'Reads go through useRead (src/lib/api.ts), which checks the answer against its schema.' },
];

/**
 * A feature imports only itself, src/ui, src/lib, src/state, src/live, the command plumbing a
 * screen needs (types, pendingAction, screenContext, dialogIds) and contract/. Imports are
 * relative, so "another feature" is a path that climbs up (../) and then names it.
 */
const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((f) => f !== feature).map(escape);
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrictImports(
        { regex: `^(\\.\\./)+(${others.join('|')})(/|$)`, message: `Features do not import each other: move the shared piece to src/ui, src/lib, src/state or contract/, or reach it through a pending action or command.` },
        { regex: `^(\\.\\./)+features/(?!${escape(feature)}(/|$))`, message: 'Features do not import each other.' },
        { regex: '^(\\.\\./)+(app|server)(/|$)', message: 'A feature does not import the app shell or the server.' },
        { regex: '^(\\.\\./)+commands/(?!(types|pendingAction|screenContext|dialogIds)$)', message: 'A feature uses only the command types, pendingAction, screenContext and dialogIds.' },
        ...ONE_CLIENT,
      ),
    },
  };
});

/** The demo data (server/demo/) is built from the domain and the database, so neither imports it. */
const DEMO_SITS_ABOVE = (who) => ({
  regex: '^(\\.\\./)+demo(/|$)',
  message: `${who} does not import the demo data (server/demo/): the demo sits above the domain and the database.`,
});

const PUBLISH_ONLY_IN_DOMAIN = ["CallExpression[callee.property.name='publish'][callee.object.property.name='bus']", "CallExpression[callee.property.name='publish'][callee.object.name='bus']"].map(
  (selector) => ({ selector, message: 'Publish events from a domain service (server/domain/**), where the change is made.' }),
);
const ONE_AUDIT_WRITER = {
  selector: "CallExpression[callee.property.name='insertInto'][arguments.0.value='audit_log']",
  message: 'Audit rows are written by writeAudit (server/domain/audit.ts) only.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'data/**', 'node_modules/**', 'test-results*/**', 'playwright-report/**', '.stryker-tmp/**', 'reports/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrictImports(),
    },
  },
  ...featureBoundaries,
  {
    // shared rules are plain TypeScript that both the SPA and the server import
    files: ['contract/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        { regex: '^(\\.\\./)+(server|src)(/|$)', message: 'contract/rules imports neither the server nor the SPA.' },
        { group: ['zod', 'node:*'], message: 'contract/rules stays plain TypeScript (the SPA imports it).' },
      ),
    },
  },
  {
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          regex: '^(\\.\\./)+plugins(/|$)',
          message: 'Domain code does not import plugins: take what it needs as an argument (FastifyInstance, a typed dependency).',
        },
        {
          regex: '^(\\.\\./)+live(/|$)',
          message: 'Domain code does not import server/live: it publishes on the bus, and the live plugin carries the events to sockets.',
        },
        DEMO_SITS_ABOVE('Domain code'),
      ),
    },
  },
  {
    // server/live holds the live plugin's parts (adapter, seq, broadcast, room sync, sweep, ending
    // sockets); the plugin wires them, so they take the app or what they need as arguments
    files: ['server/live/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        { regex: '^(\\.\\./)+plugins(/|$)', message: 'server/live does not import plugins: server/plugins/live.ts wires server/live, not the reverse.' },
        DEMO_SITS_ABOVE('server/live'),
      ),
    },
  },
  {
    // db/ holds the schema, migrations and the engine; the domain and the demo build on it, not the reverse
    files: ['server/db/**/*.ts'],
    ignores: ['server/db/migrations/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        { regex: '^(\\.\\./)+domain(/|$)', message: 'server/db holds the schema, migrations and the engine: it imports no domain code.' },
        DEMO_SITS_ABOVE('server/db'),
      ),
    },
  },
  {
    // the table types only: kysely's helpers and each other, so every importer can use them without a cycle
    files: ['server/db/schema/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        { regex: '^\\.\\./', message: 'server/db/schema/ holds table types only: it imports kysely and its sibling files, nothing else.' },
        { regex: '^(?!kysely$)[^.]', message: 'server/db/schema/ holds table types only: it imports kysely and its sibling files, nothing else.' },
      ),
    },
  },
  {
    files: ['server/db/migrations/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictImports(
        {
          regex: '^(\\.\\./)+domain(/|$)',
          message: 'A migration does the same thing forever: it imports no domain code (copy and freeze what it needs).',
        },
        DEMO_SITS_ABOVE('A migration'),
      ),
    },
  },
  {
    // events are published by the domain services that make the change, nowhere else
    files: ['server/**/*.ts'],
    ignores: ['server/domain/**', 'server/plugins/bus.ts'],
    rules: { 'no-restricted-syntax': ['error', ...PUBLISH_ONLY_IN_DOMAIN, ONE_AUDIT_WRITER] },
  },
  {
    files: ['server/domain/**/*.ts'],
    ignores: ['server/domain/audit.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_AUDIT_WRITER] },
  },
);
