import { expect, test, type Page } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

const RECORDS = '/money_management/fan_yong/rebate_record';
const MEMBERS = '/money_management/fan_yong/member_promotion_details';
const STATISTICS = '/money_management/fan_yong/promotion_statistics';

/** As the screens walk checks: default columns fit 1440 px, no message key or missing value shows. */
async function looksRight(page: Page): Promise<void> {
  await expect(page.locator('#main-content .MuiSkeleton-root')).toHaveCount(0, { timeout: 20_000 });
  const wide = await page
    .locator('#main-content .RaDataTable-tableWrapper')
    .evaluateAll((wrappers) =>
      wrappers.filter((w) => w.scrollWidth > w.clientWidth + 1).map((w) => `${w.scrollWidth}/${w.clientWidth} px`),
    );
  expect(wide).toEqual([]);
  const text = await page.locator('#main-content').innerText();
  expect(text).not.toMatch(/\bmoney\.rebate\.|\bundefined\b|\bNaN\b/);
}

interface RecordRow {
  id: number;
  username: string;
  businessDate: string;
  amount: number;
  status: number;
}

test.describe('money: member rebates', () => {
  test('an admin cancels a held rebate with a reason and reads the per-member and per-day totals, in zh and en', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'admin');
    // The seed holds some of yesterday's rebates for a second look.
    const held = (await callApi<{ list: RecordRow[] }>(page, 'chance-rebate-record/list', { status: 0, pageSize: 1 })).list[0];
    expect(held).toBeTruthy();

    await page.goto(RECORDS);
    const rows = page.locator('[data-testid="rebate-record-list"] tbody tr');
    await expect(rows.first()).toBeVisible();
    await page.locator('input[name="username"]').fill(held.username);
    const row = rows.filter({ has: page.getByTestId(`rebate-cancel-${held.id}`) });
    await expect(row).toContainText('待发放');
    await looksRight(page);
    await shot(page, 'money-rebate-records-zh');

    await page.getByTestId(`rebate-cancel-${held.id}`).click();
    await expect(page.getByTestId('rebate-cancel-warning')).toContainText('不再发放');
    await expect(page.getByTestId('rebate-cancel-save')).toBeDisabled();
    await page.getByTestId('rebate-cancel-reason').fill('对冲投注');
    await page.getByTestId('rebate-cancel-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const cancelledRow = rows.filter({ hasText: '对冲投注 (admin)' });
    await expect(cancelledRow.first()).toContainText('已取消');
    const after = (
      await callApi<{ list: (RecordRow & { cancelReason: string })[] }>(page, 'chance-rebate-record/list', {
        username: held.username,
        status: 2,
        pageSize: 100,
      })
    ).list;
    expect(after.find((r) => r.id === held.id)).toMatchObject({ status: 2, cancelReason: '对冲投注' });

    await page.goto(MEMBERS);
    await expect(page.locator('[data-testid="member-rebate-list"] tbody tr').first()).toBeVisible();
    await expect(page.getByText('已发放').first()).toBeVisible();
    await looksRight(page);
    await shot(page, 'money-rebate-members-zh');
    await page.goto(STATISTICS);
    await expect(page.locator('[data-testid="rebate-statistics-list"] tbody tr').first()).toBeVisible();
    await expect(page.getByTestId('filter-totals')).toContainText('天数');
    await looksRight(page);
    await shot(page, 'money-rebate-statistics-zh');
    // A day opens its records.
    const dayLink = page.locator('[data-testid^="rebate-day-"]').first();
    const day = (await dayLink.getAttribute('data-testid'))?.slice('rebate-day-'.length) as string;
    await dayLink.click();
    await expect(page).toHaveURL(/fan_yong\/rebate_record/);
    await expect(rows.first()).toContainText(day);
    await page.goto(STATISTICS);

    await switchLanguage(page, 'en');
    await expect(page.getByTestId('filter-totals')).toContainText('Days');
    await looksRight(page);
    await shot(page, 'money-rebate-statistics-en');
    await page.goto(MEMBERS);
    await expect(page.getByText('Last day').first()).toBeVisible();
    await looksRight(page);
    await shot(page, 'money-rebate-members-en');
    await page.goto(RECORDS);
    await expect(page.getByText('Valid turnover').first()).toBeVisible();
    await expect(rows.first()).toBeVisible();
    await looksRight(page);
    await shot(page, 'money-rebate-records-en');
    await switchLanguage(page, 'zh');
  });
});
