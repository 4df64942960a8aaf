import { expect, test } from '@playwright/test';
import { login, logout, shot, switchLanguage } from './helpers';

const MANAGEMENT = '/vip_management/vip/integral_management';
const DETAIL = '/vip_management/vip/integral_detail';

test.describe('vip: member points', () => {
  test('a franchisee asks for a points adjustment, an admin approves it, and the ledger shows it (zh and en)', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'franchisee', undefined, MANAGEMENT);
    const adjust = page.locator('[data-testid^="vip-points-adjust-"]').first();
    await expect(adjust).toBeVisible();
    await adjust.click();
    const dialog = page.getByRole('dialog');
    await expect(page.getByTestId('vip-points-current')).toContainText('当前积分');
    const member = ((await page.getByTestId('vip-points-current').textContent()) ?? '').split(' · ')[0];
    await page.getByTestId('vip-points-amount').fill('0');
    await page.getByTestId('vip-points-amount').blur();
    await expect(dialog).toContainText('请输入 1 到 1,000,000 之间的整数');
    await expect(page.getByTestId('vip-points-adjust-save')).toBeDisabled();
    await page.getByTestId('vip-points-amount').fill('100');
    await page.getByTestId('vip-points-reason').fill('E2E 活动补偿');
    await shot(page, 'vip-points-adjust-zh');
    await page.getByTestId('vip-points-adjust-save').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '确认提交积分调整' });
    await expect(confirm).toContainText(`为会员 ${member} 增加 100 积分`);
    await confirm.getByRole('button', { name: /确认|确定|Confirm/ }).click();
    await expect(page.getByText('积分调整已提交，等待其他工作人员审核')).toBeVisible();
    const queue = page.getByTestId('vip-points-requests');
    await expect(queue).toContainText(member);
    await expect(queue).toContainText('待他人审核');
    await shot(page, 'vip-points-management-zh');
    await logout(page);

    await login(page, 'admin', undefined, MANAGEMENT);
    const approve = queue.locator('[data-testid^="vip-points-approve-"]').first();
    await expect(approve).toBeVisible();
    await approve.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确认|确定|Confirm/ })
      .click();
    await expect(page.getByText('积分调整已生效')).toBeVisible();

    await page.goto(`${DETAIL}?filter=${encodeURIComponent(JSON.stringify({ kind: 'adjust' }))}`);
    const first = page.locator('tbody tr').first();
    await expect(first).toContainText('人工调整');
    await expect(first).toContainText('+100');
    await expect(first).toContainText(member);
    await expect(first).toContainText('E2E 活动补偿');
    await expect(first).toContainText('franchisee');
    await expect(first).toContainText('admin');
    await shot(page, 'vip-points-detail-zh');

    await switchLanguage(page, 'en');
    await page.goto(`${DETAIL}?filter=${encodeURIComponent(JSON.stringify({ kind: 'adjust' }))}`);
    await expect(page.locator('tbody tr').first()).toContainText('Manual adjustment');
    await shot(page, 'vip-points-detail-en');
    await page.goto(MANAGEMENT);
    await expect(page.locator('[data-testid^="vip-points-adjust-"]').first()).toHaveText('Adjust points');
    await expect(page.getByRole('heading', { name: 'Points adjustment requests' })).toBeVisible();
    await shot(page, 'vip-points-management-en');
    // The language is saved on the profile: back to zh for the other specs.
    await switchLanguage(page, 'zh');
  });
});
