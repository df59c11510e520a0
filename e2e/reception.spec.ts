/**
 * The reception desk against the real server (issue 15 §2): the desk of Rezidence Vltava records a
 * visitor and checks them out, records mail for unit 2.03, lends a key and takes it back; the tenant
 * of 2.03, with the mail tab open in another browser, sees the parcel arrive without reloading and
 * has no record or collect buttons. At desktop size and at 360 px, without sideways scrolling.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, SCREEN_SIZES, expectNoSidewaysScroll, openPalette, signIn, toast, unique } from './helpers';

/** Who keeps the desk here: the demo's desk of Rezidence Vltava (recepce@example.com, the RECEPTION role). */
const DESK = 'recepce@example.com';

/** A register's row holding `text` (rows are cards at 360 px, so they are found by their test id, not as table rows). */
function entryRow(page: Page, tab: 'visitors' | 'mail' | 'keys', text: string): Locator {
  return page.locator(`[data-testid^="${tab}-row-"]`).filter({ hasText: text });
}

/** Picks a unit in a record dialog: narrows the list by its number, then chooses the option that starts with it. */
async function pickUnit(dialog: Locator, number: string, label = 'Jednotka'): Promise<void> {
  await dialog.getByLabel('Hledat jednotku').fill(number);
  const select = dialog.getByLabel(label, { exact: true });
  const option = select.locator('option', { hasText: `${number} ·` }).first();
  await expect(option).toBeAttached();
  await select.selectOption({ label: (await option.textContent())! });
}

for (const [label, viewport] of SCREEN_SIZES) {
  test.describe(`reception at ${label}`, () => {
    test.use({ viewport });

    test('the desk records and closes a visit, mail and a key loan; the tenant of 2.03 sees the mail live, read-only', async ({ page, browser }) => {
      await signIn(page, DESK);
      await page.goto('/reception');
      await expect(page.getByRole('heading', { level: 1, name: 'Recepce' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Návštěvy', selected: true })).toBeVisible();

      // a visitor comes to 2.03 and leaves
      const guest = unique('Host');
      await page.getByRole('button', { name: 'Zapsat návštěvu' }).click();
      const visitorDialog = page.getByRole('dialog', { name: 'Nová návštěva' });
      await visitorDialog.getByLabel(/^Jméno návštěvy/).fill(guest);
      await pickUnit(visitorDialog, '2.03');
      await visitorDialog.getByLabel('Účel').fill('Oprava topení');
      await expect(visitorDialog.getByLabel('Upozornit obyvatele jednotky')).toBeChecked();
      await visitorDialog.getByRole('button', { name: 'Zapsat' }).click();
      await expect(toast(page, 'Návštěva byla zapsána')).toBeVisible();
      await expect(visitorDialog).toHaveCount(0);
      const visit = entryRow(page, 'visitors', guest);
      await expect(visit.getByTestId('open-badge')).toHaveText('V domě');
      await expect(visit).toContainText('2.03');
      await expectNoSidewaysScroll(page);
      await visit.getByRole('button', { name: `Odchod: ${guest}` }).click();
      await expect(toast(page, 'Odchod byl zapsán')).toBeVisible();
      await expect(visit.getByTestId('open-badge')).toHaveCount(0);
      await expect(visit.getByRole('button')).toHaveCount(0);

      // the tenant of 2.03 watches the mail tab in another browser
      const context = await browser.newContext({ viewport });
      const tenant = await context.newPage();
      try {
        await signIn(tenant, DEMO.tenant);
        await tenant.goto('/reception?tab=mail');
        await expect(tenant.getByRole('tab', { name: 'Pošta', selected: true })).toBeVisible();
        await expect(tenant.getByText('Vidíte záznamy svých jednotek.')).toBeVisible();

        // the desk takes in a parcel for 2.03
        const sender = unique('Zásilkovna');
        await page.getByRole('tab', { name: 'Pošta' }).click();
        await expect(page).toHaveURL(/\/reception\?tab=mail$/);
        await page.getByRole('button', { name: 'Zapsat zásilku' }).click();
        const mailDialog = page.getByRole('dialog', { name: 'Nová zásilka' });
        await pickUnit(mailDialog, '2.03');
        await mailDialog.getByLabel(/^Druh zásilky/).selectOption({ label: 'Balík' });
        await mailDialog.getByLabel('Odesílatel').fill(sender);
        await mailDialog.getByRole('button', { name: 'Zapsat' }).click();
        await expect(toast(page, 'Zásilka byla zapsána')).toBeVisible();
        const parcel = entryRow(page, 'mail', sender);
        await expect(parcel.getByTestId('open-badge')).toHaveText('Čeká');
        await expect(parcel.getByRole('button', { name: 'Vyzvednuto: Balík pro 2.03' })).toBeVisible();
        await expectNoSidewaysScroll(page);

        // the tenant's open page shows it without a reload, with nothing to press
        const theirs = entryRow(tenant, 'mail', sender);
        await expect(theirs).toBeVisible({ timeout: 15_000 });
        await expect(theirs).toContainText('2.03');
        await expect(theirs.getByTestId('open-badge')).toHaveText('Čeká');
        await expect(theirs.getByRole('button')).toHaveCount(0);
        await expect(tenant.getByRole('button', { name: 'Zapsat zásilku' })).toHaveCount(0);
        await tenant.getByRole('tab', { name: 'Návštěvy' }).click();
        await expect(entryRow(tenant, 'visitors', guest)).toBeVisible();
        await expect(tenant.getByRole('button', { name: 'Zapsat návštěvu' })).toHaveCount(0);
        await expectNoSidewaysScroll(tenant);
      } finally {
        await context.close();
      }

      // a common key goes out and comes back
      const key = unique('K-kotelna');
      await page.getByRole('tab', { name: 'Klíče' }).click();
      await page.getByRole('button', { name: 'Zapůjčit klíč' }).click();
      const keyDialog = page.getByRole('dialog', { name: 'Zapůjčení klíče' });
      await keyDialog.getByLabel(/^Označení klíče/).fill(key);
      await keyDialog.getByLabel(/^Kdo si klíč půjčuje/).fill('Servis Therm s.r.o.');
      await expect(keyDialog.getByLabel('Upozornit obyvatele jednotky')).toBeDisabled();
      await keyDialog.getByRole('button', { name: 'Zapůjčit' }).click();
      await expect(toast(page, 'Zapůjčení klíče bylo zapsáno')).toBeVisible();
      const loan = entryRow(page, 'keys', key);
      await expect(loan.getByTestId('open-badge')).toHaveText('Zapůjčen');
      await expect(loan).toContainText('Bez jednotky');
      await loan.getByRole('button', { name: `Vráceno: klíč ${key}` }).click();
      await expect(toast(page, 'Vrácení klíče bylo zapsáno')).toBeVisible();
      await expect(loan.getByTestId('open-badge')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    });
  });
}

test('the demo desk (the RECEPTION role) gets the desk: record buttons on every register, a common key lent and returned', async ({ page }) => {
  await signIn(page, 'recepce@example.com');
  await page.goto('/reception');
  await expect(page.getByRole('button', { name: 'Zapsat návštěvu' })).toBeVisible();
  // the desk reads every entry of the building, closing buttons included
  await expect(page.getByRole('button', { name: /^Odchod: / }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Pošta' }).click();
  await expect(page.getByRole('button', { name: 'Zapsat zásilku' })).toBeVisible();
  await page.getByRole('tab', { name: 'Klíče' }).click();
  const key = unique('K-sklep');
  await page.getByRole('button', { name: 'Zapůjčit klíč' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Zapůjčení klíče' });
  await keyDialog.getByLabel(/^Označení klíče/).fill(key);
  await keyDialog.getByLabel(/^Kdo si klíč půjčuje/).fill('Údržba');
  await keyDialog.getByRole('button', { name: 'Zapůjčit' }).click();
  await expect(toast(page, 'Zapůjčení klíče bylo zapsáno')).toBeVisible();
  const loan = entryRow(page, 'keys', key);
  await expect(loan.getByTestId('open-badge')).toBeVisible();
  // taken back from the palette: the command lists the open loans, searched by the key
  const palette = await openPalette(page);
  await palette.getByRole('combobox').fill('Vrátit klíč');
  await palette.getByTestId('command-reception.returnKey').click();
  await palette.getByRole('searchbox', { name: 'Hledat' }).fill(key);
  await palette.getByRole('button', { name: new RegExp(key) }).click();
  await expect(toast(page, 'Vrácení klíče bylo zapsáno')).toBeVisible();
  await expect(palette).toBeHidden();
  await expect(loan.getByTestId('open-badge')).toHaveCount(0);
});
