import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { multipart, PNG_1PX, type FilePart } from './documents-helpers';
import { detailAs, ISSUE_CALLERS, issueFixture, ISSUE_USERS, type IssueCaller, type IssueFixture } from './issue-fixtures';

const HTML_AS_PDF: FilePart = { name: 'faktura.pdf', type: 'application/pdf', content: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>') };
const EXE: FilePart = { name: 'foto.jpg', type: 'image/jpeg', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) };
const PDF: FilePart = { name: 'Zpráva technika – č. 1.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };
const TEXT: FilePart = { name: 'poznamka.txt', type: 'text/plain', content: Buffer.from('jen text') };

/** Attachments: content checks, the size limit, download headers, who deletes — nothing half-stored. */
describeEngines('issue attachments', (engine) => {
  let f: IssueFixture;
  const MAX = 64 * 1024;
  beforeAll(async () => {
    f = await issueFixture(engine, { maxUploadBytes: MAX });
  });
  afterAll(async () => f?.close());

  const stored = () => {
    const dir = path.join(f.t.config.dataDir, 'files', 'issues');
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  };
  const rows = (id: number) => f.t.app.db.selectFrom('issue_attachments').selectAll().where('issue_id', '=', id).execute();
  async function upload(kind: IssueCaller, issueId: number, file: FilePart | undefined, lang = 'en') {
    const form = multipart({}, file);
    return f.t.app.inject({
      method: 'POST',
      url: f.url(issueId, '/attachments'),
      payload: form.payload,
      headers: { ...form.headers, ...(await f.t.as(ISSUE_USERS[kind])), 'accept-language': lang },
    });
  }

  describe('who may attach to an open building issue', () => {
    const expected: Record<IssueCaller, number> = {
      anonymous: 401,
      otherBuilding: 404,
      resolverElsewhere: 404,
      owner: 201,
      unitTenant: 201,
      otherTenant: 201,
      technician: 201,
      buildingAdmin: 201,
      manager: 201,
      globalAdmin: 201,
    };
    for (const kind of ISSUE_CALLERS) {
      it(`${kind}: ${expected[kind]}`, async () => {
        const id = await f.insertIssue();
        const res = await upload(kind, id, PNG_1PX);
        expect(res.statusCode, res.body).toBe(expected[kind]);
        expect(await rows(id)).toHaveLength(expected[kind] === 201 ? 1 : 0);
      });
    }
  });

  it('stores a real PNG and a PDF by their content, answers the attachment and tells who sees the issue', async () => {
    const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101, created_by: f.user.unitTenant });
    const before = f.events.length;
    const png = await upload('unitTenant', id, PNG_1PX);
    expect(png.statusCode, png.body).toBe(201);
    expect(png.json().data.attachment).toEqual({ id: expect.any(Number), filename: 'foto.png', size: PNG_1PX.content.length, mime_type: 'image/png', created_at: expect.any(String) });
    const pdf = await upload('unitTenant', id, PDF);
    expect(pdf.json().data.attachment).toMatchObject({ filename: 'Zpráva technika – č. 1.pdf', mime_type: 'application/pdf' });
    const e = f.events.slice(before).filter((x) => x.event.type === 'issue.updated');
    expect(e).toHaveLength(2);
    // the unit, staff, the reporter, and the building's technician (a resolver no room holds)
    expect(e[0].audience).toEqual({ units: [f.unit.a101], staff: true, users: [f.user.unitTenant, f.user.technician] });
    const d = await detailAs(f, 'unitTenant', id);
    expect(d.attachments.map((a) => a.filename)).toEqual(['foto.png', 'Zpráva technika – č. 1.pdf']);
    expect(d.attachment_count).toBe(2);
    expect((await upload('otherTenant', id, PNG_1PX)).statusCode).toBe(404);
  });

  const refusals: [string, FilePart | undefined, number, RegExp][] = [
    ['an HTML page named .pdf', HTML_AS_PDF, 400, /cannot be attached.*JPG, PNG, GIF, WEBP, PDF, DOC, DOCX, XLS, XLSX/],
    ['a program named .jpg', EXE, 400, /cannot be attached/],
    ['plain text (documents take it, issues do not)', TEXT, 400, /cannot be attached/],
    ['an empty file', { name: 'prazdny.png', content: Buffer.alloc(0) }, 400, /Choose a file/],
    ['no file at all', undefined, 400, /Choose a file/],
    ['a file over the limit', { name: 'velky.png', content: Buffer.concat([PNG_1PX.content, Buffer.alloc(MAX + 10)]) }, 413, /too large/],
  ];
  for (const [what, file, status, message] of refusals) {
    it(`refuses ${what} (${status}) and stores nothing`, async () => {
      const id = await f.insertIssue();
      const files = stored();
      const res = await upload('owner', id, file);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await rows(id)).toHaveLength(0);
      expect(stored()).toEqual(files);
    });
  }

  it('removes the written file when its row cannot be stored', async () => {
    const { addIssueAttachment } = await import('../../server/domain/issues/attachments');
    const { issueViewer } = await import('../../server/domain/issues/access');
    const { loadAccessProfile } = await import('../../server/access/load');
    const viewer = issueViewer((await loadAccessProfile(f.t.app.db, f.user.owner))!, f.vlt);
    const files = stored();
    // an issue deleted between the check and the insert: the row's foreign key refuses it
    const gone = { id: 999_999, building_id: f.vlt, location_type: 'building' as const, unit_id: null, status: 'new' as const, created_by: null, assigned_to: null };
    await expect(addIssueAttachment(f.t.app, viewer, gone, { filename: 'foto.png', buffer: PNG_1PX.content })).rejects.toThrow();
    expect(stored()).toEqual(files);
  });

  it('says it in Czech too', async () => {
    const id = await f.insertIssue();
    const res = await upload('owner', id, HTML_AS_PDF, 'cs');
    expect(res.json().message).toMatch(/Tento soubor nelze přiložit/);
  });

  it('a finished issue takes no attachment (409), a bad path id is 400 or 404', async () => {
    const id = await f.insertIssue({ status: 'closed' });
    const res = await upload('manager', id, PNG_1PX);
    expect(res.statusCode).toBe(409);
    expect(await rows(id)).toHaveLength(0);
  });

  it('downloads the bytes as an attachment with the stored type, nosniff and the UTF-8 name', async () => {
    const id = await f.insertIssue();
    const att = (await upload('owner', id, PDF)).json().data.attachment;
    const res = await f.call('otherTenant', 'GET', f.url(id, `/attachments/${att.id}/download`));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(PDF.content)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Zprava technika _ c. 1.pdf"; filename*=UTF-8''${encodeURIComponent('Zpráva technika – č. 1.pdf')}`,
    );
    expect(res.headers['content-length']).toBe(String(PDF.content.length));
    // another building's user, a wrong issue, a missing attachment: the one 404
    expect((await f.call('otherBuilding', 'GET', f.url(id, `/attachments/${att.id}/download`))).statusCode).toBe(404);
    const other = await f.insertIssue();
    expect((await f.call('manager', 'GET', f.url(other, `/attachments/${att.id}/download`))).statusCode).toBe(404);
    expect((await f.call('manager', 'GET', f.url(id, '/attachments/999999/download'))).statusCode).toBe(404);
    expect((await f.call('anonymous', 'GET', f.url(id, `/attachments/${att.id}/download`))).statusCode).toBe(401);
  });

  it('a unit issue\'s attachment is 404 for a resident who does not see the issue', async () => {
    const id = await f.insertIssue({ location_type: 'unit', unit_id: f.unit.a101 });
    const att = (await upload('owner', id, PNG_1PX)).json().data.attachment;
    expect((await f.call('otherTenant', 'GET', f.url(id, `/attachments/${att.id}/download`))).statusCode).toBe(404);
    expect((await f.call('otherTenant', 'DELETE', f.url(id, `/attachments/${att.id}`))).statusCode).toBe(404);
    expect((await f.call('unitTenant', 'GET', f.url(id, `/attachments/${att.id}/download`))).statusCode).toBe(200);
  });

  describe('delete', () => {
    const expected: Record<IssueCaller, number> = {
      anonymous: 401,
      otherBuilding: 404,
      resolverElsewhere: 404,
      owner: 200,
      unitTenant: 403,
      otherTenant: 403,
      technician: 403,
      buildingAdmin: 200,
      manager: 200,
      globalAdmin: 200,
    };
    for (const kind of ISSUE_CALLERS) {
      it(`the owner's attachment on an open issue, by ${kind}: ${expected[kind]}`, async () => {
        const id = await f.insertIssue();
        const att = (await upload('owner', id, PNG_1PX)).json().data.attachment;
        const file = (await rows(id))[0].file_path;
        const res = await f.call(kind, 'DELETE', f.url(id, `/attachments/${att.id}`));
        expect(res.statusCode, res.body).toBe(expected[kind]);
        const gone = expected[kind] === 200;
        expect(await rows(id)).toHaveLength(gone ? 0 : 1);
        expect(fs.existsSync(path.join(f.t.config.dataDir, 'files', file))).toBe(!gone);
        const audit = await f.t.app.db.selectFrom('audit_log').select('user_id').where('action', '=', 'issue.attachment.delete').where('target', '=', `issue:${id}`).execute();
        expect(audit).toHaveLength(gone ? 1 : 0);
        if (gone) expect(res.json()).toEqual({ status: 'success' });
      });
    }

    it('the uploader no longer once the issue is finished (409); staff still can', async () => {
      const id = await f.insertIssue();
      const att = (await upload('owner', id, PNG_1PX)).json().data.attachment;
      await f.t.app.db.updateTable('issues').set({ status: 'resolved' }).where('id', '=', id).execute();
      expect((await f.call('owner', 'DELETE', f.url(id, `/attachments/${att.id}`))).statusCode).toBe(409);
      expect(await rows(id)).toHaveLength(1);
      const before = f.events.length;
      expect((await f.call('manager', 'DELETE', f.url(id, `/attachments/${att.id}`))).statusCode).toBe(200);
      expect(await rows(id)).toHaveLength(0);
      expect(f.events.slice(before).map((e) => e.event.type)).toEqual(['issue.updated']);
    });
  });
});
