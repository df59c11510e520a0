import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO, signInWithToken, unique } from './helpers';

/** A 1×1 PNG: uploads are checked by content, so the bytes must really be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('floor plans', () => {
  test('staff upload a plan; it is listed on its floor and a resident downloads it', async ({ browser }) => {
    const name = unique('Plán 3. patra');

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInWithToken(staff, DEMO.buildingAdmin, '/building-info');
    await staff.getByRole('button', { name: 'Mapa budovy' }).click();
    const dialog = staff.getByTestId('floorplan-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Nahrát plán' }).click();
    const form = dialog.getByRole('form', { name: 'Nahrát plán' });
    await form.getByRole('spinbutton', { name: 'Podlaží' }).fill('3');
    await form.getByRole('textbox', { name: 'Název' }).fill(name);
    await form.getByRole('textbox', { name: 'Popis' }).fill('Rozvody a únikové cesty');
    await form.locator('input[type="file"]').setInputFiles({ name: 'patro-3.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Nahrát', exact: true }).click();
    await expect(form).toBeHidden();
    // the dialog moves to the plan's floor and lists it there
    await expect(dialog.getByTestId('floor-label')).toHaveText('3. patro');
    await expect(dialog.getByTestId('floorplan-item').filter({ hasText: name })).toBeVisible();
    await staffContext.close();

    const residentContext = await browser.newContext({ acceptDownloads: true });
    const resident = await residentContext.newPage();
    await signInWithToken(resident, DEMO.owner, '/building-info');
    await resident.getByRole('button', { name: 'Mapa budovy' }).click();
    const map = resident.getByTestId('floorplan-dialog');
    await expect(map).toBeVisible();
    // residents get no upload form
    await expect(map.getByRole('button', { name: 'Nahrát plán' })).toHaveCount(0);
    await map.getByRole('spinbutton', { name: 'Podlaží' }).fill('3');
    await expect(map.getByTestId('floor-label')).toHaveText('3. patro');
    const item = map.getByTestId('floorplan-item').filter({ hasText: name });
    await expect(item).toBeVisible();
    // not on another floor
    await map.getByRole('spinbutton', { name: 'Podlaží' }).fill('2');
    await expect(map.getByTestId('floorplan-item').filter({ hasText: name })).toHaveCount(0);
    await map.getByRole('spinbutton', { name: 'Podlaží' }).fill('3');

    const downloadPromise = resident.waitForEvent('download');
    await item.getByRole('button', { name: `Stáhnout plán ${name}` }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(fs.readFileSync((await download.path())!).equals(PNG)).toBe(true);
    await residentContext.close();
  });
});
