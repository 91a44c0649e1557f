import { expect, type Page } from '@playwright/test';

/**
 * The app's toast (sonner) saying `text` is shown; it is then closed with its close button, so the next
 * toast with the same words is a new one and not this one still on screen (toasts last 4 seconds).
 */
/**
 * The toast saying `text` is shown and kept: the pointer rests on it, which stops its 4 seconds (sonner
 * pauses while the toasts are hovered), so slow work that follows (an accessibility scan) still finds it.
 */
export async function holdToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.hover();
}

/**
 * Closes the toasts on screen, if any: one left from an earlier step would otherwise sit under a dialog's
 * backdrop, dimmed, where an accessibility scan reads its colours (a toast lasts 4 seconds, longer while the
 * pointer rests on it, so whether it is still there depends on the machine's speed). A toast that leaves by
 * itself meanwhile is fine, hence the short wait on each.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (const button of await close.all()) {
    await button.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(close).toHaveCount(0);
}

export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByRole('listitem').filter({ hasText: text });
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
}
