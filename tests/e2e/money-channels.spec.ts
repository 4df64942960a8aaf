import { expect, test, type Page } from '@playwright/test';
import { login, logout, shot, switchLanguage } from './helpers';

const BASE = '/money_management/payment_management';

async function confirm(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确认|Confirm/ })
    .click();
}

test.describe('money: payment channels, channel records, recharge discounts', () => {
  test('an admin adds a gateway whose keys come back masked, disables it, reads the channel records and sets a deposit bonus', async ({
    page,
  }) => {
    // Unique per run, so the spec also passes against a database an earlier run left behind.
    // A long walk on a shared 2-core machine: the language switch alone reloads the console.
    test.setTimeout(240_000);
    const tag = Date.now().toString(36).slice(-5);
    const gateway = `E2E Pay ${tag}`;
    const bonusRule = `E2E 每笔 2% ${tag}`;
    await login(page, 'admin');
    // The profile keeps the language: an interrupted earlier run may have left it in English.
    if ((await page.locator('html').getAttribute('lang')) === 'en') await switchLanguage(page, 'zh');
    await page.goto(`${BASE}/member_deposit_record`);
    await expect(page.getByTestId('channel-screen-member_deposit_record')).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await shot(page, 'money-channels-bank-zh');

    await page.goto(`${BASE}/third_payment`);
    await expect(page.getByTestId('channel-screen-third_payment')).toBeVisible();
    await page.getByTestId('channel-add').click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/third_payment_add`));
    const form = page.getByRole('dialog');
    await expect(form.getByTestId('channel-dialog')).toBeVisible();
    await form.getByTestId('channel-name').fill(gateway);
    await form.getByTestId('channel-merchantId').fill('M-7788');
    await form.getByTestId('channel-gatewayUrl').fill('ftp://wrong');
    await form.getByTestId('channel-gatewayUrl').blur();
    await expect(form.getByText('请输入 http(s):// 开头的地址').first()).toBeVisible();
    await expect(form.getByTestId('channel-save')).toBeDisabled();
    await form.getByTestId('channel-gatewayUrl').fill('https://pay.example/api');
    await form.getByTestId('channel-md5Key').fill('md5-secret-7788');
    await form.getByTestId('channel-privateKey').fill('PRIVATE-KEY-TEXT-9911');
    await form.getByTestId('channel-minAmount').fill('500');
    await form.getByTestId('channel-maxAmount').fill('100');
    await form.getByTestId('channel-maxAmount').blur();
    await expect(form.getByText('单笔最高不能低于单笔最低').first()).toBeVisible();
    await form.getByTestId('channel-maxAmount').fill('50000');
    await shot(page, 'money-gateway-add-zh');
    await form.getByTestId('channel-save').click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/third_payment$`));
    const row = page.getByRole('row').filter({ hasText: gateway });
    await expect(row).toBeVisible();
    await expect(row).toContainText('₹500.00 – ₹50,000.00');
    await expect(page.getByText('md5-secret-7788')).toHaveCount(0);

    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByTestId('channel-md5Key')).toHaveValue('****7788');
    await expect(edit.getByTestId('channel-privateKey')).toHaveValue('****9911');
    await shot(page, 'money-gateway-masked-zh');
    await edit.getByRole('button', { name: '取消' }).click();

    await row.getByRole('button', { name: '停用' }).click();
    await confirm(page);
    await expect(row).toContainText('停用');
    await expect(row.getByRole('button', { name: '启用' })).toBeVisible();
    await shot(page, 'money-gateway-list-zh');

    await page.goto(`${BASE}/bank_deposit_record`);
    await expect(page.getByTestId('record-bank_deposit_record')).toBeVisible();
    await expect(page.getByRole('row')).not.toHaveCount(1);
    await shot(page, 'money-bank-records-zh');

    await page.goto('/money_management/recharge_discount');
    await expect(page.getByTestId('discount-screen')).toBeVisible();
    await expect(page.getByRole('cell', { name: '首充 10%' })).toBeVisible();
    await page.getByTestId('discount-add').click();
    const rule = page.getByRole('dialog');
    await rule.getByTestId('discount-name').fill(bonusRule);
    await rule.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '每笔充值' }).click();
    await rule.getByTestId('discount-minAmount').fill('100');
    await rule.getByTestId('discount-maxAmount').fill('0');
    await rule.getByTestId('discount-rate').fill('2');
    await rule.getByTestId('discount-cap').fill('300');
    await rule.getByTestId('discount-multiple').fill('1.5');
    await rule.getByTestId('discount-save').click();
    await expect(rule).toBeHidden();
    await expect(page.getByRole('cell', { name: bonusRule })).toBeVisible();
    // ₹20,000 again the same day: only the new rule pays, 2% = ₹400 capped at ₹300.
    await page.getByTestId('discount-preview-amount').fill('20000');
    await page.getByTestId('discount-preview-run').click();
    await expect(page.getByTestId('discount-preview-again')).toContainText('₹300.00');
    await shot(page, 'money-recharge-discount-zh');

    await switchLanguage(page, 'en');
    await expect(page.getByTestId('discount-screen')).toBeVisible();
    await expect(page.getByText('Deposit bonuses').first()).toBeVisible();
    await shot(page, 'money-recharge-discount-en');
    await page.goto(`${BASE}/third_payment`);
    await expect(page.getByRole('row').filter({ hasText: gateway })).toContainText('Disabled');
    await shot(page, 'money-gateway-list-en');
    await page.goto(`${BASE}/automatic_withdrawal_record`);
    await expect(page.getByTestId('record-automatic_withdrawal_record')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Paid', exact: true }).first()).toBeVisible();
    await shot(page, 'money-payout-records-en');
    await page.goto(`${BASE}/virtual_currency`);
    await expect(page.getByTestId('channel-screen-virtual_currency')).toBeVisible();
    await expect(page.getByRole('cell', { name: /₹/ }).first()).toBeVisible();
    await shot(page, 'money-crypto-en');
    await switchLanguage(page, 'zh');
  });

  test('an agent has no payment or discount screens; a franchisee has them', async ({ page }) => {
    await login(page, 'agent');
    await expect(page.getByTestId('menu-section-/money_management')).toHaveCount(0);
    await page.goto(`${BASE}/third_payment`);
    await expect(page.getByTestId('page-401')).toBeVisible();
    await logout(page);
    await login(page, 'franchisee', undefined, '/money_management/recharge_discount');
    await expect(page.getByTestId('discount-screen')).toBeVisible();
    await page.goto(`${BASE}/member_deposit_record`);
    await expect(page.getByTestId('channel-screen-member_deposit_record')).toBeVisible();
    await shot(page, 'money-channels-franchisee-zh');
  });
});
