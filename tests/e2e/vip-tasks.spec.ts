import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const TASKS = '/vip_management/rewardTask';
const EDIT = '/vip_management/rewardTaskEdit';
const TICKETS = '/marketing_management/ticket_management';

test.describe('VIP reward tasks and the add-ticket page', () => {
  test("a franchisee creates a task on its edit page, sees it in the list, edits and disables it, reads a task's claims and a member's progress (zh and en)", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await login(page, 'franchisee', undefined, TASKS);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.locator('tbody')).toContainText('首次存款奖励');
    await shot(page, 'vip-tasks-zh');

    const name = `E2E 任务 ${Date.now() % 1_000_000}`;
    await page.getByTestId('task-add').click();
    await expect(page).toHaveURL(new RegExp(`${EDIT}$`));
    await page.getByTestId('task-name-zh').fill(name);
    await page.getByTestId('task-name-en').fill('E2E deposit task');
    await page.getByTestId('task-name-hi').fill('परीक्षण कार्य');
    // A bad condition is refused in the form and Save stays disabled.
    await page.getByTestId('task-threshold').fill('1.234');
    await expect(page.getByText('请输入大于 0 的金额，最多两位小数').first()).toBeVisible();
    await expect(page.getByTestId('task-save')).toBeDisabled();
    await page.getByTestId('task-threshold').fill('300');
    await page.getByTestId('task-award-amount').fill('25');
    await page.getByTestId('task-sort').fill('1');
    await shot(page, 'vip-task-edit-zh');
    await page.getByTestId('task-save').click();
    await expect(page).toHaveURL(new RegExp(`${TASKS}`));
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toContainText('₹300.00');
    await expect(row).toContainText('₹25.00');
    await expect(row).toContainText('每日');
    await expect(row).toContainText('启用');

    // Edit: the id is in the address; the page reloads with it.
    await row.locator('[data-testid^="task-edit-"]').click();
    await expect(page).toHaveURL(new RegExp(`${EDIT}\\?id=\\d+$`));
    await page.reload();
    await expect(page.getByTestId('task-name-en')).toHaveValue('E2E deposit task');
    await page.getByTestId('task-name-en').fill('E2E deposit task, edited');
    await page.getByTestId('task-save').click();
    await expect(page.locator('tbody tr', { hasText: name })).toContainText('E2E deposit task, edited');

    // Disable, after confirming.
    await page.locator('tbody tr', { hasText: name }).locator('[data-testid^="task-status-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(page.locator('tbody tr', { hasText: name })).toContainText('停用');

    // A seeded task's claims and a member's progress in this period.
    const seeded = page.locator('tbody tr', { hasText: '首次存款奖励' });
    await seeded.locator('[data-testid^="task-claims-"]').click();
    await expect(page).toHaveURL(/tab=claims/);
    const claim = page.getByTestId('task-claims').locator('tbody tr').first();
    await expect(claim).toContainText('₹50.00');
    const member = /^(\S+) \(\d+\)$/.exec((await claim.locator('td').nth(1).innerText()).trim())?.[1] as string;
    await page.getByTestId('task-progress-username').fill(member);
    await page.getByTestId('task-progress-look').click();
    await expect(page.getByTestId('task-progress-answer')).toContainText('已于');
    await shot(page, 'vip-task-claims-zh');

    await switchLanguage(page, 'en');
    await page.goto(TASKS);
    await expect(page.locator('tbody')).toContainText('First deposit bonus');
    await expect(page.locator('tbody tr', { hasText: name })).toContainText('Disabled');
    await shot(page, 'vip-tasks-en');
    await page.locator('tbody tr', { hasText: 'First deposit bonus' }).locator('[data-testid^="task-claims-"]').click();
    await expect(page.getByTestId('task-claims').locator('tbody tr').first()).toContainText('Once');
    await shot(page, 'vip-task-claims-en');
    await page.getByTestId('task-tab-task').click();
    await expect(page.getByTestId('task-name-en')).toHaveValue('First deposit bonus');
    await shot(page, 'vip-task-edit-en');
    await switchLanguage(page, 'zh');
  });

  test('a franchisee adds a ticket on Addticket_management and sees it in ticket_management', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'franchisee', undefined, TICKETS);
    await page.getByTestId('ticket-add').click();
    await expect(page).toHaveURL(/\/marketing_management\/Addticket_management$/);
    const name = `Add ${Date.now() % 1_000_000}`;
    await page.getByTestId('ticket-name').fill(name);
    await page.getByTestId('ticket-amount').fill('75');
    await page.getByTestId('ticket-title-zh').fill('新增页测试券');
    await page.getByTestId('ticket-title-en').fill('Add-page ticket');
    await shot(page, 'marketing-addticket-zh');
    await page.getByTestId('ticket-save').click();
    await expect(page).toHaveURL(new RegExp(`${TICKETS}$`));
    await expect(page.locator('tbody tr', { hasText: name })).toContainText('₹75.00');

    await switchLanguage(page, 'en');
    await page.goto('/marketing_management/Addticket_management');
    await expect(page.getByRole('dialog')).toContainText('Add ticket');
    await shot(page, 'marketing-addticket-en');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${TICKETS}$`));
    await switchLanguage(page, 'zh');
  });
});
