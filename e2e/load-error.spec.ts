import { expect, test } from '@playwright/test';
import { DEMO, signInWithToken, userMenuButton } from './helpers';

/** A page whose code cannot be loaded (a new deploy removed it, the network dropped) never leaves a blank page. */
for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 740 },
]) {
  test(`a page chunk that fails to load reloads once, then offers a retry that works (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInWithToken(page, DEMO.owner);
    const chunk = /\/assets\/DocumentsPage-[^/]*\.js$/;
    let refused = 0;
    await page.route(chunk, (route) => {
      refused++;
      return route.abort('failed');
    });
    await page.goto('/documents');
    // the first failure reloads the page once (a stale deploy would then get the new files); this
    // one keeps failing, so the second shows the message, inside the shell, instead of a white page
    const alert = page.getByRole('alert').filter({ hasText: 'Tuto část aplikace se nepodařilo načíst' });
    await expect(alert).toBeVisible();
    expect(refused).toBeGreaterThanOrEqual(2);
    await expect(userMenuButton(page)).toBeVisible();

    await page.unroute(chunk);
    await alert.getByRole('button', { name: 'Zkusit znovu' }).click();
    await expect(page.getByRole('heading', { name: 'Dokumenty', level: 1 })).toBeVisible();
    await expect(alert).toBeHidden();
  });
}
