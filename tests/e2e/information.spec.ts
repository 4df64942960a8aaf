import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const NOTICES = '/Information_management/notice/notice_management';
const MAIL = '/Information_management/notice/notice_mail';
const NOTIFY = '/Information_management/notice/notice_notify';

test.describe('information: notices', () => {
  test('an administrator writes a rich-text notice, previews it, turns it off and deletes it (zh and en)', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin', undefined, NOTICES);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'information-notices-zh');

    const title = `E2E notice ${Date.now() % 1_000_000}`;
    await page.getByTestId('notice-add').click();
    await page.getByTestId('notice-title').fill(title);
    const editor = page.getByRole('dialog').locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Withdrawals pause tonight ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('02:00 to 02:30 IST');
    await shot(page, 'information-notice-add-zh');
    await page.getByTestId('notice-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator('tbody tr', { hasText: title });
    await expect(row).toContainText('生效中');
    await expect(row).toContainText('全平台');
    await expect(row).toContainText('公告栏');

    await row.locator('[data-testid^="notice-preview-"]').click();
    const preview = page.getByTestId('notice-preview-body');
    await expect(preview).toContainText('Withdrawals pause tonight');
    await expect(preview.locator('strong')).toHaveText('02:00 to 02:30 IST');
    await shot(page, 'information-notice-preview-zh');
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await switchLanguage(page, 'en');
    await page.goto(NOTICES);
    await expect(row).toContainText('Live');
    await row.locator('[data-testid^="notice-off-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Off');
    await shot(page, 'information-notices-en');
    await row.locator('[data-testid^="notice-delete-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('tbody tr', { hasText: title })).toHaveCount(0);

    // Member mail and notifications are the same screen over their own types.
    await page.goto(MAIL);
    await expect(page.locator('tbody')).toContainText('VIP upgrade');
    await expect(page.locator('tbody')).not.toContainText('Maintenance');
    await shot(page, 'information-notice-mail-en');
    await page.goto(NOTIFY);
    await expect(page.locator('tbody')).toContainText('Deposit bonus weekend');
    await expect(page.locator('tbody')).not.toContainText('VIP upgrade');
    await page.getByTestId('notice-add').click();
    await expect(page.getByRole('dialog')).toContainText('Pop-up');
    await shot(page, 'information-notice-notify-add-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // The language is saved on the admin's profile, which later specs share.
    await switchLanguage(page, 'zh');
  });
});
