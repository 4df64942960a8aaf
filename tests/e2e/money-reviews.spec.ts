import { expect, test } from '@playwright/test';
import { callApi, login, logout, shot, switchLanguage } from './helpers';

const AUDIT_LOG = '/money_management/audit_management/audit_log';
const QUEUE = '/money_management/audit_management/ImmediateAuditQuery';
const DETAILS = '/money_management/audit_management/auditDetails';

type Page<T> = { list: T[]; total: number };

test.describe('money: audit_management review screens', () => {
  test('the finance reviewer reads the review log, follows an order to its history and sees the queue, in zh and en', async ({ page }) => {
    await login(page, 'finance', 'finance123', AUDIT_LOG);
    const logRows = page.locator('[data-testid="audit-log-list"] tbody tr');
    await expect(logRows.first()).toBeVisible();
    await shot(page, 'money-audit-log-zh');

    // A seeded withdrawal's review step: the log filtered to its order, then its history.
    const step = (
      await callApi<Page<{ orderNo: string; reviewer: string; decision: 'approve' | 'reject' | 'pay' }>>(page, 'chance-audit-log/list', {
        kind: 'withdrawal',
        pageSize: 1,
      })
    ).list[0];
    const stepsOfOrder = (await callApi<Page<unknown>>(page, 'chance-audit-log/list', { orderNo: step.orderNo, pageSize: 50 })).total;
    await page.locator('input[name="orderNo"]').fill(step.orderNo);
    // The filter reaches the address after a debounce: a click before that would be undone by it.
    await expect(page).toHaveURL(new RegExp(step.orderNo));
    await expect(logRows).toHaveCount(stepsOfOrder);
    await expect(logRows.first()).toContainText(step.orderNo);
    await page.getByTestId(`details-${step.orderNo}`).first().click();
    await expect(page).toHaveURL(new RegExp(DETAILS));
    await expect(page.getByTestId('history-order')).toContainText(step.orderNo);
    await expect(page.getByTestId('history-steps')).toContainText(step.reviewer);
    await expect(page.getByTestId('history-journals')).toContainText('提款冻结');
    await shot(page, 'money-audit-details-zh');

    // Looking up an unknown number says nothing was found.
    await page.getByTestId('details-order-no').fill('W-NOT-THERE');
    await page.getByTestId('details-lookup').click();
    await expect(page.getByTestId('details-missing')).toBeVisible();

    await page.goto(QUEUE);
    const queueRows = page.locator('[data-testid="audit-queue-list"] tbody tr');
    await expect(queueRows.first()).toBeVisible();
    const waiting = await callApi<Page<{ orderNo: string }>>(page, 'chance-audit-queue/list', { pageSize: 1 });
    expect(waiting.total).toBeGreaterThan(0);
    await expect(queueRows.first()).toContainText(waiting.list[0].orderNo);
    await shot(page, 'money-audit-queue-zh');

    await switchLanguage(page, 'en');
    await expect(queueRows.first()).toContainText(waiting.list[0].orderNo);
    await expect(page.locator('[data-testid="audit-queue-list"] thead')).toContainText('Waiting');
    await shot(page, 'money-audit-queue-en');
    await page.goto(AUDIT_LOG);
    await expect(page.locator('[data-testid="audit-log-list"] thead')).toContainText('Reviewer');
    await shot(page, 'money-audit-log-en');
    await page.goto(`${DETAILS}?kind=withdrawal&orderNo=${encodeURIComponent(step.orderNo)}`);
    // The newest seeded step may be an approval, a payment or a rejection, depending on the hour of seeding.
    await expect(page.getByTestId('history-steps')).toContainText({ approve: 'Approved', reject: 'Rejected', pay: 'Paid' }[step.decision]);
    await shot(page, 'money-audit-details-en');
  });

  test('a franchisee’s queue holds only its own franchisee’s orders', async ({ page }) => {
    await login(page, 'admin');
    const all = await callApi<Page<unknown>>(page, 'chance-audit-queue/list', { pageSize: 1 });
    await logout(page);
    await login(page, 'franchisee');
    const own = await callApi<Page<{ orderNo: string }>>(page, 'chance-audit-queue/list', { pageSize: 1 });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    await page.goto(QUEUE);
    await expect(page.locator('[data-testid="audit-queue-list"] tbody tr').first()).toContainText(own.list[0].orderNo);
    await shot(page, 'money-audit-queue-franchisee-zh');
  });
});
