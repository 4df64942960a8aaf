import { expect, test } from '@playwright/test';
import { login, logout, shot, switchLanguage } from './helpers';

const SELECTION = '/yoyo_lottery/manualSelection';
const STATS = '/yoyo_lottery/current_member_statistics';
const THREE = '/ThreeBetManager/three_bet_list';

test.describe('lottery: number analysis, members betting now, third-party bets', () => {
  test('admin analyses seven numbers (duplicates refused) and sees who is betting now, in zh and en', async ({ page }) => {
    await login(page, 'admin', undefined, SELECTION);
    const analysis = page.getByTestId('number-analysis');
    await expect(analysis.getByTestId('selection-game')).toHaveValue(/\d+/, { timeout: 30_000 });
    const fill = async (values: string[]) => {
      for (const [i, v] of values.entries()) await analysis.getByTestId(`selection-number-${i}`).fill(v);
      await analysis.getByTestId('selection-analyse').click();
    };
    await fill(['1', '2', '3', '4', '5', '6', '1']);
    await expect(analysis.getByTestId('selection-form-error')).toHaveText('输入的号码不能相同');
    await fill(['0', '1', '2', '3', '5', '7', '9']);
    await expect(analysis.getByTestId('selection-result').or(analysis.getByTestId('selection-no-period'))).toBeVisible({ timeout: 30_000 });
    await shot(page, 'lottery-selection-zh');

    await switchLanguage(page, 'en');
    await page.goto(STATS);
    const stats = page.getByTestId('current-member-statistics');
    await expect(stats.getByTestId('stats-totals').or(stats.getByTestId('stats-empty'))).toBeVisible({ timeout: 30_000 });
    await expect(stats.getByText('Auto-refresh (10 s)')).toBeVisible();
    await shot(page, 'lottery-member-stats-en');
  });

  test('third-party bets list with totals and translated states; an agent sees its downline’s', async ({ page }) => {
    await login(page, 'admin', undefined, THREE);
    const list = page.getByTestId('three-bet-list');
    await expect(list.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('three-bet-totals')).toContainText('合计');
    await expect(list.getByText(/^(赢|输|和|未结算|已取消)$/).first()).toBeVisible();
    await shot(page, 'lottery-three-bets-zh');
    await switchLanguage(page, 'en');
    await expect(list.getByText(/^(Win|Lose|Draw|Unsettled|Cancelled)$/).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('three-bet-totals')).toContainText('Totals');

    await logout(page);
    await login(page, 'agent', undefined, THREE);
    await expect(page.getByTestId('three-bet-list')).toBeVisible({ timeout: 30_000 });
    // Its downline may have no third-party bets in the seed: the totals row, or the empty state.
    await expect(page.getByTestId('three-bet-totals').or(page.locator('.RaEmpty-message'))).toBeVisible({ timeout: 30_000 });
  });
});
