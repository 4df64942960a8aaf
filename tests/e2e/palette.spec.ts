import { expect, test, type Page } from '@playwright/test';
import { callApi, login, shot, switchLanguage } from './helpers';

// The command palette (Ctrl/⌘+K) and the sidebar's notification numbers, as operators use them.

const COMPANY_INCOME = '/money_management/access/company_income';

async function openPalette(page: Page, how: 'keys' | 'button' = 'keys') {
  if (how === 'keys') await page.keyboard.press('Control+k');
  else await page.getByTestId('open-palette').click();
  const input = page.getByRole('combobox');
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  return input;
}

test("Ctrl+K, a member's phone, Enter: the member opens (zh and en screenshots)", async ({ page }) => {
  await login(page, 'admin');
  const { list } = await callApi<{ list: { id: number; username: string; phone: string }[] }>(page, 'chance-member/list', {
    pageIndex: 1,
    pageSize: 5,
  });
  const member = list.find((m) => m.phone.startsWith('+91')) ?? list[0];
  const input = await openPalette(page);
  await input.fill(member.phone.replace(/^\+91/, ''));
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('data-to', `/member/${member.id}/show`);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string);
  await shot(page, 'palette-member-zh');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/member/${member.id}/show$`));
  await expect(page.getByRole('combobox')).toHaveCount(0);

  // Screens by pinyin initials, arrows move, Esc closes; the member is now a recent item.
  await switchLanguage(page, 'en');
  const again = await openPalette(page, 'button');
  await expect(page.getByRole('option').first()).toHaveAttribute('data-to', `/member/${member.id}/show`);
  await again.fill('withdrawal');
  await expect(page.getByRole('option').first()).toHaveAttribute('data-to', '/money_management/access/withdrawal');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'palette-screens-en');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await switchLanguage(page, 'zh');
  const zh = await openPalette(page);
  await zh.fill('gsrk'); // 公司入款
  await expect(page.getByRole('option').first()).toHaveAttribute('data-to', COMPANY_INCOME);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${COMPANY_INCOME}`));
});

test("an agent's palette has no admin screens", async ({ page }) => {
  await login(page, 'agent');
  const input = await openPalette(page, 'button');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const all = await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-to') ?? ''));
  expect(all.length).toBeGreaterThan(0);
  for (const to of all) {
    expect(to).not.toMatch(/^\/(system_management|money_management|yoyo_lottery\/game_result)/);
    expect(to).not.toMatch(/userManagement|roleManagement|franchiseeManagement/);
  }
  for (const q of ['system', '系统', 'xtgl', 'withdrawal', '角色']) {
    await input.fill(q);
    await page.waitForTimeout(400);
    const found = await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-to') ?? ''));
    for (const to of found) expect(to).not.toMatch(/^\/(system_management|money_management)/);
  }
  await shot(page, 'palette-agent-zh');
});

test('the sidebar shows the pending company deposit count on its leaf and the sum on its sections', async ({ page }) => {
  await login(page, 'admin');
  await page.goto('/dashboard');
  const counts = await callApi<Record<string, number>>(page, 'chance_home_page/auditReminder', { status: 1 });
  expect(counts.companyDeposit).toBeGreaterThan(0);
  // Every money queue's badge adds to the section: deposits, withdrawals and the manual requests waiting for a checker.
  const sectionSum = counts.companyDeposit + counts.withdrawalAgent + counts.manualCredit + counts.manualDebit;
  await expect(page.getByTestId('menu-count-/money_management')).toHaveAttribute('data-count', String(sectionSum));
  await page.getByTestId('menu-section-/money_management').click();
  await page.getByTestId('menu-section-/money_management/access').click();
  await expect(page.getByTestId(`menu-count-${COMPANY_INCOME}`)).toHaveAttribute('data-count', String(counts.companyDeposit));
  await shot(page, 'palette-sidebar-badges-zh');
});
