import { expect, test, type Page } from '@playwright/test';
import { createDatabase } from '../../server/db/database';
// The money service asks the installed modules for withdrawal holds, as the server process does.
import '../../plugins/server';
import { submitWithdrawal } from '../../plugins/money/server/withdrawals';
import { readMoneySettings } from '../../plugins/money/server/settings';
import { auditWithdrawal } from '../../server/ledger/turnover';
import { applyBps, rupees } from '../../server/domain/money';
import { callApi, laneDatabase, login, logout, shot, switchLanguage } from './helpers';

const COMPANY_INCOME = '/money_management/access/company_income';
const WITHDRAWAL = '/money_management/access/withdrawal';
const MANUAL_DEPOSIT = '/money_management/manual_access/manual_deposit';
const MANUAL_DEPOSIT_RECORD = '/money_management/manual_access/manual_deposit_record';
const FINANCE_PASSWORD = 'finance123';
const CASH_RECORD = '/money_management/member_cash_record';
const AUDIT_CONFIGURATION = '/money_management/audit_management/audit_Configuration';

/**
 * A withdrawal at the second-review threshold that the turnover audit allows, submitted through the
 * money service on the e2e database as the member app would (whether a seeded order still passes
 * its audit depends on the hour the database was seeded).
 */
async function submitLargeWithdrawal(): Promise<{ id: number; orderNo: string }> {
  const db = createDatabase(`sqlite:${laneDatabase()}`);
  try {
    const settings = await readMoneySettings(db);
    const amount = settings.secondReviewThreshold;
    const rich = await db
      .selectFrom('ledger_account as a')
      .innerJoin('member as m', (j) => j.on((eb) => eb(eb.cast('m.id', 'text'), '=', eb.ref('a.owner_id'))))
      .select('m.id')
      .where('a.owner_type', '=', 'member')
      .where('a.bucket', '=', 'cash')
      .where('a.balance', '>=', amount)
      .where('m.is_test', '=', 0)
      .orderBy('m.id')
      .execute();
    const options = { feePaise: applyBps(amount, settings.withdrawFeeBps), adminFeeRateBps: settings.adminFeeRateBps };
    for (const { id } of rich) {
      if ((await auditWithdrawal(db, id, amount, options)).evaluation.allowed) {
        return await submitWithdrawal(db, { memberId: id, amount, destination: { upi: 'e2e@upi' }, ip: '127.0.0.1' });
      }
    }
    throw new Error(`no seeded member can withdraw ${amount} paise with the audit's consent`);
  } finally {
    await db.destroy();
  }
}

/** The newest pending company deposit of a real member (the home KPIs leave internal members out). */
async function pendingCompanyDeposit(): Promise<{ id: number; orderNo: string; username: string; amount: number }> {
  const db = createDatabase(`sqlite:${laneDatabase()}`);
  try {
    const row = await db
      .selectFrom('deposit_order as o')
      .innerJoin('member as m', 'm.id', 'o.member_id')
      .select(['o.id', 'o.order_no', 'm.username', 'o.amount'])
      .where('o.status', '=', 1)
      .where('o.kind', '=', 'company')
      .where('m.is_internal', '=', 0)
      .orderBy('o.id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), orderNo: row.order_no, username: row.username, amount: Number(row.amount) };
  } finally {
    await db.destroy();
  }
}

interface HomeDay {
  date: string;
  depositAmount: number;
  depositCount: number;
}
/** Today's figures on the home page's deposit KPI (the last of the days it answers). */
const homeToday = async (page: Page) =>
  (await callApi<{ days: HomeDay[] }>(page, 'chance_home_page/query/home/data', { days: 7 })).days.at(-1) as HomeDay;

const counter = async (page: Page, key: string) => Number(await page.getByTestId(`counter-${key}`).getAttribute('data-count'));

test.describe('money: access and manual access', () => {
  test('an admin approves a company deposit from the counter; the member is credited, the counter drops and the home deposit KPI rises', async ({
    page,
  }) => {
    await login(page, 'admin');
    await expect.poll(() => counter(page, 'companyDeposit')).toBeGreaterThan(0);
    const before = await counter(page, 'companyDeposit');
    await page.getByTestId('counter-companyDeposit').click();
    await expect(page).toHaveURL(new RegExp(COMPANY_INCOME));
    const rows = page.locator('[data-testid="deposit-list-company"] tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('grand-total')).toContainText('₹');
    await shot(page, 'money-company-income-zh');

    const pending = await pendingCompanyDeposit();
    const kpiBefore = await homeToday(page);
    const member = await callApi<{ cash: number }>(page, 'chance-manual/member', { username: pending.username });
    await page.locator('input[name="orderNo"]').fill(pending.orderNo);
    await expect(rows).toHaveCount(1);
    // The recharge discount rules' offer for this order is what the bonus field starts with.
    const offer = await callApi<{ offered: number; max: number; rule: { name: string } | null }>(page, 'chance-deposit-order/bonusOffer', {
      id: pending.id,
    });
    await page.getByTestId(`approve-${pending.id}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('approve-summary')).toContainText(pending.username);
    await expect(dialog.getByTestId('deposit-bonus')).toHaveValue((offer.offered / 100).toFixed(2));
    if (offer.rule) await expect(dialog.getByTestId('bonus-offer')).toContainText(offer.rule.name);
    else await expect(dialog.getByTestId('bonus-offer')).toContainText('没有适用的充值优惠规则');
    // More than the rules allow is refused by the form, naming the limit.
    await dialog.getByTestId('deposit-bonus').fill(((offer.max + 100) / 100).toFixed(2));
    await expect(dialog).toContainText('存款优惠不能超过');
    await expect(dialog.getByTestId('order-dialog-save')).toBeDisabled();
    await dialog.getByTestId('deposit-bonus').fill((offer.offered / 100).toFixed(2));
    await shot(page, 'money-deposit-approve-zh');
    await dialog.getByTestId('order-dialog-save').click();
    await expect(dialog).toHaveCount(0);
    // Approved orders leave the pending tab; the member has the amount and the offered bonus.
    await expect(rows.filter({ hasText: pending.orderNo })).toHaveCount(0);
    const after = await callApi<{ cash: number }>(page, 'chance-manual/member', { username: pending.username });
    expect(after.cash).toBe(member.cash + pending.amount + offer.offered);
    await expect.poll(() => counter(page, 'companyDeposit')).toBe(before - 1);
    // The home page's deposit KPI counts it today (approved today, Bombay time).
    const kpiAfter = await homeToday(page);
    expect(kpiAfter.depositCount).toBe(kpiBefore.depositCount + 1);
    expect(kpiAfter.depositAmount).toBe(kpiBefore.depositAmount + pending.amount);
    await page.goto('/');
    await expect(page.getByTestId('kpi-deposits').getByTestId('kpi-value')).toHaveText(rupees(kpiAfter.depositAmount));
    await shot(page, 'money-deposit-home-kpi-zh');
    await page.goto(COMPANY_INCOME);

    await switchLanguage(page, 'en');
    await page.getByTestId('status-tab-2').click();
    await page.locator('input[name="orderNo"]').fill(pending.orderNo);
    await expect(rows.filter({ hasText: pending.orderNo })).toHaveCount(1);
    await expect(page.getByTestId('page-subtotal')).toContainText('Page subtotal');
    await shot(page, 'money-company-income-en');
  });

  test('a large withdrawal passes two reviewers (admin, then finance) and is paid through a payout channel', async ({ page }) => {
    // The member app submits withdrawals; here the same service does, for a member who can afford a
    // large one and owes no turnover (whether a seeded order still passes its audit depends on the hour).
    const order = await submitLargeWithdrawal();
    await login(page, 'admin');
    expect((await callApi<{ allowed: boolean }>(page, 'chance-withdrawal-order/audit', { id: order.id })).allowed).toBe(true);
    const { id, orderNo } = order;

    await page.getByTestId('counter-withdrawalAgent').click();
    await expect(page).toHaveURL(new RegExp(WITHDRAWAL));
    const rows = page.locator('[data-testid="withdrawal-list"] tbody tr');
    await page.locator('input[name="orderNo"]').fill(orderNo);
    await expect(rows).toHaveCount(1);
    await page.getByTestId(`review-${id}`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('second-review-note')).toBeVisible();
    await expect(dialog.getByTestId('audit-net-payout')).toContainText('₹');
    await shot(page, 'money-withdrawal-audit-zh');
    await dialog.getByTestId('order-dialog-save').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId(`stage-${id}`)).toHaveText('已初审');
    // The first reviewer cannot give the second review.
    await page.getByTestId(`review-${id}`).click();
    await dialog.getByTestId('order-dialog-save').click();
    await expect(page.getByText('复审必须由另一位工作人员完成').first()).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await logout(page);

    await login(page, 'finance', FINANCE_PASSWORD, WITHDRAWAL);
    await switchLanguage(page, 'en');
    await page.locator('input[name="orderNo"]').fill(orderNo);
    await expect(rows).toHaveCount(1);
    await page.getByTestId(`review-${id}`).click();
    await expect(dialog.getByTestId('second-review-note')).toContainText('Second review');
    await shot(page, 'money-withdrawal-second-review-en');
    await dialog.getByTestId('order-dialog-save').click();
    await expect(dialog).toHaveCount(0);
    await page.getByTestId('status-tab-2').click();
    await expect(page.getByTestId(`stage-${id}`)).toHaveText('Awaiting payout');
    await page.getByTestId(`pay-${id}`).click();
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option').first().click();
    await shot(page, 'money-withdrawal-pay-en');
    await dialog.getByTestId('order-dialog-save').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId(`stage-${id}`)).toHaveText('Paid');
    await shot(page, 'money-withdrawal-paid-en');
  });

  test('a manual deposit is submitted by one staff member and applied by another', async ({ page }) => {
    await login(page, 'admin');
    const target = (await callApi<{ list: { username: string }[] }>(page, 'chance-deposit-order/list', { pageSize: 1 })).list[0].username;
    const before = await callApi<{ cash: number }>(page, 'chance-manual/member', { username: target });
    await page.goto(MANUAL_DEPOSIT);
    const form = page.getByTestId('manual-form-credit');
    await form.getByTestId('manual-username').fill(target);
    await form.getByTestId('manual-amount').click();
    await expect(form.getByTestId('manual-member-balance')).toContainText(target);
    // Bad input: the form says so and nothing is sent.
    await form.getByTestId('manual-amount').fill('12.345');
    await form.getByTestId('manual-amount').blur();
    await expect(form.getByText('请输入正确的金额（最多两位小数）')).toBeVisible();
    await expect(form.getByTestId('manual-submit')).toBeDisabled();
    await form.getByTestId('manual-amount').fill('1,234.50');
    await form.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '活动优惠' }).click();
    await form.locator('input[name="remark"]').fill('e2e activity bonus');
    await shot(page, 'money-manual-deposit-zh');
    await form.getByTestId('manual-submit').click();
    await expect(page.getByText(/已提交审核/)).toBeVisible();
    const queue = page.getByTestId('manual-records-credit-queue');
    const row = queue.locator('tbody tr').filter({ hasText: target }).filter({ hasText: '₹1,234.50' }).first();
    await expect(row).toContainText('等待其他员工审核');
    expect((await callApi<{ cash: number }>(page, 'chance-manual/member', { username: target })).cash).toBe(before.cash);
    await logout(page);

    await login(page, 'finance', FINANCE_PASSWORD, MANUAL_DEPOSIT_RECORD);
    await page.locator('input[name="username"]').fill(target);
    const recordRow = page
      .locator('[data-testid="manual-records-credit"] tbody tr')
      .filter({ hasText: '₹1,234.50' })
      .filter({ hasText: '待审核' })
      .first();
    await expect(recordRow).toBeVisible();
    await shot(page, 'money-manual-deposit-record-zh');
    await recordRow.getByRole('button', { name: '审核通过' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确认|Confirm/ })
      .click();
    // This member may have other applied credits (the batch spec credits seeded members too): look at
    // this amount's row, now with its checker.
    const applied = page
      .locator('[data-testid="manual-records-credit"] tbody tr')
      .filter({ hasText: '₹1,234.50' })
      .filter({ hasText: 'finance' })
      .first();
    await expect(applied).toContainText('已入账');
    await switchLanguage(page, 'en');
    await expect(applied).toContainText('Applied');
    await shot(page, 'money-manual-deposit-record-en');
  });

  test('a franchisee sees only its own franchisee’s orders', async ({ page }) => {
    await login(page, 'franchisee', undefined, COMPANY_INCOME);
    await expect(page.locator('[data-testid="deposit-list-company"] tbody tr').first()).toBeVisible();
    const mine = await callApi<{ total: number; list: { memberId: number }[] }>(page, 'chance-deposit-order/list', {
      pageSize: 100,
      withTotals: true,
    });
    await logout(page);
    await login(page, 'admin');
    const all = await callApi<{ total: number }>(page, 'chance-deposit-order/list', { pageSize: 1, withTotals: true });
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
  });

  test('member cash records show a member’s ledger postings with balance after', async ({ page }) => {
    await login(page, 'admin');
    const username = (await callApi<{ list: { username: string }[] }>(page, 'chance-deposit-order/list', { status: 2, pageSize: 1 }))
      .list[0].username;
    await page.goto(CASH_RECORD);
    const rows = page.locator('[data-testid="cash-record-list"] tbody tr');
    await expect(rows.first()).toBeVisible();
    await page.locator('input[name="username"]').fill(username);
    await expect(rows.first()).toContainText(username);
    const postings = await callApi<{ list: { balanceAfter: number }[] }>(page, 'chance-member-cash-record/list', {
      username,
      bucket: 'cash',
      pageSize: 1,
    });
    const member = await callApi<{ cash: number }>(page, 'chance-manual/member', { username });
    // The newest cash posting's balance after is the member's cash now.
    expect(postings.list[0].balanceAfter).toBe(member.cash);
    await shot(page, 'money-cash-record-zh');
    await switchLanguage(page, 'en');
    await expect(page.getByText('Balance after').first()).toBeVisible();
    await shot(page, 'money-cash-record-en');
  });

  test('an admin requests an audit-settings change; it waits for another admin and changes nothing yet', async ({ page }) => {
    await login(page, 'admin', undefined, AUDIT_CONFIGURATION);
    const before = await callApi<{ withdrawFeeBps: number }>(page, 'chance-money-setting/get', {});
    await expect(page.getByTestId('current-withdrawFeeBps')).toHaveText(`${before.withdrawFeeBps / 100} %`);
    await page.getByTestId('setting-change').click();
    const dialog = page.getByRole('dialog');
    // Bad input: told on the form, nothing sent.
    await dialog.getByTestId('setting-withdrawFeeBps').fill('150');
    await dialog.getByTestId('setting-withdrawFeeBps').blur();
    await expect(dialog.getByText('请输入 0 至 100 的百分比（最多两位小数）')).toBeVisible();
    await dialog.getByTestId('setting-withdrawFeeBps').fill(String(before.withdrawFeeBps / 100 + 1.5));
    await shot(page, 'money-audit-configuration-dialog-zh');
    await dialog.getByTestId('setting-save').click();
    await expect(dialog).toHaveCount(0);
    const pendingRow = page.locator('[data-testid="setting-requests"] tbody tr').first();
    await expect(pendingRow).toContainText('等待其他员工审核');
    expect((await callApi<{ withdrawFeeBps: number }>(page, 'chance-money-setting/get', {})).withdrawFeeBps).toBe(before.withdrawFeeBps);
    await shot(page, 'money-audit-configuration-zh');
    await switchLanguage(page, 'en');
    await expect(pendingRow).toContainText('Awaiting another reviewer');
    await shot(page, 'money-audit-configuration-en');
  });
});
