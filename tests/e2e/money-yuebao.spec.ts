import { expect, test, type Page } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

const SET = '/money_management/balance/balanceSet';
const RECORD = '/money_management/balance/balanceRecord';

/** ₹ with Indian grouping, as the console shows paise. */
const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
  expect(text).not.toMatch(/\bmoney\.yuebao\.|\bundefined\b|\bNaN\b/);
}

interface Tier {
  id: number;
  minAmount: number;
  ratePpm: number;
  pending: boolean;
  effectiveFrom: string;
  today: { ratePpm: number } | null;
}
interface YuebaoRecord {
  id: number;
  username: string;
  businessDate: string;
  transferIn: number;
  transferOut: number;
  closing: number;
  status: number;
}

test.describe('money: Yue Bao', () => {
  test('an admin changes a tier’s daily rate: a version from the next Bombay day, today’s terms kept, in zh and en', async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, 'admin');
    const tiers = (await callApi<{ list: Tier[] }>(page, 'chance-yuebao-tier/list', {})).list;
    // The seed's ₹5,000 tier (0.015 % a day, auto-transfer at 09:00).
    const tier = tiers.find((t) => t.minAmount === 5_000_00) as Tier;
    expect(tier).toBeTruthy();
    const before = tier.today?.ratePpm ?? tier.ratePpm;

    await page.goto(SET);
    await expect(page.getByTestId(`yuebao-edit-${tier.id}`)).toBeVisible();
    await expect(page.getByTestId('yuebao-rule')).toContainText('利息按日计算');
    await looksRight(page);
    await page.getByTestId(`yuebao-edit-${tier.id}`).click();
    await expect(page.getByTestId('yuebao-dialog')).toBeVisible();
    const rate = page.getByTestId('yuebao-rate');
    await rate.fill('2');
    await rate.blur();
    await expect(page.getByText('请输入 0 到 1 之间、最多四位小数的百分比')).toBeVisible();
    await expect(page.getByTestId('yuebao-save')).toBeDisabled();
    await rate.fill('0.0175');
    await shot(page, 'money-yuebao-set-edit-zh');
    await page.getByTestId('yuebao-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const row = page.locator('[data-testid="yuebao-tier-screen"] tbody tr').filter({ has: page.getByTestId(`yuebao-edit-${tier.id}`) });
    await expect(row).toContainText('0.0175%');
    await expect(page.getByTestId(`yuebao-pending-${tier.id}`)).toContainText('起');
    const saved = (await callApi<{ list: Tier[] }>(page, 'chance-yuebao-tier/list', {})).list.find((t) => t.id === tier.id) as Tier;
    expect(saved).toMatchObject({ ratePpm: 175, pending: true });
    // The day in progress keeps its terms: the version starts tomorrow.
    expect(saved.today?.ratePpm).toBe(before);
    await looksRight(page);
    await shot(page, 'money-yuebao-set-zh');

    await switchLanguage(page, 'en');
    await expect(row).toContainText('0.0175%');
    await expect(page.getByTestId(`yuebao-pending-${tier.id}`)).toContainText(`From ${saved.effectiveFrom}`);
    await expect(page.getByTestId('yuebao-rule')).toContainText('Interest is daily');
    await looksRight(page);
    await shot(page, 'money-yuebao-set-en');

    // Back to the seeded rate, so the demo's later interest stays at the seeded terms.
    await page.getByTestId(`yuebao-edit-${tier.id}`).click();
    await page.getByTestId('yuebao-rate').fill(String(before / 10_000));
    await page.getByTestId('yuebao-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).not.toContainText('0.0175%');
    await switchLanguage(page, 'zh');
  });

  test('balanceRecord shows a saver’s transfers in and out of the day beside the balance and interest, with the totals, in zh and en', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page, 'admin');
    const records = (await callApi<{ list: YuebaoRecord[] }>(page, 'chance-yuebao-record/list', { pageSize: 100 })).list;
    // The seed's savers move money in over four days and some take a tenth back out on the last finished one.
    const both = records.find((r) => r.transferOut > 0);
    expect(both).toBeTruthy();
    const saver = both as YuebaoRecord;
    const days = (await callApi<{ list: YuebaoRecord[] }>(page, 'chance-yuebao-record/list', { username: saver.username, pageSize: 50 }))
      .list;
    const moneyIn = days.find((r) => r.transferIn > 0) as YuebaoRecord;
    expect(moneyIn).toBeTruthy();

    await page.goto(
      `${RECORD}?filter=${encodeURIComponent(JSON.stringify({ username: saver.username, startDate: moneyIn.businessDate < saver.businessDate ? moneyIn.businessDate : saver.businessDate, endDate: saver.businessDate }))}`,
    );
    const list = page.getByTestId('yuebao-record-list');
    const outRow = list.locator('tbody tr').filter({ hasText: saver.businessDate });
    await expect(outRow).toContainText(rupees(saver.transferOut));
    await expect(outRow).toContainText(rupees(saver.closing));
    const inRow = list.locator('tbody tr').filter({ hasText: moneyIn.businessDate });
    await expect(inRow).toContainText(rupees(moneyIn.transferIn));
    await expect(list.locator('thead')).toContainText('转入');
    await expect(list.locator('thead')).toContainText('转出');
    const totals = page.getByTestId('filter-totals');
    await expect(totals).toContainText(`转出合计: ${rupees(saver.transferOut)}`);
    await looksRight(page);
    await shot(page, 'money-yuebao-record-zh');

    await switchLanguage(page, 'en');
    await expect(list.locator('thead')).toContainText('Moved in');
    await expect(list.locator('thead')).toContainText('Moved out');
    await expect(outRow).toContainText(rupees(saver.transferOut));
    await expect(totals).toContainText(`Moved out: ${rupees(saver.transferOut)}`);
    await looksRight(page);
    await shot(page, 'money-yuebao-record-en');
    await switchLanguage(page, 'zh');
  });
});
