/**
 * Notifications end to end (issue 15 §3, §5): the desk of Rezidence Vltava (the RECEPTION role) records a parcel for unit
 * 1.01; its owner, on the dashboard in another browser, sees the bell's count rise without a
 * reload, opens the bell, opens the notification (it leads to the reception's mail tab and is read
 * from then on); the desk marks the parcel collected and the owner's open page shows it. At desktop
 * size and at 360 px, without sideways scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, SCREEN_SIZES, expectNoSidewaysScroll, signIn, toast, unique } from './helpers';

/** The bell in the top bar; its name carries the unread count ('Upozornění, 3 nepřečtená'). */
const bell = (page: Page) => page.getByRole('button', { name: /^Upozornění/ });
/** The count the bell's name says (0 when it says none). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(name)?.[1] ?? 0);
}
/** The text of the notification of a parcel from `sender`. */
const parcelText = (sender: string) => `Na recepci na vás čeká balík od odesílatele ${sender}.`;

/** The desk (on its mail tab) records a parcel for 1.01 from `sender`, telling the unit's people. */
async function recordParcel(desk: Page, sender: string): Promise<void> {
  await desk.getByRole('button', { name: 'Zapsat zásilku' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Nová zásilka' });
  await dialog.getByLabel('Hledat jednotku').fill('1.01');
  const unit = dialog.getByLabel('Jednotka', { exact: true });
  const option = unit.locator('option', { hasText: '1.01 ·' }).first();
  await expect(option).toBeAttached();
  await unit.selectOption({ label: (await option.textContent())! });
  await dialog.getByLabel(/^Druh zásilky/).selectOption({ label: 'Balík' });
  await dialog.getByLabel('Odesílatel').fill(sender);
  await expect(dialog.getByLabel('Upozornit obyvatele jednotky')).toBeChecked();
  await dialog.getByRole('button', { name: 'Zapsat' }).click();
  // the first parcel's toast may still be showing beside the second's: the row says which one went in
  await expect(toast(desk, 'Zásilka byla zapsána').first()).toBeVisible();
  await expect(desk.locator('[data-testid^="mail-row-"]').filter({ hasText: sender })).toBeVisible();
}

for (const [label, viewport] of SCREEN_SIZES) {
  test.describe(`notifications at ${label}`, () => {
    test.use({ viewport });

    test('a parcel recorded at the reception reaches the resident’s bell live; opening it leads to the mail; collecting it shows', async ({ page, browser }) => {
      const context = await browser.newContext({ viewport });
      const resident = await context.newPage();
      try {
        // the owner of 1.01 (other suites record mail for 2.03 at the same time, which would change its tenant's count)
        await signIn(resident, DEMO.owner);
        // start from nothing unread, so the badge that appears is news
        const token = await resident.evaluate(() => localStorage.getItem('auth_token'));
        const cleared = await resident.request.post('/v1/notifications/read-all', { headers: { authorization: `Bearer ${token}` } });
        expect(cleared.status()).toBe(200);
        await resident.reload();
        await expect(bell(resident)).toBeVisible();
        const before = await unreadOf(resident);

        // the desk takes in a parcel for 1.01
        await signIn(page, 'recepce@example.com');
        await page.goto('/reception?tab=mail');
        const sender = unique('PPL');
        await recordParcel(page, sender);

        // the resident's bell counts it without a reload
        await expect(resident.getByTestId('notification-badge')).toBeVisible({ timeout: 15_000 });
        await expect.poll(() => unreadOf(resident)).toBeGreaterThan(before);
        await expectNoSidewaysScroll(resident);
        await bell(resident).click();
        const panel = resident.getByTestId('notification-panel');
        const item = panel.locator('[data-testid^="bell-notification-"]').filter({ hasText: sender });
        await expect(item).toContainText('Zásilka pro jednotku 1.01');
        await expect(item).toContainText(parcelText(sender));
        await expectNoSidewaysScroll(resident);
        await item.click();
        await expect(resident).toHaveURL(/\/reception\?tab=mail$/);
        const row = resident.locator('[data-testid^="mail-row-"]').filter({ hasText: sender });
        await expect(row.getByTestId('open-badge')).toHaveText('Čeká');
        // opened is read: nothing of it among the unread, where a second parcel, not opened, is
        const later = unique('DPD');
        await recordParcel(page, later);
        await resident.goto('/notifications');
        await expect(resident.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
        await expect(resident.getByText(parcelText(sender))).toBeVisible();
        await expect(resident.getByText(parcelText(later))).toBeVisible({ timeout: 15_000 });
        // the radio is visually hidden inside its label, which takes the click
        await resident.locator('label', { has: resident.getByRole('radio', { name: 'Nepřečtené' }) }).click();
        await expect(resident.getByRole('radio', { name: 'Nepřečtené' })).toBeChecked();
        // the filtered list has loaded (the list is a fresh one per filter): only then is an absence news
        await expect(resident.getByText(parcelText(later))).toBeVisible();
        await expect(resident.getByText(parcelText(sender))).toHaveCount(0);
        await expectNoSidewaysScroll(resident);

        // the desk hands it over; the resident's mail tab shows it collected
        await resident.goto('/reception?tab=mail');
        await expect(row.getByTestId('open-badge')).toHaveText('Čeká');
        const desk = page.locator('[data-testid^="mail-row-"]').filter({ hasText: sender });
        await desk.getByRole('button', { name: 'Vyzvednuto: Balík pro 1.01' }).click();
        const collect = page.getByRole('dialog', { name: 'Vyzvednutí zásilky' });
        await collect.getByLabel('Kdo zásilku vyzvedl').fill('Jan Vlastník');
        await collect.getByRole('button', { name: 'Potvrdit vyzvednutí' }).click();
        await expect(toast(page, 'Vyzvednutí bylo zapsáno')).toBeVisible();
        await expect(row.getByTestId('open-badge')).toHaveCount(0, { timeout: 15_000 });
        await expect(row).toContainText('Jan Vlastník');
      } finally {
        await context.close();
      }
    });
  });
}
