import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const MAILS = '/Information_management/message_center/mails';
const SYSTEM = '/Information_management/message_center/systemMessage';
const ACTIONS = '/system_management/Log_management/vip_foreground_operation';

test.describe('message centre mailboxes, automatic messages and member actions', () => {
  test('an administrator mails a member in rich text, edits an automatic message with its preview, reads member actions (zh and en)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await login(page, 'admin');
    // The automatic mails, by the source filter: a broadcast of another spec may fill the newest page.
    await page.goto(`${MAILS}?filter=${encodeURIComponent(JSON.stringify({ source: 'system' }))}`);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('tbody')).toContainText('系统自动');
    const account = (await page.locator('tbody tr').first().locator('td').nth(1).innerText()).trim();
    await shot(page, 'information-mails-zh');
    await page.goto(MAILS);

    const title = `E2E mail ${Date.now() % 1_000_000}`;
    await page.getByTestId('mail-send-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[name="account"]').fill(account);
    await dialog.locator('input[name="title"]').fill(title);
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type('Your bonus is ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('ready');
    await shot(page, 'information-mail-send-zh');
    await page.getByTestId('mail-send-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator('tbody tr', { hasText: title });
    await expect(row).toContainText('未读');
    await expect(row).toContainText('人工发送');
    await row.locator('[data-testid^="mail-view-"]').click();
    await expect(page.getByTestId('mail-content').locator('strong')).toHaveText('ready');
    await page.getByRole('dialog').getByRole('button').last().click();

    await page.goto(SYSTEM);
    await expect(page.getByTestId('template-deposit_credited')).toContainText('充值到账');
    await expect(page.locator('tbody').last()).not.toBeEmpty();
    await shot(page, 'information-system-message-zh');
    await page.getByTestId('template-edit-withdrawal_paid').click();
    const titleInput = page.getByRole('dialog').locator('input[name="texts.zh.title"]');
    await titleInput.fill('提现已到账 {orderNo}');
    await expect(page.getByTestId('template-preview').first()).toContainText('提现已到账 D202611260001');
    await shot(page, 'information-system-message-edit-zh');
    await page.getByTestId('template-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('template-withdrawal_paid')).toContainText('提现已到账 {orderNo}');

    await page.goto(ACTIONS);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('tbody')).toContainText('提交充值');
    await expect(page.getByRole('button', { name: /删除|编辑/ })).toHaveCount(0);
    await shot(page, 'system-member-actions-zh');

    await switchLanguage(page, 'en');
    await page.goto(MAILS);
    await expect(page.locator('tbody')).toContainText(title);
    await shot(page, 'information-mails-en');
    await page.goto(SYSTEM);
    await expect(page.getByTestId('template-deposit_credited')).toContainText('Deposit credited');
    await shot(page, 'information-system-message-en');
    await page.goto(ACTIONS);
    await expect(page.locator('tbody')).toContainText('Deposit submitted');
    await shot(page, 'system-member-actions-en');
  });
});
