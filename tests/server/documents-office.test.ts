import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';
import { multipart, storedDocumentFiles } from './documents-helpers';
import { docx, odt, xlsx, zip } from './office-files';

/** Office documents are recognised by their zip entries (file-type), whatever name they carry. */
describeEngines('office documents by content', (engine) => {
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    url = `/v1/buildings/${(await demoIds(t.app)).building.VLT}/documents`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (name: string, content: Buffer) => {
    const form = multipart({ title: name }, { name, content });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...(await t.as(USERS.buildingAdmin)), ...form.headers, 'accept-language': 'en' },
      payload: form.payload,
    });
  };

  it.each([
    ['smlouva.docx', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'smlouva.docx'],
    ['rozpocet.xlsx', xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'rozpocet.xlsx'],
    ['zapis.odt', odt(), 'application/vnd.oasis.opendocument.text', 'zapis.odt'],
    // a lying name is corrected by the content
    ['zapis.pdf', odt(), 'application/vnd.oasis.opendocument.text', 'zapis.pdf.odt'],
  ])('accepts %s as what it really is', async (name, content, mime, stored) => {
    const res = await upload(name, content);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ mime_type: mime, original_name: stored, file_size: content.length });
  });

  it('refuses a plain zip named .docx and stores nothing', async () => {
    const files = storedDocumentFiles(t.config.dataDir);
    const count = async () => Number((await t.app.db.selectFrom('documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const res = await upload('smlouva.docx', zip([['smlouva.txt', 'not an office file']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Unsupported file format/);
    expect(await count()).toBe(before);
    expect(storedDocumentFiles(t.config.dataDir)).toEqual(files);
  });
});
