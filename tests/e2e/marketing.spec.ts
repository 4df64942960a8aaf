import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

const TICKETS = '/marketing_management/ticket_management';
const LOG = '/marketing_management/award_volume_issue_log';

test.describe('marketing: tickets', () => {
  test('a franchisee creates a ticket, issues it to a VIP level, sees it in the issue log and voids one (zh and en)', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'franchisee', undefined, TICKETS);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'marketing-tickets-zh');

    const name = `E2E ${Date.now() % 1_000_000}`;
    await page.getByTestId('ticket-add').click();
    await page.getByTestId('ticket-name').fill(name);
    await page.getByTestId('ticket-amount').fill('50');
    await page.getByTestId('ticket-title-zh').fill('端到端测试券');
    await page.getByTestId('ticket-title-en').fill('End-to-end ticket');
    await page.getByTestId('ticket-title-hi').fill('परीक्षण टिकट');
    await shot(page, 'marketing-ticket-add-zh');
    await page.getByTestId('ticket-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator('tbody tr', { hasText: name });
    await expect(row).toContainText('₹50.00');

    await row.locator('[data-testid^="ticket-issue-"]').click();
    await page.getByRole('dialog').getByRole('combobox').click();
    await page.getByRole('option', { name: 'VIP 1', exact: true }).click();
    await page.getByTestId('ticket-issue-save').click();
    await expect(page.getByText(/已发放 [1-9]\d* 张/)).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('已发放');

    await page.goto(LOG);
    const issued = page.locator('tbody tr', { hasText: name });
    await expect(issued.first()).toContainText('franchisee');
    await issued.first().locator('[data-testid^="ticket-void-"]').click();
    await page.getByTestId('ticket-void-reason').fill('e2e: issued by mistake');
    await page.getByTestId('ticket-void-save').click();
    await expect(page.locator('tbody')).toContainText('e2e: issued by mistake');
    await shot(page, 'marketing-issue-log-zh');

    await page.getByTestId('language-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-en').click()]);
    await page.goto(TICKETS);
    await expect(page.locator('tbody tr', { hasText: name })).toContainText('Issued');
    await shot(page, 'marketing-tickets-en');
    await page.goto(LOG);
    await expect(page.locator('tbody')).toContainText('Voided');
    await shot(page, 'marketing-issue-log-en');
    // The language is saved on the franchisee's profile, which later specs share.
    await page.getByTestId('language-menu').click();
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language-zh').click()]);
  });
});
