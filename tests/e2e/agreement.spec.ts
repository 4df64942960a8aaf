import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

const SYSTEM = '/system_management/registration_agreement';
const INFORMATION = '/Information_management/regprotocolEdit';

test.describe('system: registration agreement', () => {
  test('an administrator writes a Hindi version, previews it, publishes it in place of the current one (zh), and finds it from the Information section (en)', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    await page.getByTestId('menu-section-/system_management').click();
    await page.getByTestId(`menu-item-${SYSTEM}`).click();
    await expect(page.getByTestId('agreement-list').locator('tbody tr').first()).toBeVisible();
    await shot(page, 'system-agreement-zh');

    const text = `E2E नियम ${Date.now() % 1_000_000}`;
    await page.getByTestId('agreement-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox').first().click();
    await page.getByRole('option', { name: '印地语' }).click();
    await dialog.locator('.ProseMirror').click();
    await page.keyboard.type(`${text} `);
    await page.keyboard.press('Control+b');
    await page.keyboard.type('18+');
    await shot(page, 'system-agreement-add-zh');
    await page.getByTestId('agreement-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const newest = page.getByTestId('agreement-list').locator('tbody tr').first();
    await expect(newest).toContainText('印地语');
    await expect(newest).toContainText('草稿');
    await newest.locator('[data-testid^="agreement-preview-"]').click();
    const body = page.getByTestId('agreement-preview-body');
    await expect(body).toContainText(text);
    await expect(body.locator('strong')).toHaveText('18+');
    await shot(page, 'system-agreement-preview-zh');
    await page.getByRole('dialog').getByRole('button').last().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await newest.locator('[data-testid^="agreement-publish-"]').click();
    await expect(page.getByRole('dialog')).toContainText('当前已发布的版本会被替换');
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(newest).toContainText('已发布');
    const version = (await newest.locator('td').nth(1).innerText()).trim();
    await expect(page.getByTestId('agreement-now-hi')).toContainText(version);
    const member = await (await page.request.get('/chance-registration-agreement/current?lang=hi')).json();
    expect(member.data.content).toContain(text);

    await switchLanguage(page, 'en');
    await page.goto(INFORMATION);
    const first = page.getByTestId('agreement-list').locator('tbody tr').first();
    await expect(first).toContainText('Hindi');
    await expect(first).toContainText('Published');
    // Only one Hindi version is published: the one before is now shown as replaced.
    await expect(page.getByTestId('agreement-list').locator('tbody tr', { hasText: 'Hindi' }).filter({ hasText: 'Published' })).toHaveCount(
      1,
    );
    await shot(page, 'system-agreement-information-en');
    await switchLanguage(page, 'zh');
  });
});
