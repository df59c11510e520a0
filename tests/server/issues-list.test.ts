import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { issueFixture, type IssueFixture } from './issues-helpers';

const DAY = 24 * 3600_000;
/** days from now to each issue's due date */
const DUE: Record<string, number> = { a: 4, b: -8, c: 1, d: -4, e: -2 };

/**
 * The list's filters, orders, pages and overdue flag, and the CSV export of the same list, over
 * issues of this suite (all titled "Seznamzk …", so the demo's issues stay out by the search).
 */
describeEngines('issues: list filters, order, pages, export', (engine) => {
  let f: IssueFixture;
  const made: Record<string, number> = {};
  const TAG = 'Seznamzk';
  const list = async (query: string, kind: Parameters<IssueFixture['call']>[0] = 'manager') => {
    const res = await f.call(kind, 'GET', `${f.base}?search=${TAG}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { issues: Array<{ id: number; title: string; is_overdue: boolean }>; metadata: { page: number; per_page: number; total: number } };
  };
  const names = (issues: Array<{ id: number }>) => issues.map((i) => Object.keys(made).find((k) => made[k] === i.id));

  beforeAll(async () => {
    f = await issueFixture(engine);
    const db = f.t.app.db;
    const specs = [
      ['a', { priority: 'low', type: 'request', category_id: f.category['Elektro'] }, 'owner'],
      ['b', { priority: 'critical', type: 'fault', category_id: f.category['Výtah'] }, 'owner'],
      ['c', { priority: 'medium', type: 'problem', location_type: 'unit', unit_id: f.unit.a101 }, 'owner'],
      ['d', { priority: 'high', type: 'fault', location_type: 'unit', unit_id: f.unit.a203 }, 'otherTenant'],
      ['e', { priority: 'medium', type: 'warranty', category_id: f.category['Elektro'] }, 'otherTenant'],
    ] as const;
    let n = 0;
    for (const [key, data, kind] of specs) {
      made[key] = (await f.reported(kind, { title: `${TAG} ${key} Žárovka`, description: 'x', ...data })).id;
      // reported one day apart, a first, each with its due date set apart from now (deadlines themselves: issues-create.test.ts)
      const created = new Date(Date.now() - (10 - n++) * DAY);
      await db
        .updateTable('issues')
        .set({ created_at: created.toISOString(), updated_at: new Date(Date.now() - n * 3600_000).toISOString(), due_at: new Date(Date.now() + DUE[key] * DAY).toISOString() })
        .where('id', '=', made[key])
        .execute();
    }
    // b (due 8 days ago) is resolved: never overdue; d (due 4 days ago) and e (due 2 days ago) are overdue
    await db.updateTable('issues').set({ status: 'resolved' }).where('id', '=', made.b).execute();
  });
  afterAll(async () => f?.close());

  it('orders by report date, newest first by default, and pages with totals', async () => {
    expect(names((await list('')).issues)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(names((await list('sort_dir=asc')).issues)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const page2 = await list('per_page=2&page=2');
    expect(names(page2.issues)).toEqual(['c', 'b']);
    expect(page2.metadata).toEqual({ page: 2, per_page: 2, total: 5, total_exact: true });
    expect((await list('per_page=2&page=4')).issues).toEqual([]);
  });

  it('orders by priority, due date and last change, ties by id', async () => {
    expect(names((await list('sort_by=priority&sort_dir=desc')).issues)).toEqual(['b', 'd', 'e', 'c', 'a']);
    expect(names((await list('sort_by=priority&sort_dir=asc')).issues)).toEqual(['a', 'c', 'e', 'd', 'b']);
    expect(names((await list('sort_by=due_at&sort_dir=asc')).issues)).toEqual(['b', 'd', 'e', 'c', 'a']);
    expect(names((await list('sort_by=updated_at&sort_dir=desc')).issues)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters by each field and by several at once', async () => {
    expect(names((await list('status=resolved')).issues)).toEqual(['b']);
    expect(names((await list('status=new')).issues)).toEqual(['e', 'd', 'c', 'a']);
    expect(names((await list(`unit_id=${f.unit.a101}`)).issues)).toEqual(['c']);
    expect(names((await list(`category_id=${f.category['Elektro']}`)).issues)).toEqual(['e', 'a']);
    expect(names((await list('type=fault')).issues)).toEqual(['d', 'b']);
    expect(names((await list('priority=medium')).issues)).toEqual(['e', 'c']);
    expect(names((await list('location_type=unit')).issues)).toEqual(['d', 'c']);
    expect(names((await list('location_type=building&priority=medium&type=warranty')).issues)).toEqual(['e']);
    expect((await list('type=fault&priority=low')).metadata.total).toBe(0);
  });

  it('searches titles regardless of case and accents, wildcards taken literally', async () => {
    const res = await f.call('manager', 'GET', `${f.base}?search=${encodeURIComponent('SEZNAMZK A ZAROVKA')}`);
    expect(names(res.json().data.issues)).toEqual(['a']);
    expect((await f.call('manager', 'GET', `${f.base}?search=${encodeURIComponent('%')}`)).json().data.metadata.total).toBe(0);
  });

  it('marks and filters overdue issues (past the due date and not finished)', async () => {
    const all = await list('');
    expect(all.issues.filter((i) => i.is_overdue).map((i) => names([i])[0])).toEqual(['e', 'd']);
    expect(names((await list('overdue=true')).issues)).toEqual(['e', 'd']);
    expect(names((await list('overdue=false')).issues)).toEqual(['c', 'b', 'a']);
  });

  it('applies the visibility before the filters and the totals', async () => {
    // the owner of 1.01 does not see 2.03's issue, even when asking for its unit
    expect(names((await list('', 'owner')).issues)).toEqual(['e', 'c', 'b', 'a']);
    expect((await list(`unit_id=${f.unit.a203}`, 'owner')).metadata.total).toBe(0);
    expect((await list('overdue=true', 'owner')).metadata.total).toBe(1);
  });

  it('refuses unknown filter values', async () => {
    for (const q of ['status=open', 'sort_by=title', 'sort_dir=up', 'per_page=101', 'page=0', 'type=x', 'overdue=maybe']) {
      const res = await f.call('manager', 'GET', `${f.base}?${q}`, undefined, 'en');
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('exports the filtered list as CSV with a BOM, headers in the caller’s language and formulas kept as text', async () => {
    await f.reported('owner', { title: `=HYPERLINK("x") ${TAG}`, description: 'x' });
    const res = await f.call('manager', 'GET', `${f.base}/export.csv?search=${TAG}&sort_by=priority&sort_dir=desc&location_type=building`, undefined, 'cs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="issues-\d+-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = parse(res.rawPayload.subarray(3).toString('utf8')) as string[][];
    expect(rows[0]).toEqual(['ID', 'Název', 'Kategorie', 'Typ', 'Priorita', 'Stav', 'Místo', 'Nahlásil', 'Řešitel', 'Nahlášeno (UTC)', 'Termín (UTC)', 'Po termínu']);
    expect(rows.slice(1).map((r) => r[1])).toEqual([`${TAG} b Žárovka`, `'=HYPERLINK("x") ${TAG}`, `${TAG} e Žárovka`, `${TAG} a Žárovka`]);
    expect(rows[1].slice(2, 8)).toEqual(['Výtah', 'Porucha', 'Kritická', 'Vyřešená', 'Dům', 'Jan Vlastník']);
    // e is overdue (the two medium ones tie on priority: the later id first)
    expect(rows[3][11]).toBe('ano');
    const en = await f.call('technician', 'GET', `${f.base}/export.csv?search=${TAG}&unit_id=${f.unit.a203}`, undefined, 'en');
    const enRows = parse(en.rawPayload.subarray(3).toString('utf8')) as string[][];
    expect(enRows[0][1]).toBe('Title');
    expect(enRows.slice(1).map((r) => [r[1], r[6], r[11]])).toEqual([[`${TAG} d Žárovka`, 'Unit 2.03', 'yes']]);
  });
});

/** RFC 4180 rows (quoted cells with doubled quotes, CRLF or LF lines): enough to read the export back. */
function parse(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
