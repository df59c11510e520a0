/**
 * Phones (issue 29 §5) against the real server at 360×740: the issue list, the sensors, the reception
 * registers and the building's gate log show each record as a card with its key fields named, nothing
 * scrolls sideways, the filters fold behind one button that counts the active ones, and the SVJ page's
 * tabs all stay in sight (they wrap instead of being cut off).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { BUILDINGS, DEMO, expectNoSidewaysScroll, signIn, signInWithToken } from './helpers';

test.use({ viewport: { width: 360, height: 740 } });

/** A record is a card, not a table row: a block of its own, inside the screen's width. */
async function expectCard(row: Locator, page: Page): Promise<void> {
  await expect(row).toBeVisible();
  await expect(row).toHaveCSS('display', 'flex');
  const box = await row.boundingBox();
  expect(box, 'the card has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The card shows each field with its name (the header row is for screen readers only at this width). */
async function expectFields(row: Locator, names: readonly string[]): Promise<void> {
  for (const name of names) await expect(row.getByText(name, { exact: true }), `the card names ${name}`).toBeVisible();
}

test('issues: cards with status, priority, dates and assignee; the filters fold behind "Filtry (n)"', async ({ page }) => {
  await signInWithToken(page, DEMO.manager, '/issues/list');
  await expect(page.getByRole('heading', { name: 'Závady', level: 1 })).toBeVisible();
  // the manager looks after two buildings: the page asks which one
  await page.getByRole('main').getByRole('combobox', { name: 'Budova' }).selectOption({ label: BUILDINGS.vltava });
  const first = page.locator('[data-testid^="issue-row-"]').first();
  await expectCard(first, page);
  await expectFields(first, ['Stav', 'Priorita', 'Nahlášeno', 'Termín', 'Řešitel']);
  await expect(first.getByTestId('status-badge')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // the search stays in sight; the selects wait behind the button until it is opened
  await expect(page.getByRole('searchbox', { name: 'Hledat' })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filtry/ });
  await expect(toggle).toHaveText('Filtry');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Stav', { exact: true })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Stav', { exact: true }).selectOption({ label: 'Nová' });
  await page.getByLabel('Jen po termínu').check();
  await expect(toggle).toHaveText('Filtry (2)');
  // closing keeps the count in sight
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Stav', { exact: true })).toBeHidden();
  await expect(toggle).toHaveText('Filtry (2)');
  await expectNoSidewaysScroll(page);
});

test('sensors: cards with the value in sight, the flood detector in words', async ({ page }) => {
  await signInWithToken(page, DEMO.owner, '/technology/sensors');
  await expect(page.getByRole('heading', { name: 'Senzory', level: 1 })).toBeVisible();
  const rows = page.getByTestId('sensors-table').locator('[data-testid^="sensor-row-"]');
  await expectCard(rows.first(), page);
  await expectFields(rows.first(), ['Typ', 'Umístění', 'Hodnota']);
  const flood = rows.filter({ hasText: 'Detektor zaplavení' }).first();
  await expectCard(flood, page);
  // the detector reports 'ok' / 'alarm'; the screen says it in Czech
  await expect(flood.getByTestId('sensor-value')).toHaveText(/^(V pořádku|Poplach)$/);
  await expectNoSidewaysScroll(page);
});

test('reception: each register entry is a card with its times and state', async ({ page }) => {
  await signIn(page, 'recepce@example.com');
  await page.goto('/reception');
  await expect(page.getByRole('tab', { name: 'Návštěvy', selected: true })).toBeVisible();
  const visitor = page.locator('[data-testid^="visitors-row-"]').first();
  await expectCard(visitor, page);
  await expectFields(visitor, ['Jednotka', 'Příchod']);
  await expectNoSidewaysScroll(page);
  await page.getByRole('tab', { name: 'Pošta' }).click();
  const mail = page.locator('[data-testid^="mail-row-"]').first();
  await expectCard(mail, page);
  await expectFields(mail, ['Jednotka', 'Přijato']);
  await expectNoSidewaysScroll(page);
});

test('reception and sensors: the filters fold behind "Filtry (n)" until pressed', async ({ page }) => {
  await signIn(page, 'recepce@example.com');
  await page.goto('/reception');
  const register = page.getByRole('tabpanel');
  await expect(register.locator('[data-testid^="visitors-row-"]').first()).toBeVisible();
  const toggle = register.getByRole('button', { name: /^Filtry/ });
  const panel = register.getByTestId('filter-panel');
  await expect(toggle).toHaveText('Filtry');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await expect(register.getByRole('searchbox', { name: 'Hledat' })).toBeHidden();
  // the desk's record button stays in sight beside the folded filters
  await expect(register.getByRole('button', { name: 'Zapsat návštěvu' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();
  await panel.getByText('V domě', { exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'V domě' })).toBeChecked();
  await expect(toggle).toHaveText('Filtry (1)');
  await expectNoSidewaysScroll(page);
  await toggle.press('Enter');
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveText('Filtry (1)');

  await page.goto('/technology/sensors');
  await expect(page.getByRole('heading', { name: 'Senzory', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.locator('[data-testid^="sensor-row-"]').first()).toBeVisible();
  const sensorsToggle = main.getByRole('button', { name: /^Filtry/ });
  const sensorsPanel = main.getByTestId('filter-panel');
  await expect(sensorsToggle).toHaveText('Filtry');
  await expect(sensorsPanel).toBeHidden();
  await sensorsToggle.click();
  await expect(sensorsToggle).toHaveAttribute('aria-expanded', 'true');
  await sensorsPanel.getByLabel('Umístění', { exact: true }).selectOption({ label: 'Vnitřní' });
  await expect(page).toHaveURL(/[?&]location=indoor/);
  await expect(sensorsToggle).toHaveText('Filtry (1)');
  await expectNoSidewaysScroll(page);

  // from 1024 px the filter is always shown and the button is gone
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sensorsToggle).toBeHidden();
  await expect(sensorsPanel.getByLabel('Umístění', { exact: true })).toBeVisible();
});

test('gate log: each pass is a card; the date range folds behind the filter button', async ({ page }) => {
  await signInWithToken(page, DEMO.buildingAdmin, '/parking?tab=building');
  await expect(page.getByRole('heading', { name: 'Parkování', level: 1 })).toBeVisible();
  const log = page.getByTestId('access-log-table');
  const first = log.locator('[data-testid^="log-row-"]').first();
  await expectCard(first, page);
  await expectFields(first, ['Čas', 'SPZ', 'Směr', 'Výsledek']);
  await expectNoSidewaysScroll(page);

  const panel = page.getByTestId('filter-panel').last();
  const toggle = page.getByRole('button', { name: /^Filtry/ }).last();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await toggle.click();
  await panel.getByLabel('Od', { exact: true }).fill('2020-01-01');
  await expect(toggle).toHaveText('Filtry (1)');
  await expectNoSidewaysScroll(page);
});

test('SVJ: the three tabs stay in sight at 360 px', async ({ page }) => {
  await signIn(page, DEMO.owner);
  await page.goto('/svj');
  await expect(page.getByRole('heading', { level: 1, name: 'SVJ' })).toBeVisible();
  const width = page.viewportSize()!.width;
  for (const name of ['Obecné informace', 'Bankovní účet', 'Datová schránka']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    // wholly on the screen, not cut off at its right edge
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${name} is not cut off`).toBeLessThanOrEqual(width);
  }
  await page.getByRole('tab', { name: 'Datová schránka' }).click();
  await expect(page.getByRole('tabpanel').getByText('Doručenky')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
