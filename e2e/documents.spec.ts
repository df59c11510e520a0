import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInWithToken, unique } from './helpers';

/** A small real PDF: the server checks uploads by content, so the bytes must be a PDF. */
function pdfBytes(text: string): Buffer {
  const body = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >> endobj
4 0 obj << /Length ${text.length + 30} >> stream
BT /F1 12 Tf 10 50 Td (${text}) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
`;
  return Buffer.from(body, 'latin1');
}

async function uploadThroughDialog(page: Page, title: string, visibility: 'public' | 'private'): Promise<void> {
  await page.getByRole('button', { name: 'Nahrát dokument' }).first().click();
  const dialog = page.getByTestId('upload-dialog');
  await expect(dialog).toBeVisible();
  const fileName = `${title.replace(/\s+/g, '-')}.pdf`;
  await dialog.getByTestId('upload-file').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdfBytes(title) });
  // picking a file pre-fills an empty title with the file name (spec 000 §4); we then set our own
  const titleField = dialog.getByRole('textbox', { name: 'Název' });
  await expect(titleField).not.toHaveValue('');
  await titleField.fill(title);
  await dialog.getByRole('combobox', { name: 'Viditelnost' }).selectOption(visibility);
  await dialog.getByRole('button', { name: 'Nahrát', exact: true }).click();
  await expect(dialog).toBeHidden();
}

function documentRow(page: Page, title: string) {
  return page.getByTestId('documents-table').getByRole('row').filter({ hasText: title });
}

test.describe('documents', () => {
  test('staff upload a public and a private document; a resident sees only the public one and downloads it', async ({ browser }) => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInWithToken(staff, DEMO.buildingAdmin, '/documents');
    const publicTitle = unique('Veřejný řád domu');
    const privateTitle = unique('Soukromá smlouva');
    await uploadThroughDialog(staff, publicTitle, 'public');
    await expect(documentRow(staff, publicTitle)).toBeVisible();
    await uploadThroughDialog(staff, privateTitle, 'private');
    await expect(documentRow(staff, privateTitle)).toBeVisible();
    await staffContext.close();

    const residentContext = await browser.newContext({ acceptDownloads: true });
    const resident = await residentContext.newPage();
    await signInWithToken(resident, DEMO.owner, '/documents');
    const row = documentRow(resident, publicTitle);
    await expect(row).toBeVisible();
    await expect(documentRow(resident, privateTitle)).toHaveCount(0);

    const downloadPromise = resident.waitForEvent('download');
    await row.getByRole('button', { name: `Stáhnout ${publicTitle}` }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(fs.readFileSync((await download.path())!).equals(pdfBytes(publicTitle))).toBe(true);
    await residentContext.close();
  });
});
