import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const MAILS = '/Information_management/message_center/mails';

test.describe('message centre: a mail to whole VIP levels', () => {
  test('an administrator mails VIP levels after confirming the count, and a member of the level finds it in their mailbox (zh and en)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await login(page, 'admin', undefined, MAILS);
    await expect(page.getByTestId('mail-broadcast-open')).toBeVisible();

    const title = `E2E VIP mail ${Date.now() % 1_000_000}`;
    await page.getByTestId('mail-broadcast-open').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('给 VIP 等级的会员发送站内信');
    // Nothing chosen: the form says whom to choose and does not send.
    await page.getByTestId('mail-broadcast-title').fill(title);
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type('Happy Diwali, ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('VIP');
    await dialog.getByLabel('VIP 0', { exact: true }).check();
    await dialog.getByLabel('VIP 1', { exact: true }).check();
    await shot(page, 'information-mail-levels-zh');
    await page.getByTestId('mail-broadcast-save').click();
    const confirm = page.getByRole('dialog', { name: '确认群发' });
    await expect(confirm).toContainText(/将发送给 [\d,]+ 名会员/);
    const reach = Number(((await confirm.innerText()).match(/将发送给 ([\d,]+) 名会员/)?.[1] ?? '0').replaceAll(',', ''));
    expect(reach).toBeGreaterThan(0);
    await page.waitForTimeout(400); // the confirmation fades in
    await shot(page, 'information-mail-levels-confirm-zh');
    await confirm.getByRole('button', { name: '发送站内信' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(`已发送给 ${reach.toLocaleString('en-IN')} 名会员`)).toBeVisible();

    // The newest mails are this send's: one member's mailbox, filtered by their account, holds it unread.
    const row = page.locator('tbody tr', { hasText: title }).first();
    await expect(row).toContainText('未读');
    const account = (await row.locator('td').nth(1).innerText()).trim();
    await page.goto(`${MAILS}?filter=${encodeURIComponent(JSON.stringify({ account }))}`);
    const mine = page.locator('tbody tr', { hasText: title });
    await expect(mine).toHaveCount(1);
    await mine.locator('[data-testid^="mail-view-"]').click();
    await expect(page.getByTestId('mail-content').locator('strong')).toHaveText('VIP');
    await shot(page, 'information-mail-levels-mailbox-zh');
    await page.getByRole('dialog').getByRole('button').last().click();

    await switchLanguage(page, 'en');
    await page.goto(MAILS);
    await page.getByTestId('mail-broadcast-open').click();
    await page.getByRole('dialog').getByText('All members').click();
    await page.getByTestId('mail-broadcast-title').fill('not sent');
    await page.getByRole('dialog').locator('.ProseMirror').click();
    await page.keyboard.type('Cancelled before sending');
    await page.getByTestId('mail-broadcast-save').click();
    const confirmEn = page.getByRole('dialog', { name: 'Confirm the send' });
    await expect(confirmEn).toContainText(/This mail will reach [\d,]+ members\. Send it\?/);
    await page.waitForTimeout(400);
    await shot(page, 'information-mail-levels-confirm-en');
    await confirmEn.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmEn).toHaveCount(0);
    const form = page.getByRole('dialog', { name: 'Send a mail to VIP levels' });
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('tbody')).not.toContainText('not sent');
    await switchLanguage(page, 'zh');
  });
});
