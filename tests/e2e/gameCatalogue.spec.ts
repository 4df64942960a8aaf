import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const GAMES = '/yoyo_lottery/gamelList';
const ORDER = '/yoyo_lottery/gameSort';
const PLAYS = '/yoyo_lottery/playList';

test.describe('lottery: game catalogue', () => {
  test('an admin edits a game, reorders games by keyboard and opens the plays (zh and en)', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    await switchLanguage(page, 'zh');
    await page.goto(GAMES);
    const list = page.getByTestId('game-list');
    await expect(list).toContainText('Win Go 30s');
    await expect(list).toContainText('按期投注');

    const firstEdit = page.locator('[data-testid^="game-edit-"]').first();
    await firstEdit.click();
    await page.getByTestId('game-description').fill('每 30 秒开奖一次');
    await page.getByTestId('game-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('游戏已保存')).toBeVisible();
    await shot(page, 'game-list-zh');

    await page.goto(ORDER);
    const rows = page.locator('[data-testid^="sort-row-"]');
    await expect(rows.first()).toContainText('Win Go 30s');
    const second = (await rows.nth(1).getAttribute('data-testid'))!.replace('sort-row-', '');
    await page.getByTestId(`sort-up-${second}`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('已移到第 1 位');
    await page.getByTestId('sort-save').click();
    await expect(page.getByText('游戏排序已保存')).toBeVisible();
    await page.reload();
    await expect(rows.first()).toHaveAttribute('data-testid', `sort-row-${second}`);

    await switchLanguage(page, 'en');
    await page.goto(PLAYS);
    await expect(page.getByTestId('play-list')).toContainText('Big / Small');
    await expect(page.getByTestId('play-list')).toContainText('(play group)');
    await shot(page, 'play-list-en');
    await page.goto(GAMES);
    await expect(page.getByTestId('game-list')).toContainText('Per period');
  });
});
