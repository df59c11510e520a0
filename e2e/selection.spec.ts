import { expect, test } from '@playwright/test';
import { BUILDINGS, DEMO, buildingPicker, selectBuilding, selectedUnitNumber, signInWithToken, unitPicker } from './helpers';

test.describe('building and unit selection', () => {
  test('a user with exactly one building gets it, and their only unit, selected automatically', async ({ page }) => {
    await signInWithToken(page, DEMO.tenant);
    await expect(buildingPicker(page)).toHaveValue(BUILDINGS.vltava);
    await expect.poll(() => selectedUnitNumber(page)).toBe('2.03');
    // persisted as the spec's local storage keys
    const stored = await page.evaluate(() => [localStorage.getItem('selected_building'), localStorage.getItem('selected_unit')]);
    expect(stored[0]).toMatch(/^\d+$/);
    expect(stored[1]).toMatch(/^\d+$/);
  });

  test('a user with two units in one building picks one; nothing is chosen for them', async ({ page }) => {
    await signInWithToken(page, DEMO.owner);
    await expect(buildingPicker(page)).toHaveValue(BUILDINGS.vltava);
    await expect(unitPicker(page)).toBeEnabled();
    expect(await selectedUnitNumber(page)).toBe('');
    const options = unitPicker(page).locator('option');
    await expect(options.filter({ hasText: '1.01' })).toHaveCount(1);
    await expect(options.filter({ hasText: 'G01' })).toHaveCount(1);
    await unitPicker(page).selectOption({ label: (await options.filter({ hasText: 'G01' }).textContent()) ?? 'G01' });
    await expect.poll(() => selectedUnitNumber(page)).toBe('G01');
  });

  test('a user with two buildings picks one; the unit follows the building; the choice survives a reload', async ({ page }) => {
    await signInWithToken(page, DEMO.twoBuildings);
    // two buildings: no automatic choice
    await expect(buildingPicker(page)).toHaveValue('');
    await expect(unitPicker(page)).toBeDisabled();

    await selectBuilding(page, BUILDINGS.slunecna);
    await expect.poll(() => selectedUnitNumber(page)).toBe('1.01');
    const slnUnit = await page.evaluate(() => localStorage.getItem('selected_unit'));

    // the unit of the other building is not kept: Lipová's only unit replaces it
    await selectBuilding(page, BUILDINGS.lipova);
    await expect.poll(() => selectedUnitNumber(page)).toBe('2.01');
    const lipUnit = await page.evaluate(() => localStorage.getItem('selected_unit'));
    expect(lipUnit).not.toBe(slnUnit);
    const options = await unitPicker(page).locator('option').allTextContents();
    expect(options.some((o) => o.startsWith('1.01'))).toBe(false);

    await page.reload();
    await expect(buildingPicker(page)).toHaveValue(BUILDINGS.lipova);
    await expect.poll(() => selectedUnitNumber(page)).toBe('2.01');
  });

  test('a stored unit of another building is cleared when the app starts', async ({ page }) => {
    await signInWithToken(page, DEMO.twoBuildings);
    await selectBuilding(page, BUILDINGS.slunecna);
    await expect.poll(() => selectedUnitNumber(page)).toBe('1.01');
    const slnUnit = await page.evaluate(() => localStorage.getItem('selected_unit'));
    const lipBuilding = await page.evaluate(async () => {
      const res = await fetch('/v1/buildings', { headers: { authorization: `Bearer ${localStorage.getItem('auth_token')}` } });
      const body = (await res.json()) as { buildings: { id: number; code: string }[] };
      return body.buildings.find((b) => b.code === 'LIP')!.id;
    });
    // a stale pair written behind the app's back: building Lipová, unit of Slunečná
    await page.evaluate(([b, u]) => {
      localStorage.setItem('selected_building', String(b));
      localStorage.setItem('selected_unit', String(u));
    }, [lipBuilding, slnUnit] as const);
    await page.reload();
    await expect(buildingPicker(page)).toHaveValue(BUILDINGS.lipova);
    await expect.poll(() => selectedUnitNumber(page)).toBe('2.01');
    expect(await page.evaluate(() => localStorage.getItem('selected_unit'))).not.toBe(slnUnit);
  });
});
