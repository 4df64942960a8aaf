import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const MANAGER = '/yoyo_lottery/gameManager';
const RESULTS = '/yoyo_lottery/game_result/lottery_result';

test.describe('lottery: game management', () => {
  test('an admin adds a game (zh), enables it (en) and its first period appears in lottery_result', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    await switchLanguage(page, 'zh');
    await page.goto(MANAGER);
    await expect(page.getByTestId('game-manager')).toContainText('Win Go 30s');
    await page.getByTestId('manager-add').click();
    await expect(page).toHaveURL(/\/yoyo_lottery\/gameManagerEdit$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('创建后处于停用状态');
    await dialog.getByLabel('彩种类型').click();
    await page.getByRole('option', { name: 'Win Go' }).click();
    await expect(dialog.getByTestId('manager-shape')).toContainText('Win Go（数字/颜色）');
    await dialog.getByTestId('manager-name').fill('Win Go 试玩 1 分钟');
    await dialog.getByTestId('manager-code').fill('wingo_e2e');
    await dialog.getByTestId('manager-issue-code').fill('123');
    await dialog.getByTestId('manager-issue-code').press('Tab');
    await expect(dialog.getByText('须为两位数字')).toBeVisible();
    await expect(dialog.getByTestId('manager-save')).toBeDisabled();
    await dialog.getByTestId('manager-issue-code').fill('07');
    await dialog.getByTestId('manager-description').fill('每分钟开奖一次');
    await shot(page, 'game-manager-add-zh');
    await dialog.getByTestId('manager-save').click();
    await expect(page.getByText('游戏已创建（停用中）')).toBeVisible();
    await expect(page).toHaveURL(/\/yoyo_lottery\/gameManager$/);
    const row = page.locator('tbody tr', { hasText: 'WINGO_E2E' });
    await expect(row.locator('[data-testid^="manager-state-"]')).toHaveText('停用');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shot(page, 'game-manager-zh');
    const id = (await row.locator('[data-testid^="manager-state-"]').getAttribute('data-testid'))!.replace('manager-state-', '');

    // Its settings page is an address of its own; closing returns to the list.
    await page.goto(`/yoyo_lottery/gameManagerEdit?id=${id}`);
    await expect(page.getByRole('dialog').getByTestId('manager-fixed')).toContainText('07');
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/yoyo_lottery\/gameManager$/);

    await switchLanguage(page, 'en');
    await page.goto(MANAGER);
    await row.getByTestId(`manager-enable-${id}`).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByTestId(`manager-state-${id}`)).toHaveText('Enabled');
    // The running scheduler picks the game up on its next tick, with no restart.
    let openIssue = '';
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId(`manager-open-${id}`)).toHaveText(/^\d{8}07\d{4}$/, { timeout: 3_000 });
      openIssue = (await row.getByTestId(`manager-open-${id}`).textContent()) ?? '';
    }).toPass({ timeout: 30_000 });
    await shot(page, 'game-manager-en');

    // A new game has no drawn period yet, and periods still to come stay off the default list:
    // its open period is found by its issue number, as an operator types it in the filter.
    await page.goto(`${RESULTS}?filter=${encodeURIComponent(JSON.stringify({ gameId: Number(id), issueNo: openIssue }))}`);
    const list = page.getByTestId('lottery-result-list');
    await expect(list.locator('tbody tr').first()).toContainText(openIssue, { timeout: 30_000 });
    await shot(page, 'game-manager-results-en');
  });
});
