/**
 * The forum against the real server (issue 14): the tenant opens a topic; the owner, in another
 * browser, replies and the tenant sees it without reloading; the tenant answers in a nested reply
 * (quoting the owner) that the owner sees live at the next level; the tenant edits their reply
 * (marked edited, live for the owner), and the owner has no way to edit it. Desktop and 360 px.
 */
import { expect, test } from '@playwright/test';
import { DEMO, SCREEN_SIZES, expectNoSidewaysScroll, signIn, toast, unique } from './helpers';

for (const [label, viewport] of SCREEN_SIZES) {
  test.describe(`forum at ${label}`, () => {
    test.use({ viewport });

    test('two residents reply to each other in a nested thread live; the author edits, the other cannot', async ({ page, browser }) => {
      const title = unique('Žebřík');
      await signIn(page, DEMO.tenant);
      await page.goto('/forum');
      await page.getByRole('button', { name: 'Nové téma' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nové téma' });
      await dialog.getByLabel(/^Název/).fill(title);
      await dialog.getByLabel(/^Text/).fill('Nemá někdo na pár dní půjčit žebřík?');
      await dialog.getByRole('button', { name: 'Založit téma' }).click();
      await expect(toast(page, 'Téma bylo založeno')).toBeVisible();
      await page.goto('/forum');
      await page.getByRole('link', { name: new RegExp(title) }).click();
      await expect(page).toHaveURL(/\/building\/\d+\/forum\/\d+$/);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      const topicUrl = new URL(page.url()).pathname;

      const context = await browser.newContext({ viewport });
      const owner = await context.newPage();
      try {
        await signIn(owner, DEMO.owner);
        await owner.goto(topicUrl);
        await expect(owner.getByRole('heading', { name: title })).toBeVisible();

        // the owner answers the topic: the tenant's open page shows it without a reload
        const answer = 'Mám žebřík ve sklepě, klidně si ho vezměte.';
        await owner.getByLabel('Vaše odpověď').last().fill(answer);
        await owner.getByRole('button', { name: 'Odeslat' }).last().click();
        await expect(toast(owner, 'Odpověď byla odeslána')).toBeVisible();
        const answerOnTenant = page.locator('[data-testid^="post-"]').filter({ hasText: answer });
        await expect(answerOnTenant).toBeVisible({ timeout: 10_000 });

        // the tenant replies to the owner's post, quoting it: nested one level deeper, live for the owner
        await answerOnTenant.getByRole('button', { name: 'Odpovědět' }).click();
        const replyForm = answerOnTenant.getByTestId('reply-form');
        await expect(replyForm.getByText(answer.slice(0, 20))).toBeVisible();
        const thanks = 'Děkuji, stavím se večer.';
        await replyForm.getByLabel('Vaše odpověď').fill(thanks);
        await replyForm.getByRole('button', { name: 'Odeslat' }).click();
        await expect(toast(page, 'Odpověď byla odeslána')).toBeVisible();
        const nestedOnOwner = owner.locator('[data-level="1"]').filter({ hasText: thanks });
        await expect(nestedOnOwner).toBeVisible({ timeout: 10_000 });
        // the owner cannot edit the tenant's words
        await expect(nestedOnOwner.getByRole('button', { name: 'Upravit' })).toHaveCount(0);

        // the author edits: marked edited, and the owner's page follows
        // held by its id: while the form is open, the post's old text is not on the page
        const nestedId = await page.locator('[data-level="1"]').filter({ hasText: thanks }).getAttribute('data-testid');
        const nestedOnTenant = page.getByTestId(nestedId!);
        await nestedOnTenant.getByRole('button', { name: 'Upravit' }).click();
        const edited = 'Děkuji, stavím se zítra ráno.';
        await nestedOnTenant.getByLabel('Text příspěvku').fill(edited);
        await nestedOnTenant.getByRole('button', { name: 'Uložit' }).click();
        await expect(toast(page, 'Příspěvek byl upraven')).toBeVisible();
        const editedOnOwner = owner.locator('[data-level="1"]').filter({ hasText: edited });
        await expect(editedOnOwner).toBeVisible({ timeout: 10_000 });
        await expect(editedOnOwner.getByTestId('edited-mark')).toBeVisible();
        await expectNoSidewaysScroll(page);
        await expectNoSidewaysScroll(owner);
      } finally {
        await context.close();
      }
    });
  });
}
