import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledQuery } from 'kysely';
import { BOARD_QUERY, GRAPHQL_MAX_COST } from '../../contract/board';
import { FIELD_COST } from '../../server/graphql/cost';
import { describeEngines, createTestApp, USERS, type TestApp } from './harness';
import { planOf } from './plan-text';

/**
 * GraphQL refusals by cost (issue 28 §3): a document is priced by the work its resolvers cause
 * (server/graphql/cost.ts) and one over GRAPHQL_MAX_COST is refused before any resolver runs, in the
 * caller's language; the board itself passes; and each user may send only so many documents a minute.
 */
describeEngines('GraphQL cost and rate limits', (engine) => {
  let t: TestApp;
  /** the statements that read what the board's resolvers read: buildings, zones, devices, gate events, issues, the reception registers */
  const boardStatements: string[] = [];
  const RESOLVER_TABLES = /\b(buildings|fire_zones|devices|gate_events|issues|reception_visitors|reception_mail|reception_key_loans)\b/;
  /** the reception tile's statements, kept whole to read their plans */
  const receptionStatements: CompiledQuery[] = [];
  const onQuery = (q: CompiledQuery) => {
    if (RESOLVER_TABLES.test(q.sql)) boardStatements.push(q.sql);
    if (/\breception_visitors\b/.test(q.sql)) receptionStatements.push(q);
  };

  const gql = async (email: string, query: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: '/v1/graphql', payload: { query }, headers: { ...(await t.as(email)), 'accept-language': lang } });
  const aliases = (n: number, selection: string) => `{ ${Array.from({ length: n }, (_, i) => `b${i}: ${selection}`).join(' ')} }`;
  /** the statements on the board's tables that one call caused */
  const statementsOf = async (call: () => Promise<{ statusCode: number }>) => {
    boardStatements.length = 0;
    const res = await call();
    return { res, statements: boardStatements.length };
  };

  describe('refusals by cost', () => {
    beforeAll(async () => {
      t = await createTestApp(engine, {}, onQuery);
    });
    afterAll(() => t?.close());

    it('answers the SPA’s board query to a manager and to a global admin of every building', async () => {
      for (const email of [USERS.manager, USERS.globalAdmin]) {
        const res = await gql(email, BOARD_QUERY);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.board.buildings.length).toBeGreaterThan(0);
      }
    });

    it('charges the reception tile what it runs: one statement per building (issue 29 §2)', async () => {
      const bare = '{ board { buildings { id } } }';
      await gql(USERS.manager, bare);
      const base = await statementsOf(() => gql(USERS.manager, bare));
      const withReception = await statementsOf(() => gql(USERS.manager, '{ board { buildings { id reception { visitors_in parcels_waiting keys_out } } } }'));
      expect(withReception.res.statusCode).toBe(200);
      const buildings = (withReception.res as unknown as { json(): { data: { board: { buildings: unknown[] } } } }).json().data.board.buildings.length;
      expect(buildings).toBeGreaterThan(0);
      expect(withReception.statements - base.statements).toBe(buildings * FIELD_COST['BoardBuilding.reception']);
      // and that statement counts within the partial indexes of open entries (migration 018), never the finished history
      const q = receptionStatements[receptionStatements.length - 1];
      const plan = await planOf(t, q);
      expect(plan).toMatch(/reception_visitors_open/);
      expect(plan).toMatch(/reception_mail_open/);
      expect(plan).toMatch(/reception_key_loans_(open|lent)/);
      expect(plan).not.toMatch(/Seq Scan|SCAN reception_(visitors|mail|key_loans)\b(?! USING)/);
    });

    it('refuses 100 aliases of the smallest board in the caller’s language, with no resolver run', async () => {
      // the session and access profile are loaded before counting starts
      expect((await gql(USERS.globalAdmin, '{ board { generated_at } }')).statusCode).toBe(200);
      const one = await statementsOf(() => gql(USERS.globalAdmin, '{ board { generated_at } }'));
      // the counter sees a resolver when one runs
      expect(one.statements).toBeGreaterThan(0);
      const refused = await statementsOf(() => gql(USERS.globalAdmin, aliases(100, 'board { generated_at }')));
      expect(refused.statements).toBe(0);
      expect(refused.res.statusCode).toBe(400);
      expect((refused.res as unknown as { json(): unknown }).json()).toMatchObject({
        message: `The GraphQL query asks for too much work at once (cost at most ${GRAPHQL_MAX_COST}). Split it into smaller queries.`,
        errors: [{ message: `The GraphQL query asks for too much work at once (cost at most ${GRAPHQL_MAX_COST}). Split it into smaller queries.` }],
        data: null,
      });
      const cs = await gql(USERS.globalAdmin, aliases(100, 'board { generated_at }'), 'cs');
      expect(cs.json().message).toBe(`Dotaz GraphQL žádá příliš mnoho práce najednou (cena nejvýše ${GRAPHQL_MAX_COST}). Rozdělte ho na menší dotazy.`);
    });

    it('refuses the issue’s 100 aliases of a building’s issues before running them', async () => {
      const { res, statements } = await statementsOf(() => gql(USERS.globalAdmin, aliases(100, 'board { buildings { issues { open_total } } }')));
      // no statement first: a document that ran would fail here, not only on its status
      expect(statements).toBe(0);
      expect(res.statusCode).toBe(400);
    });

    it('counts every spread of a named fragment', async () => {
      const spread = (n: number) =>
        `query { ...Q } fragment Q on Query { ${Array.from({ length: n }, (_, i) => `b${i}: board { ...F }`).join(' ')} } fragment F on Board { buildings { ...G } } fragment G on BoardBuilding { issues { open_total } }`;
      // 5 × (10 + 50 × 3) = 800: within the limit (850)
      expect((await gql(USERS.globalAdmin, spread(5))).statusCode).toBe(200);
      // 6 × 160 = 960: over it, and nothing ran
      const { res, statements } = await statementsOf(() => gql(USERS.globalAdmin, spread(6)));
      // no statement first: a document that ran would fail here, not only on its status
      expect(statements).toBe(0);
      expect(res.statusCode).toBe(400);
    });

    it('still answers introspection outside production', async () => {
      const res = await gql(USERS.globalAdmin, '{ __schema { types { name fields { name } } } }');
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('per-user rate limit', () => {
    // a small per-user allowance, so the 429 comes after a few calls
    beforeAll(async () => {
      t = await createTestApp(engine, { graphqlRateLimit: { max: 3, windowMs: 60_000 } });
    });
    afterAll(() => t?.close());

    it('answers 429 in the caller’s language after the user’s allowance, while another user goes on', async () => {
      const query = '{ board { generated_at } }';
      for (let i = 0; i < 3; i++) expect((await gql(USERS.manager, query)).statusCode).toBe(200);
      const limited = await gql(USERS.manager, query);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
      expect(limited.headers['retry-after']).toBeTruthy();
      const cs = await gql(USERS.manager, query, 'cs');
      expect(cs.statusCode).toBe(429);
      expect(cs.json().message).toMatch(/^Příliš mnoho pokusů/);
      // the same address, another user: counted apart
      expect((await gql(USERS.buildingAdmin, query)).statusCode).toBe(200);
    });
  });
});
