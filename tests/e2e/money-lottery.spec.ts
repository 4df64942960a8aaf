import { expect, test } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

const LOTTERY_TRANSACTIONS = '/money_management/detauls_lottery_transaction';

interface Row {
  username: string;
  type: string;
  issueNo: string | null;
  betNo: string | null;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
}

test.describe('money: lottery transactions', () => {
  test('an admin follows a period’s stakes and payouts with balances before and after, in zh and en', async ({ page }) => {
    await login(page, 'admin');
    const newest = (await callApi<{ list: Row[] }>(page, 'chance-lottery-transaction/list', { type: 'bet_stake', pageSize: 1 })).list[0];
    expect(newest.issueNo).toBeTruthy();
    await page.goto(LOTTERY_TRANSACTIONS);
    const rows = page.locator('[data-testid="lottery-transaction-list"] tbody tr');
    await expect(rows.first()).toBeVisible();

    await page.locator('input[name="issueNo"]').fill(newest.issueNo as string);
    const period = await callApi<{ list: Row[]; total: number }>(page, 'chance-lottery-transaction/list', {
      issueNo: newest.issueNo,
      pageSize: 100,
    });
    await expect(rows).toHaveCount(Math.min(period.list.length, 20));
    const ZH: Record<string, string> = { bet_stake: '投注', bet_payout: '派彩', bet_refund: '退款' };
    const EN: Record<string, string> = { bet_stake: 'Bet', bet_payout: 'Payout', bet_refund: 'Refund' };
    const first = period.list[0];
    await expect(rows.first()).toContainText(first.username);
    await expect(rows.first()).toContainText(ZH[first.type]);
    // Each posting moves the member's balance by exactly its amount.
    for (const r of period.list) expect(r.balanceAfter - r.balanceBefore).toBe(r.amount);
    await shot(page, 'money-lottery-transactions-zh');

    await switchLanguage(page, 'en');
    await expect(page.getByText('Balance before').first()).toBeVisible();
    await expect(rows.first()).toContainText(EN[first.type]);
    await shot(page, 'money-lottery-transactions-en');
  });
});
