import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds } from './harness';
import { PNG_1PX } from './documents-helpers';
import { DEFAULT_DUE_DAYS, ISSUE_ATTACHMENTS_MAX } from '../../contract/rules/issues';
import { HTML_AS_PDF, PDF_FILE, issueFixture, type IssueFixture } from './issues-helpers';

const DAY = 24 * 3600_000;

/** Reporting and editing issues: what is stored, what is refused (nothing stored, a message in cs and en), deadlines, live events. */
describeEngines('issues: report, edit, deadlines', (engine) => {
  let f: IssueFixture;
  beforeAll(async () => {
    f = await issueFixture(engine);
  });
  afterAll(async () => f?.close());

  it('stores the issue with the spec defaults, its first history row, files checked by content and an audit row, then tells the building', async () => {
    const before = await f.counts();
    f.events.length = 0;
    const res = await f.report('otherTenant', { title: '  Prasklé okno  ', description: 'Na chodbě.' }, [PNG_1PX, PDF_FILE]);
    expect(res.statusCode, res.body).toBe(201);
    const issue = res.json().data.issue;
    expect(issue).toMatchObject({
      title: 'Prasklé okno',
      type: 'fault',
      priority: 'medium',
      status: 'new',
      location_type: 'building',
      unit_id: null,
      category_id: null,
      creator_name: 'Eva Nájemníková',
      is_overdue: false,
      attachment_count: 2,
    });
    expect(issue.attachments.map((a: { filename: string; mime_type: string }) => [a.filename, a.mime_type])).toEqual([
      ['foto.png', 'image/png'],
      ['protokol.pdf', 'application/pdf'],
    ]);
    expect(issue.history).toEqual([expect.objectContaining({ kind: 'created', to_status: 'new', user_name: 'Eva Nájemníková' })]);
    expect(Date.parse(issue.due_at) - Date.parse(issue.created_at)).toBe(DEFAULT_DUE_DAYS.medium * DAY);
    expect(await f.counts()).toEqual({
      issues: before.issues + 1,
      issue_history: before.issue_history + 1,
      issue_attachments: before.issue_attachments + 2,
      audit_log: before.audit_log + 1,
    });
    const audit = await f.t.app.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'issue.create', target: `issue:${issue.id}`, outcome: 'success', building_id: f.vlt });
    expect(f.events.map((e) => [e.event.type, e.event.data, e.audience])).toEqual([['issue.created', { id: issue.id }, { members: true }]]);
  });

  it('sends a unit issue to the unit, staff, its reporter and the building’s resolvers only', async () => {
    f.events.length = 0;
    const issue = await f.reported('unitTenant', { title: 'Kape kohoutek', description: 'V kuchyni.', location_type: 'unit', unit_id: f.unit.a101, priority: 'critical' });
    expect(issue).toMatchObject({ location_type: 'unit', unit_id: f.unit.a101, unit_number: '1.01' });
    expect(f.events.map((e) => e.audience)).toEqual([{ units: [f.unit.a101], staff: true, users: [f.user.unitTenant, f.user.technician] }]);
  });

  it('gives each priority its default deadline and a category its own', async () => {
    for (const priority of ['low', 'medium', 'high', 'critical'] as const) {
      const plain = await f.reported('owner', { title: `Termín ${priority}`, description: 'x', priority, category_id: f.category['Elektro'] });
      expect(Date.parse(plain.due_at as string) - Date.parse(plain.created_at as string), priority).toBe(DEFAULT_DUE_DAYS[priority] * DAY);
    }
    // the lift: high 1 day, medium 3 (seeded overrides); critical keeps the default
    for (const [priority, days] of [['high', 1], ['medium', 3], ['critical', DEFAULT_DUE_DAYS.critical], ['low', DEFAULT_DUE_DAYS.low]] as const) {
      const lift = await f.reported('owner', { title: `Výtah ${priority}`, description: 'x', priority, category_id: f.category['Výtah'] });
      expect(Date.parse(lift.due_at as string) - Date.parse(lift.created_at as string), priority).toBe(days * DAY);
    }
  });

  it('moves the deadline when the priority or the category changes, counted from the report', async () => {
    const issue = await f.reported('owner', { title: 'Posun termínu', description: 'x', priority: 'low' });
    const created = Date.parse(issue.created_at as string);
    const high = (await f.call('owner', 'PATCH', `${f.base}/${issue.id}`, { priority: 'high' })).json().data.issue;
    expect(Date.parse(high.due_at) - created).toBe(3 * DAY);
    const lift = (await f.call('owner', 'PATCH', `${f.base}/${issue.id}`, { category_id: f.category['Výtah'] })).json().data.issue;
    expect(Date.parse(lift.due_at) - created).toBe(1 * DAY);
    expect(lift.history.map((h: { kind: string }) => h.kind)).toEqual(['created', 'updated', 'updated']);
    // the title alone leaves the deadline
    const renamed = (await f.call('owner', 'PATCH', `${f.base}/${issue.id}`, { title: 'Jiný název' })).json().data.issue;
    expect(renamed.due_at).toBe(lift.due_at);
  });

  it('moves an issue between the building and a unit by the location rules', async () => {
    const issue = await f.reported('owner', { title: 'Stěhování', description: 'x' });
    const url = `${f.base}/${issue.id}`;
    const noUnit = await f.call('owner', 'PATCH', url, { location_type: 'unit' }, 'en');
    expect([noUnit.statusCode, noUnit.json().message]).toEqual([400, 'Choose the unit the issue is in']);
    const unitOnBuilding = await f.call('owner', 'PATCH', url, { unit_id: f.unit.a101 }, 'en');
    expect([unitOnBuilding.statusCode, unitOnBuilding.json().message]).toEqual([400, 'A unit can be chosen only when the issue is in a unit']);
    const notMine = await f.call('owner', 'PATCH', url, { location_type: 'unit', unit_id: f.unit.a203 }, 'en');
    expect([notMine.statusCode, notMine.json().message]).toEqual([400, 'Choose one of your units in this building']);
    f.events.length = 0;
    const moved = await f.call('owner', 'PATCH', url, { location_type: 'unit', unit_id: f.unit.a101 });
    expect(moved.json().data.issue).toMatchObject({ location_type: 'unit', unit_id: f.unit.a101 });
    // who saw it before (every member) or sees it after
    expect(f.events.map((e) => [e.event.type, e.audience])).toEqual([['issue.updated', { members: true, staff: true, units: [f.unit.a101], users: [f.ids.user['vlastnik@example.com']] }]]);
    const back = await f.call('owner', 'PATCH', url, { location_type: 'building' });
    expect(back.json().data.issue).toMatchObject({ location_type: 'building', unit_id: null });
    const nothing = await f.call('owner', 'PATCH', url, {}, 'en');
    expect([nothing.statusCode, nothing.json().message]).toEqual([400, 'Nothing to change']);
  });

  const refusals: Array<[string, () => Parameters<IssueFixture['report']>, number, string, string]> = [
    ['a blank title', () => ['owner', { title: '   ', description: 'x' }], 400, 'Zadejte název závady', 'Enter the title of the issue'],
    ['a blank description', () => ['owner', { title: 'x', description: ' \n ' }], 400, 'Zadejte popis závady', 'Enter a description of the issue'],
    ['a category of another building', () => ['owner', { title: 'x', description: 'x', category_id: f.category.foreign }], 400, 'Vyberte kategorii tohoto domu', 'Choose a category of this building'],
    ['a unit of another building', () => ['owner', { title: 'x', description: 'x', location_type: 'unit', unit_id: f.unit.sln101 }], 400, 'Vyberte jednu ze svých jednotek v tomto domě', 'Choose one of your units in this building'],
    ['another resident’s unit', () => ['owner', { title: 'x', description: 'x', location_type: 'unit', unit_id: f.unit.a203 }], 400, 'Vyberte jednu ze svých jednotek v tomto domě', 'Choose one of your units in this building'],
    ['a unit with location building', () => ['owner', { title: 'x', description: 'x', unit_id: f.unit.a101 }], 400, 'Jednotku lze vybrat jen u závady v jednotce', 'A unit can be chosen only when the issue is in a unit'],
    ['location unit without a unit', () => ['owner', { title: 'x', description: 'x', location_type: 'unit' }], 400, 'Vyberte jednotku, ve které závada je', 'Choose the unit the issue is in'],
    ['an HTML page named .pdf', () => ['owner', { title: 'x', description: 'x' }, [PNG_1PX, HTML_AS_PDF]], 400, 'Soubor „faktura.pdf“ není povolen. Povolené formáty: JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX', 'The file “faktura.pdf” is not allowed. Allowed formats: JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX'],
    ['an empty file', () => ['owner', { title: 'x', description: 'x' }, [{ name: 'prazdny.png', content: Buffer.alloc(0) }]], 400, 'Soubor „prazdny.png“ není povolen. Povolené formáty: JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX', 'The file “prazdny.png” is not allowed. Allowed formats: JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX'],
    ['too many files', () => ['owner', { title: 'x', description: 'x' }, Array.from({ length: ISSUE_ATTACHMENTS_MAX + 1 }, () => PNG_1PX)], 400, `Příliš mnoho souborů. Najednou lze poslat nejvýše ${ISSUE_ATTACHMENTS_MAX}`, `Too many files. At most ${ISSUE_ATTACHMENTS_MAX} can be sent at once`],
    ['data that is not JSON', () => ['owner', '{title:'], 400, 'Údaje závady musí přijít jako JSON v poli „data“', 'The issue data must be sent as JSON in the “data” field'],
  ];
  it.each(refusals)('refuses %s with a message in both languages and stores nothing', async (_what, args, status, cs, en) => {
    const before = await f.counts();
    const files = f.storedFiles();
    const [kind, data, attachments] = args();
    for (const [lang, message] of [['cs', cs], ['en', en]]) {
      const res = await f.report(kind, data, attachments, lang);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await f.counts()).toEqual(before);
    expect(f.storedFiles()).toEqual(files);
  });

  it('lets staff report an issue of any unit of the building', async () => {
    const issue = await f.reported('manager', { title: 'Kontrola 2.03', description: 'x', location_type: 'unit', unit_id: f.unit.a203 });
    expect(issue.unit_id).toBe(f.unit.a203);
  });

  it('removes the saved files again when the transaction fails', async () => {
    const files = f.storedFiles();
    const before = await f.counts();
    // a history row that cannot be written (the table is gone) fails the transaction after the files were saved
    const db = f.t.app.db;
    await db.schema.alterTable('issue_history').renameTo('issue_history_away').execute();
    try {
      const res = await f.report('owner', { title: 'Selže', description: 'x' }, [PNG_1PX, PDF_FILE]);
      expect(res.statusCode).toBe(500);
    } finally {
      await db.schema.alterTable('issue_history_away').renameTo('issue_history').execute();
    }
    expect(f.storedFiles()).toEqual(files);
    expect(await f.counts()).toEqual(before);
  });
});

describeEngines('issues: upload size limit', (engine) => {
  it('refuses an attachment over the documents’ limit with 413 in both languages and stores nothing', async () => {
    const t = await createTestApp(engine, { maxUploadBytes: 1024 * 1024 });
    try {
      const ids = await demoIds(t.app);
      const { multipart } = await import('./documents-helpers');
      const count = async () => Number((await t.app.db.selectFrom('issues').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      const before = await count();
      const big = { name: 'velky.pdf', content: Buffer.concat([PDF_FILE.content, Buffer.alloc(1024 * 1024 + 10, 0x20)]) };
      for (const [lang, message] of [['cs', 'Soubor je příliš velký. Největší povolená velikost je 1 MB'], ['en', 'The file is too large. The largest allowed size is 1 MB']]) {
        const form = multipart({ data: JSON.stringify({ title: 'Velký', description: 'x' }) }, [big], 'attachments');
        const res = await t.app.inject({
          method: 'POST',
          url: `/v1/buildings/${ids.building.VLT}/issues`,
          headers: { ...(await t.as('vlastnik@example.com')), ...form.headers, 'accept-language': lang },
          payload: form.payload,
        });
        expect(res.statusCode).toBe(413);
        expect(res.json().message).toBe(message);
      }
      expect(await count()).toBe(before);
    } finally {
      await t.close();
    }
  });
});
