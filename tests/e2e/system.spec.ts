import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { callApi, login, sessionToken, shot, switchLanguage } from './helpers';

const LOGS = '/system_management/Log_management';

/** The three log screens, each with its first row drawn. */
async function walkLogs(page: Page, lang: 'zh' | 'en') {
  await page.goto(`${LOGS}/backstage_login_log`);
  await expect(page.locator('[data-testid="staff-login-log"] tbody tr').first()).toBeVisible();
  await shot(page, `system-staff-login-log-${lang}`);
  await page.goto(`${LOGS}/vip_login_log`);
  await expect(page.locator('[data-testid="member-login-log"] tbody tr').first()).toBeVisible();
  await shot(page, `system-member-login-log-${lang}`);
}

test.describe('system: logs', () => {
  test('an admin finds a refused sign-in, then finds an operation by staff and opens its before/after diff', async ({ page }) => {
    test.setTimeout(180_000);
    // A refused sign-in to find afterwards.
    const refused = await page.request.post('/chance_login/login', {
      data: { username: 'franchisee', password: createHash('sha256').update('not-the-password').digest('hex') },
    });
    expect((await refused.json()).code).not.toBe(200);

    await login(page, 'admin');
    // The language is saved on the profile: a run that stopped half-way may have left English.
    if ((await page.locator('html').getAttribute('lang')) === 'en') await switchLanguage(page, 'zh');
    await page.getByTestId('menu-section-/system_management').click();
    await page.getByTestId('menu-section-/system_management/Log_management').click();
    await page.getByTestId(`menu-item-${LOGS}/backstage_login_log`).click();
    await expect(page.getByTestId('staff-login-log')).toBeVisible();
    await page.getByLabel('操作员').fill('franchisee');
    const failedRow = page.locator('[data-testid="staff-login-log"] tbody tr').filter({ hasText: '密码错误' }).first();
    await expect(failedRow).toBeVisible();
    await expect(failedRow).toContainText('失败');
    // The filter applies after a pause: wait until only the franchisee's attempts remain.
    await expect(page.locator('[data-testid="staff-login-log"] tbody tr').filter({ hasText: 'admin' })).toHaveCount(0);
    await shot(page, 'system-staff-login-log-filtered-zh');
    await walkLogs(page, 'zh');

    // A staff write to find: a station created and then renamed.
    // Codes are unique: a unique one per run lets the spec run again on the same database.
    const code = `LOG${Date.now() % 1_000_000}`;
    const { id } = await callApi<{ id: number }>(page, 'station/api/save/station', {
      franchiseeId: 1,
      code,
      name: 'E2E log station',
      status: 0,
    });
    await callApi(page, 'station/api/save/station', { id, franchiseeId: 1, code, name: 'E2E log renamed', status: 0 });

    await page.goto(`${LOGS}/system_operation_log`);
    await expect(page.getByTestId('operation-log')).toBeVisible();
    await page.getByLabel('操作员').fill('admin');
    await page.getByLabel('对象 ID').fill(String(id));
    // Other specs write objects of other kinds that may share this id: count the station's rows.
    // The action reads by its name; the code stays as the cell's tooltip.
    const rows = page.locator('[data-testid="operation-log"] tbody tr').filter({ hasText: '保存站点' });
    await expect(rows).toHaveCount(2);
    await expect(rows.first().locator('[title="station.save"]')).toBeVisible();
    await shot(page, 'system-operation-log-zh');
    await rows.first().getByRole('button', { name: '查看变更' }).click();
    const diff = page.getByTestId('operation-diff');
    await expect(diff.getByTestId('diff-name')).toHaveAttribute('data-kind', 'changed');
    await expect(diff.getByTestId('diff-name')).toContainText('E2E log renamed');
    await expect(diff.getByTestId('diff-code')).toHaveAttribute('data-kind', 'same');
    await shot(page, 'system-operation-diff-zh');
    await page.getByRole('button', { name: '关闭' }).click();

    await switchLanguage(page, 'en');
    await walkLogs(page, 'en');
    await page.goto(`${LOGS}/system_operation_log`);
    await page.getByLabel('Staff').fill('admin');
    // Switching language is itself a logged write: narrow to the station change.
    await page.getByLabel('Action', { exact: true }).fill('Save station');
    await page.getByRole('option', { name: 'Save station', exact: true }).click();
    await expect(page).toHaveURL(/station\.save/);
    await expect(page.locator('[data-testid="operation-log"] tbody tr').first()).toContainText('Save station');
    await page.locator('[data-testid="operation-log"] tbody tr').first().getByRole('button', { name: 'View changes' }).click();
    await expect(page.getByTestId('operation-diff').getByTestId('diff-name')).toBeVisible();
    await shot(page, 'system-operation-diff-en');
    await page.getByRole('button', { name: 'Close' }).click();
    await switchLanguage(page, 'zh');
  });

  test('a franchisee has no system menu and the server refuses its log calls', async ({ page }) => {
    await login(page, 'franchisee');
    await expect(page.getByTestId('menu-section-/system_management')).toHaveCount(0);
    const token = await sessionToken(page);
    const answer = await page.request.post('/chance_sys_log/list', { data: {}, headers: { token: token ?? '' } });
    expect((await answer.json()).code).toBe('A0301');
  });
});

test.describe('system: menu', () => {
  /** Sidebar entries under System, in the order shown. */
  /** Opens a sidebar section unless it is open (a menu change may redraw the sidebar with sections closed). */
  const openSection = async (page: Page, path: string) => {
    const section = page.getByTestId(`menu-section-${path}`);
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  };
  const systemItems = (page: Page) =>
    page.locator(
      '[data-testid="sidebar-menu"] [data-testid^="menu-item-/system_management/"], [data-testid="sidebar-menu"] [data-testid^="menu-section-/system_management/"]',
    );

  test('an admin moves an entry up and hides another; the sidebar follows without a reload', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    if ((await page.locator('html').getAttribute('lang')) === 'en') await switchLanguage(page, 'zh');
    // A run that stopped half-way may have left its changes: start from the catalogue's order.
    await callApi(page, 'chance-menu/updateSortNum', {
      parentPath: 'system_management',
      titles: ['menu', 'domain', 'riskControl', 'Log_management', 'registration_agreement', 'interface_time_statistics', 'api_reference'],
    });
    await callApi(page, 'chance-menu/updateStatus', { path: 'system_management/Log_management/vip_login_log', hidden: false });
    await page.goto('/system_management/menu');
    await expect(page.getByTestId('menu-screen')).toBeVisible();
    await openSection(page, '/system_management');
    await expect(systemItems(page).first()).toHaveAttribute('data-testid', 'menu-item-/system_management/menu');

    await page.getByTestId('menu-expand-system_management').click();
    // Log_management sits after menu, domain and riskControl: three moves up put it first.
    for (let i = 0; i < 3; i++) {
      const saved = page.waitForResponse((r) => r.url().includes('chance-menu/updateSortNum'));
      await page.getByTestId('menu-up-system_management/Log_management').click();
      expect((await (await saved).json()).code).toBe(200);
    }
    await expect(page.getByTestId('menu-up-system_management/Log_management')).toBeDisabled();
    await openSection(page, '/system_management');
    await expect(systemItems(page).first()).toHaveAttribute('data-testid', 'menu-section-/system_management/Log_management');
    await shot(page, 'system-menu-reordered-zh');

    // Hide the member sign-in log: it leaves the sidebar, the row stays here, marked hidden.
    await openSection(page, '/system_management/Log_management');
    await expect(page.getByTestId('menu-item-/system_management/Log_management/vip_login_log')).toBeVisible();
    await page.getByTestId('menu-expand-system_management/Log_management').click();
    await page.getByTestId('menu-shown-system_management/Log_management/vip_login_log').click();
    await expect(page.getByTestId('menu-row-system_management/Log_management/vip_login_log')).toHaveAttribute('data-hidden', 'true');
    await expect(page.getByTestId('menu-item-/system_management/Log_management/vip_login_log')).toHaveCount(0);
    await expect(page.getByTestId('menu-shown-system_management/menu')).toBeDisabled();
    await shot(page, 'system-menu-hidden-zh');

    await switchLanguage(page, 'en');
    await page.goto('/system_management/menu');
    await page.getByTestId('menu-expand-system_management').click();
    await expect(page.getByTestId('menu-row-system_management/Log_management')).toContainText('Logs');
    await shot(page, 'system-menu-en');

    // Put everything back for the next runs.
    await page.getByTestId('menu-expand-system_management/Log_management').click();
    await page.getByTestId('menu-shown-system_management/Log_management/vip_login_log').click();
    await expect(page.getByTestId('menu-row-system_management/Log_management/vip_login_log')).toHaveAttribute('data-hidden', 'false');
    for (let i = 0; i < 3; i++) {
      const saved = page.waitForResponse((r) => r.url().includes('chance-menu/updateSortNum'));
      await page.getByTestId('menu-down-system_management/Log_management').click();
      expect((await (await saved).json()).code).toBe(200);
    }
    await openSection(page, '/system_management');
    await expect(systemItems(page).first()).toHaveAttribute('data-testid', 'menu-item-/system_management/menu');
    await switchLanguage(page, 'zh');
  });
});
