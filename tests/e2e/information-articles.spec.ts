import { expect, test } from '@playwright/test';
import { png } from '../server/uploads/images';
import { login, shot, switchLanguage } from './helpers';

const ACTIVITIES = '/Information_management/activity';
const ARTICLES = '/Information_management/article';
const MESSAGES = '/Information_management/message_center/message';

test.describe('information: articles, activities and member messages', () => {
  test('an administrator writes a Hindi activity in rich text, previews it, takes it down; opens articles by state; answers a member (zh and en)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await login(page, 'admin', undefined, ACTIVITIES);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'information-activities-zh');

    const title = `E2E activity ${Date.now() % 1_000_000}`;
    await page.getByTestId('post-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').nth(1).click();
    await page.getByRole('option', { name: '印地语' }).click();
    await page.getByTestId('post-title').fill(title);
    await page.getByTestId('post-summary').fill('हर जमा पर 5% अतिरिक्त');
    // Typed as Chinese writes it (yyyy-mm-dd HH:mm, 24-hour), whatever the browser's locale.
    await page.getByTestId('post-activity-start').fill('2026-12-01 00:00');
    // The cover goes through the shared safe upload and shows in the list and the preview.
    await dialog.getByLabel('封面图片', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png(128, 64) });
    await expect(dialog.getByRole('img', { name: '封面图片', exact: true })).toBeVisible();
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type('दिवाली के बाद भी ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('5% बोनस');
    await shot(page, 'information-activity-add-zh');
    await page.getByTestId('post-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator('tbody tr', { hasText: title });
    await expect(row).toContainText('已发布');
    await expect(row).toContainText('印地语');
    await expect(row).toContainText('充值活动');
    await expect.poll(() => row.locator('[data-testid^="post-cover-"]').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);

    await row.locator('[data-testid^="post-preview-"]').click();
    const body = page.getByTestId('post-preview-body');
    await expect(body.locator('strong')).toHaveText('5% बोनस');
    await expect(page.getByTestId('post-preview-summary')).toHaveText('हर जमा पर 5% अतिरिक्त');
    await expect.poll(() => page.getByTestId('post-preview-cover').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(128);
    await shot(page, 'information-activity-preview-zh');
    await page.getByRole('dialog').getByRole('button').last().click();

    await row.locator('[data-testid^="post-off-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(row).toContainText('已下架');

    await switchLanguage(page, 'en');
    await page.goto(ARTICLES);
    await expect(page.locator('tbody')).toContainText('How to deposit with UPI');
    // The seeded "coming next week" article is scheduled: the state filter finds it alone.
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Scheduled' }).click();
    await expect(page.locator('tbody')).toContainText('New 30-second game');
    await expect(page.locator('tbody')).not.toContainText('How to deposit with UPI');
    await shot(page, 'information-articles-en');

    await page.goto(MESSAGES);
    const pending = page.locator('tbody tr', { hasText: 'Awaiting reply' }).first();
    await expect(pending).toBeVisible();
    await pending.locator('[data-testid^="message-open-"]').click();
    await page.getByRole('dialog').locator('.ProseMirror').click();
    await page.keyboard.type('We are checking your request, expect an answer within 2 hours.');
    await shot(page, 'information-message-reply-en');
    await page.getByTestId('message-reply-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Reply sent')).toBeVisible();
  });
});
