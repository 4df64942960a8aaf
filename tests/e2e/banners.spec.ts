import { expect, test, type Page } from '@playwright/test';
import { png } from '../server/uploads/images';
import { login, shot, switchLanguage } from './helpers';

const BANNERS = '/Information_management/banner';
const STARTADS = '/Information_management/startad';

async function pick(page: Page, label: string, name: string, width: number, height: number) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: png(width, height) });
  await expect(dialog.getByRole('img', { name: label, exact: true })).toBeVisible();
}

test.describe('information: banners and start-up ads', () => {
  test('an administrator publishes a banner with pictures in two languages and previews it (zh and en)', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin', undefined, BANNERS);
    await expect(page.getByTestId('banner-add')).toBeVisible();

    const title = `E2E banner ${Date.now() % 1_000_000}`;
    await page.getByTestId('banner-add').click();
    // Adding has its own address (bannerEdit without an id).
    await expect(page).toHaveURL(/\/Information_management\/bannerEdit$/);
    // The title shares its row with the sort order and the franchisee: it once got no width at all.
    expect((await page.getByTestId('banner-title').boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await page.getByTestId('banner-title').fill(title);
    // A file that is no image is refused before anything is sent, in the spec's words.
    await page
      .getByRole('dialog')
      .getByLabel('英语 · PC', { exact: true })
      .setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      });
    await expect(page.getByRole('dialog').getByText('只能上传图片')).toBeVisible();
    await pick(page, '英语 · PC', 'en-pc.png', 192, 60);
    await pick(page, '英语 · 手机', 'en-mobile.png', 75, 36);
    await pick(page, '印地语 · PC', 'hi-pc.png', 96, 30);
    await pick(page, '印地语 · 手机', 'hi-mobile.png', 50, 24);
    await page.getByRole('dialog').getByLabel('站内链接').check();
    await page.getByTestId('banner-link').fill('/activity/12');
    await shot(page, 'information-banner-add-zh');
    await page.getByTestId('banner-save').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/Information_management\/banner(\?.*)?$/);
    const row = page.locator('tbody tr', { hasText: title });
    await expect(row).toContainText('生效中');
    await expect(row).toContainText('英语 / 印地语');
    await expect(row).toContainText('/activity/12');

    await row.locator('[data-testid^="banner-preview-"]').click();
    const picture = page.getByTestId('banner-preview-image');
    await expect(picture).toBeVisible();
    // The member app loads the stored picture: it decodes in the browser.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(75);
    await page.getByRole('dialog').getByRole('button', { name: '印地语' }).click();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(50);
    await page.getByRole('dialog').getByRole('button', { name: 'PC' }).click();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);
    await page.getByRole('dialog').getByRole('button', { name: '中文' }).click();
    await expect(page.getByTestId('banner-preview-fallback')).toContainText('中文没有图片');
    await expect(page.getByTestId('banner-preview-link')).toContainText('/activity/12');
    await shot(page, 'information-banner-preview-zh');
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await switchLanguage(page, 'en');
    await page.goto(BANNERS);
    await expect(row).toContainText('Live');
    await row.locator('[data-testid^="banner-off-"]').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(row).toContainText('Off');
    await shot(page, 'information-banners-en');

    // Editing is an address of its own: it survives a reload, and Back returns to the filtered list.
    await page.getByLabel('Title').first().fill(title);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await row.locator('[data-testid^="banner-edit-"]').click();
    await expect(page).toHaveURL(/\/Information_management\/bannerEdit\?id=\d+$/);
    await page.reload();
    await expect(page.getByRole('dialog')).toContainText('Edit banner');
    await expect(page.getByTestId('banner-title')).toHaveValue(title);
    await expect(page.getByRole('dialog').getByRole('img', { name: 'Hindi · PC', exact: true })).toBeVisible();
    await page.getByTestId('banner-sort').fill('7');
    await shot(page, 'information-banner-edit-en');
    await page.getByTestId('banner-save').click();
    await expect(page).toHaveURL(/\/Information_management\/banner(\?.*)?$/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row).toContainText('7');
    await page.goto('/Information_management/bannerEdit?id=99999999');
    await expect(page.getByTestId('banner-missing')).toContainText('does not exist');

    await page.goto(STARTADS);
    await expect(page.locator('tbody tr', { hasText: title })).toHaveCount(0);
    await page.getByTestId('banner-add').click();
    await expect(page).toHaveURL(/\/Information_management\/startadEdit$/);
    await expect(page.getByRole('dialog')).toContainText('Add start-up ad');
    await expect(page.getByRole('dialog')).toContainText('English · Mobile');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/Information_management\/startad(\?.*)?$/);
    // The language is saved on the admin's profile, which later specs share.
    await switchLanguage(page, 'zh');
  });
});
