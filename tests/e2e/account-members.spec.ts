import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { callApi, login, shot } from './helpers';

const FORMAL = '/Account_management/vip/formal';

async function openMembers(page: Page) {
  await page.goto(FORMAL);
  await expect(page.getByTestId('member-list')).toBeVisible();
  await expect(page.locator('[data-testid="member-list"] tbody tr').first()).toBeVisible();
}

/** The table's header texts in the order shown, without the checkbox and actions columns. */
async function visibleHeaders(page: Page, actionsLabel: string): Promise<string[]> {
  const texts = await page.locator('[data-testid="member-list"] thead th').allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => t !== '' && t !== actionsLabel);
}

test.describe('account: members', () => {
  test('an admin finds a member by phone, locks and unlocks them, changes their tag and exports the filtered list', async ({ page }) => {
    // One long walk through several screens and both languages on a shared 2-core machine.
    test.setTimeout(180_000);
    await login(page, 'admin');
    await openMembers(page);
    const first = page.locator('[data-testid="member-list"] tbody tr').first();
    const lockButton = first.locator('[data-testid^="member-lock-"], [data-testid^="member-unlock-"]');
    const id = (await lockButton.getAttribute('data-testid'))?.replace(/^member-(un)?lock-/, '') as string;
    const member = await callApi<{ username: string; phone: string }>(page, 'chance-member/detail', { id: Number(id) });

    // Find by phone.
    await page.locator('input[name="phone"]').fill(member.phone);
    await expect(page.locator('[data-testid="member-list"] tbody tr')).toHaveCount(1);
    const row = page.locator('[data-testid="member-list"] tbody tr').first();
    await expect(row).toContainText(member.username);
    await shot(page, 'members-formal-zh');

    // Lock with a reason, then unlock.
    await row.getByTestId(`member-lock-${id}`).click();
    await page.getByTestId('lock-reason').fill('e2e check');
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(row).toContainText('已锁定');
    await row.getByTestId(`member-unlock-${id}`).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认' }).click();
    await expect(row).toContainText('正常');

    // Change the customer tag.
    await row.getByTestId(`member-more-${id}`).click();
    await page.getByTestId('member-action-tag').click();
    await page.getByTestId('tag-field').locator('input').fill('e2e-vip');
    await page.getByTestId('dialog-save').click();
    await expect(row).toContainText('e2e-vip');

    // Export the filtered list: the visible columns are the header row.
    const headers = await visibleHeaders(page, '操作');
    const download = page.waitForEvent('download');
    await page.locator('[data-testid="member-list"]').getByTestId('export-button').first().click();
    const file = await (await download).path();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values as unknown[]).toContain(member.username);

    // The detail page.
    await row.getByRole('link', { name: '详情' }).click();
    await expect(page.getByTestId('member-profile')).toContainText(member.username);
    await shot(page, 'members-detail-zh');
    await page.getByRole('tab', { name: '账变记录' }).click();
    await expect(page.getByTestId('member-ledger')).toBeVisible();
    await shot(page, 'members-ledger-zh');

    // Play-along accounts: create one and top it up through the ledger.
    await page.goto('/Account_management/vip/beltPlay');
    await expect(page.getByTestId('belt-play-list')).toBeVisible();
    await page.getByRole('button', { name: '新增带玩账号' }).click();
    const create = page.getByRole('dialog');
    // A retry creates its own account (the first attempt's may exist already).
    const house = `e2e_house${test.info().retry || ''}`;
    await create.getByLabel('账号').fill(house);
    await create.getByLabel('站点').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('dialog-save').click();
    const houseRow = page
      .locator('[data-testid="belt-play-list"] tbody tr')
      .filter({ has: page.getByRole('cell', { name: house, exact: true }) });
    await expect(houseRow).toBeVisible();
    await houseRow.getByRole('button', { name: '上分' }).click();
    await page.getByRole('dialog').getByLabel('金额（₹）').fill('500');
    await page.getByTestId('dialog-save').click();
    await expect(houseRow).toContainText('₹500.00');
    await shot(page, 'members-beltplay-zh');
    await page.goto('/Account_management/vip/trialMember');
    await expect(page.getByTestId('trial-member-list')).toBeVisible();
    await shot(page, 'members-trial-zh');

    // Member trades (ledger postings) and VIP levels as they stand on members.
    await page.goto('/Account_management/vip/trade');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'members-trade-zh');
    await page.goto('/Account_management/vip/vip_level_management');
    await expect(page.getByTestId('vip-level-overview')).toContainText('VIP 0');
    await shot(page, 'members-vip-levels-zh');

    // The same screens in English, then back to Chinese for the next runs.
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.waitForEvent('load');
    await openMembers(page);
    await shot(page, 'members-formal-en');
    await page.goto(`/member/${id}/show`);
    await expect(page.getByTestId('member-profile')).toContainText(member.username);
    await shot(page, 'members-detail-en');
    // Its ten tabs overflow the row in English: a scroll button brings the last one into reach.
    const scrollRight = page.locator('.MuiTabs-scrollButtons').last();
    await expect(scrollRight).toBeVisible();
    await scrollRight.click();
    await page.getByRole('tab', { name: 'Registration discount' }).click();
    await expect(page).toHaveURL(/\/show\/discount$/);
    await page.goto('/Account_management/vip/trade');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shot(page, 'members-trade-en');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-zh').click();
    await page.waitForEvent('load');
  });

  test('an agent sees only their downline, read-only', async ({ page }) => {
    await login(page, 'agent');
    await openMembers(page);
    await expect(page.locator('[data-testid^="member-lock-"]')).toHaveCount(0);
    const downline = await callApi<{ list: { username: string }[] }>(page, 'chance_offline_agent/selectList', {
      pageIndex: 1,
      pageSize: 100,
    });
    const agents = new Set(downline.list.map((a) => a.username));
    const members = await callApi<{ list: { agentName: string }[]; total: number }>(page, 'chance-member/list', {
      pageIndex: 1,
      pageSize: 100,
    });
    expect(members.total).toBeGreaterThan(0);
    for (const m of members.list) expect(agents.has(m.agentName)).toBe(true);
    const shown = await page.locator('[data-testid="member-list"] tbody tr').count();
    expect(shown).toBe(Math.min(20, members.total));
    await shot(page, 'members-agent-zh');
  });
});
