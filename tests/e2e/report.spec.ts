import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { login, sessionToken, shot, switchLanguage } from './helpers';

/*
 * The report screens in Chromium: every analyst report draws its chart and table (zh and en
 * screenshots), presets change the range, a cell opens its rows in a popup panel, the
 * exports are a real spreadsheet and a PNG, and an agent's team report shows only its own tree.
 */

const BASE = '/report_management';
const ANALYST = [
  'daily_data/daily_overview',
  'daily_data/daily_membership_statistice',
  'daily_data/daily_notes_statistics',
  'daily_data/daily_fund_statistics',
  'incoming_outgoing_summary',
  'bettingStatistics/gameFundSummary',
  'bettingStatistics/statisticsType1',
  'bettingStatistics/statisticsType2',
  'bettingStatistics/statisticsType3',
  'bettingStatistics/statisticsType4',
  'bettingStatistics/statisticsType5',
  'statisticalAnalysis/bettingStatistics',
  'statisticalAnalysis/fundingStatistics',
  'statisticalAnalysis/memberStatistics',
  'statisticalAnalysis/overview',
];

/** The report drawn: chart surface (or the empty notice) and the totals row. */
async function reportReady(page: Page) {
  // Each report reads today live from the raw rows: up to seconds on the default demo under load.
  await expect(page.getByTestId('report-totals')).toBeVisible({ timeout: 45_000 });
  await expect(
    page
      .getByTestId('report-chart')
      .locator('.recharts-surface')
      .first()
      .or(page.getByText(/没有数据|No data/)),
  ).toBeVisible();
}

test.describe('reports', () => {
  test('every analyst report draws its chart and table, in zh and en', async ({ page }) => {
    test.setTimeout(900_000);
    await login(page, 'admin');
    await switchLanguage(page, 'zh');
    for (const locale of ['zh', 'en'] as const) {
      if (locale === 'en') {
        await switchLanguage(page, 'en');
        // The switch reloads the screen in view; let it settle before moving on.
        await page.waitForLoadState('load');
        await reportReady(page);
      }
      for (const path of ANALYST) {
        await page.goto(`${BASE}/${path}`);
        await reportReady(page);
        await shot(page, `report-${path.replace('/', '-')}-${locale}`);
      }
    }
    await switchLanguage(page, 'zh');
  });

  test('presets change the range, a deposit cell opens its popup panel, exports are a spreadsheet and a PNG', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin', undefined, `${BASE}/daily_data/daily_overview`);
    await reportReady(page);
    const rows = page.getByTestId('report-table').locator('tbody tr');
    await expect(rows).toHaveCount(7);
    await page.getByTestId('preset-last30').click();
    await expect(rows).toHaveCount(30);
    await page.getByTestId('preset-yesterday').click();
    await expect(rows).toHaveCount(1);
    await page.getByTestId('preset-last7').click();
    await expect(rows).toHaveCount(7);
    await expect(page.getByTestId('report-change')).toContainText('%');

    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
    expect(sheet.suggestedFilename()).toMatch(/^daily_overview_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    // An xlsx is a zip archive holding the workbook part.
    const bytes = readFileSync(await sheet.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
    const [picture] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-png').click()]);
    expect(picture.suggestedFilename()).toMatch(/\.png$/);
    expect(
      readFileSync(await picture.path())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // A deposit cell offers both deposit kinds' popup panels (popup-report.spec checks the figures).
    await page.getByTestId('drill-depositAmount').first().click();
    await page.getByTestId('drill-depositAmount-17').click();
    await expect(page.getByTestId('popup-paper')).toHaveAttribute('data-panel', '17');
    await expect(page).toHaveURL(/\/daily_data\/daily_overview\?.*popup=17/);
    const presets = JSON.parse(new URL(page.url()).searchParams.get('popupFilter') as string);
    expect(presets).toMatchObject({ status: 2, timeOn: 'reviewed', formal: 1 });
    expect(presets.timeRange).toHaveLength(2);
  });

  test("an agent's team report shows only its own tree and drills down with a breadcrumb", async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, 'agent', undefined, `${BASE}/team_report`);
    await reportReady(page);
    const trail = page.getByTestId('team-trail');
    await expect(trail).toHaveText('agent');
    const token = await sessionToken(page);
    const mine = await page.request.post('/chance_offline_agent/selectList', {
      data: { pageSize: 100 },
      headers: { token: token ?? '', language: '0' },
    });
    const allowed = new Set(((await mine.json()).data.list as { username: string }[]).map((a) => a.username));
    const labels = await page.getByTestId('report-table').locator('tbody th').allTextContents();
    // A sub-agent's name, or the caller's own "agent（直属会员）" / "agent (direct members)" row.
    for (const label of labels)
      expect([label, allowed.has(label.replace(/（直属会员）$| \(direct members\)$/, ''))]).toEqual([label, true]);
    expect(labels.join()).not.toContain('agent2');
    await shot(page, 'report-team_report-zh');
    const drill = page.getByTestId('team-drill').first();
    if (await drill.count()) {
      const name = (await drill.textContent()) as string;
      await drill.click();
      await expect(trail).toHaveText(new RegExp(`agent.*${name}`));
      await trail.getByRole('button', { name: 'agent' }).click();
      await expect(trail).toHaveText('agent');
    }
    await switchLanguage(page, 'en');
    await reportReady(page);
    await shot(page, 'report-team_report-en');
    await page.goto(`${BASE}/member_report`);
    await reportReady(page);
    // The member report comes 50 members at a time: next and back again.
    const next = page.getByTestId('page-next');
    if ((await next.count()) > 0 && (await next.isEnabled())) {
      const first = (await page.getByTestId('report-table').locator('tbody th').first().textContent()) as string;
      await next.click();
      await expect(page.getByTestId('keyset-pager')).toContainText('Page 2');
      await expect(page.getByTestId('report-table').locator('tbody th').first()).not.toHaveText(first);
      await page.getByTestId('page-prev').click();
      await expect(page.getByTestId('keyset-pager')).toContainText('Page 1');
    }
    await shot(page, 'report-member_report-en');
    await switchLanguage(page, 'zh');
    await reportReady(page);
    await shot(page, 'report-member_report-zh');
  });
});
