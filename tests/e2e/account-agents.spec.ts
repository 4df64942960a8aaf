import { expect, test, type Page } from '@playwright/test';
import { callApi, login, sessionToken, shot, switchLanguage } from './helpers';

const APPLICATIONS = '/Account_management/shareholder/agent_application';
const AGENTS = '/Account_management/shareholder/offline_agent';
const DOWNLINE_AGENTS = '/Account_management/offline_formal_agent';

/** The count the top-bar counter shows (a chip "代理申请 12" or a badged icon, by width). */
async function applicationCounter(page: Page): Promise<number> {
  return Number(await page.getByTestId('counter-agentApplication').getAttribute('data-count'));
}

test.describe('account: agents', () => {
  test('an admin approves a pending agent application, sees the new agent and the counter drop by one', async ({ page }) => {
    await login(page, 'admin');
    await expect(page.getByTestId('counter-agentApplication')).toBeVisible();
    // The chip is drawn before its count arrives (it reads 0 until then): wait for the count.
    await expect.poll(() => applicationCounter(page)).toBeGreaterThan(0);
    const before = await applicationCounter(page);

    // The counter links to the applications screen, which opens on the pending ones.
    await page.getByTestId('counter-agentApplication').click();
    await expect(page).toHaveURL(new RegExp(`${APPLICATIONS}`));
    const rows = page.locator('[data-testid="agent-application-list"] tbody tr');
    await expect(rows.first()).toBeVisible();
    await shot(page, 'agents-applications-zh');

    // A pending application whose applied parent can still have children (the tree is 3 levels deep).
    const levels = new Map(
      (await callApi<{ list: { id: number; level: number }[] }>(page, 'chance_offline_agent/list', { pageSize: 100 })).list.map((a) => [
        a.id,
        a.level,
      ]),
    );
    for (const a of (await callApi<{ list: { id: number; level: number }[] }>(page, 'chance_online_agent/list', { pageSize: 100 })).list)
      levels.set(a.id, a.level);
    const pending = (
      await callApi<{ list: { id: number; username: string; parentAgentId: number | null }[] }>(page, 'chance_agent_apply_record/list', {
        status: 0,
        pageSize: 100,
      })
    ).list;
    const application = pending.find((a) => a.parentAgentId === null || (levels.get(a.parentAgentId) ?? 3) < 3);
    expect(application).toBeDefined();
    const { id, username } = application as { id: number; username: string };
    await page.locator('input[name="usernameKeyword"]').fill(username);
    await expect(rows).toHaveCount(1);
    const approve = page.getByTestId(`approve-${id}`);
    await approve.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: '代理类型' }).click();
    await page.getByRole('option', { name: '线下代理' }).click();
    await dialog.getByTestId('review-password').fill('agentpass1');
    await dialog.getByTestId('review-confirm').fill('agentpass1');
    await shot(page, 'agents-approve-dialog-zh');
    await dialog.getByTestId('agent-dialog-save').click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(`[data-testid="approve-${id}"]`)).toHaveCount(0);
    await expect.poll(() => applicationCounter(page)).toBe(before - 1);

    // The new agent is in the offline agent list.
    await page.goto(AGENTS);
    await expect(page.getByTestId('agent-list')).toBeVisible();
    await page.locator('input[name="usernameKeyword"]').fill(username);
    const agentRows = page.locator('[data-testid="agent-list"] tbody tr');
    await expect(agentRows).toHaveCount(1);
    await expect(agentRows.first()).toContainText(username);
    await shot(page, 'agents-offline-list-zh');

    // Promotion codes: the new agent has an invitation code but no link yet, so no QR code.
    await page.goto('/Account_management/shareholder/promotionCode');
    await page.locator('input[name="usernameKeyword"]').fill(username);
    await expect(page.getByTestId('promotion-no-link')).toHaveText('暂无推广链接，无法生成二维码');
    await shot(page, 'agents-promotion-zh');

    await switchLanguage(page, 'en');
    await page.goto(AGENTS);
    await page.locator('input[name="usernameKeyword"]').fill(username);
    await expect(page.getByTestId('agents-offline')).toHaveText('Offline agents');
    await expect(page.locator('[data-testid="agent-list"] tbody tr')).toHaveCount(1);
    await expect(page.locator('[data-testid="agent-list"] tbody tr').first()).toContainText(username);
    await shot(page, 'agents-offline-list-en');
    await page.goto(APPLICATIONS);
    await expect(page.locator('[data-testid="agent-application-list"] tbody tr').first()).toBeVisible();
    await shot(page, 'agents-applications-en');
    await switchLanguage(page, 'zh');
  });

  test('an agent sees only their own downline in offline_formal_agent', async ({ page }) => {
    await login(page, 'agent', undefined, DOWNLINE_AGENTS);
    await expect(page.getByTestId('downline-agents')).toBeVisible();
    const rows = page.locator('[data-testid="downline-agents"] tbody tr');
    await expect(rows.first()).toBeVisible();
    const mine = await callApi<{ list: { username: string; id: number }[]; total: number }>(page, 'chance_offline_agent/agentList', {
      pageSize: 100,
    });
    await expect(rows).toHaveCount(mine.total);
    const shown = (await rows.locator('td:nth-child(2)').allInnerTexts()).map((t) => t.trim());
    expect(shown.sort()).toEqual(mine.list.map((a) => a.username).sort());
    expect(shown).toContain('agent');
    expect(shown).not.toContain('agent2');
    // An agent outside the downline (agent's own parent, id 1) is refused by the server, not only hidden.
    const token = await sessionToken(page);
    const foreign = await page.request.post('/chance_offline_agent/memberList', {
      data: { agentId: 1 },
      headers: { token: token ?? '', language: '0' },
    });
    expect((await foreign.json()).code).toBe('A0404');
    await shot(page, 'agents-downline-agent-zh');
    await page.goto('/Account_management/offline_formal');
    await expect(page.locator('[data-testid="downline-members"] tbody tr').first()).toBeVisible();
    await shot(page, 'agents-downline-members-zh');
    await page.goto('/Account_management/offline_formal_trade');
    await expect(page.locator('[data-testid="downline-trades"] tbody tr').first()).toBeVisible();
    await shot(page, 'agents-downline-trades-zh');
    await switchLanguage(page, 'en');
    await page.goto(DOWNLINE_AGENTS);
    await expect(rows.first()).toBeVisible();
    await shot(page, 'agents-downline-agent-en');
    await switchLanguage(page, 'zh');
  });
});
