import { expect, test } from '@playwright/test';
import { DEMO, signInWithToken } from './helpers';

test.describe('my unit', () => {
  test('a doorbell rename on /my-unit persists after a reload', async ({ page }) => {
    await signInWithToken(page, DEMO.owner, '/my-unit');
    const settings = page.getByRole('form', { name: 'Nastavení jednotky' });
    const doorbell = settings.getByRole('textbox', { name: 'Jméno na zvonku' });
    await expect(doorbell).toBeVisible();
    const save = settings.getByRole('button', { name: 'Uložit' });
    // nothing changed yet: saving is offered only for a real change (spec 000 §4)
    await expect(save).toBeDisabled();

    const name = `Novák ${Date.now().toString(36)}`;
    await doorbell.fill(name);
    await expect(page.getByTestId('doorbell-counter')).toContainText(`${name.length}`);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Nastavení jednotky bylo uloženo')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('form', { name: 'Nastavení jednotky' }).getByRole('textbox', { name: 'Jméno na zvonku' })).toHaveValue(name);
  });

  test('the doorbell name takes at most 35 characters', async ({ page }) => {
    await signInWithToken(page, DEMO.owner, '/my-unit');
    const doorbell = page.getByRole('form', { name: 'Nastavení jednotky' }).getByRole('textbox', { name: 'Jméno na zvonku' });
    await doorbell.fill('');
    await doorbell.pressSequentially('x'.repeat(50));
    // exactly 35 kept: an upper bound alone would also pass on an empty field
    await expect(doorbell).toHaveValue('x'.repeat(35));
  });

  test('the maintenance note card is hidden from a tenant', async ({ page }) => {
    await signInWithToken(page, DEMO.tenant, '/my-unit');
    await expect(page.getByRole('heading', { name: 'Údaje o jednotce' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nastavení jednotky' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Poznámka údržby' })).toHaveCount(0);
    // and the server does not send the note either: not in the list, not in the unit's detail
    const units = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('auth_token')}` };
      const list = ((await (await fetch('/v1/units/my', { headers })).json()) as { units: Array<{ id: number }> }).units;
      return Promise.all(
        list.map(async (u) => [u, ((await (await fetch(`/v1/units/${u.id}`, { headers })).json()) as { unit: object }).unit]),
      );
    });
    expect(units.length).toBeGreaterThan(0);
    for (const [summary, detail] of units) {
      expect(summary).not.toHaveProperty('maintenance_note');
      expect(detail).toHaveProperty('features');
      expect(detail).not.toHaveProperty('maintenance_note');
    }
  });

  // Staff reach the units of the building they manage from /my-unit, with the note card.
  test('the maintenance note card is shown to the building admin', async ({ page }) => {
    await signInWithToken(page, DEMO.buildingAdmin, '/my-unit');
    await expect(page.getByRole('heading', { name: 'Poznámka údržby' })).toBeVisible();
  });
});
