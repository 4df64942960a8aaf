// The report endpoints: server-side p95 of every report over 30 and 90 days (sequential requests,
// as one analyst clicks), and the first chart paint of daily_overview in a cold headless Chromium.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const ANALYST = [
  'daily_overview',
  'daily_membership_statistice',
  'daily_notes_statistics',
  'daily_fund_statistics',
  'incoming_outgoing_summary',
  'gameFundSummary',
  'statisticsType1',
  'statisticsType2',
  'statisticsType3',
  'statisticsType4',
  'statisticsType5',
  'analysis/bettingStatistics',
  'analysis/fundingStatistics',
  'analysis/memberStatistics',
  'analysis/overview',
];
const AGENT = ['member_report', 'team_report'];
const BUDGET_MS = 300;

const pct = (sorted, q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));
const bombayDate = (ms) => new Date(ms + 19_800_000).toISOString().slice(0, 10);

async function timeOne(baseURL, token, path, days, runs) {
  const now = Date.now();
  const body = { from: bombayDate(now - (days - 1) * 86_400_000), to: bombayDate(now) };
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const res = await fetch(`${baseURL}/chance_report/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, language: '0' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    times.push(performance.now() - t);
    if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: pct(times, 0.5), p95Ms: pct(times, 0.95) };
}

export async function reportApiReport(baseURL, adminToken, agentToken, runs = 10) {
  const out = {};
  for (const days of [30, 90]) {
    for (const path of ANALYST) out[`${path}@${days}d`] = await timeOne(baseURL, adminToken, path, days, runs);
    for (const path of AGENT) out[`${path}@${days}d`] = await timeOne(baseURL, agentToken, path, days, runs);
  }
  const worst = Math.max(...Object.values(out).map((r) => r.p95Ms));
  return { runs, budgetMs: BUDGET_MS, worstP95Ms: worst, withinBudget: worst <= BUDGET_MS, reports: out };
}

export async function reportPaintReport(baseURL, token, runs = 3) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext();
      await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await ctx.newPage();
      const t0 = Date.now();
      await page.goto(`${baseURL}/report_management/daily_data/daily_overview`);
      await page.locator('[data-testid="report-chart"] .recharts-surface').first().waitFor({ timeout: 60_000 });
      times.push(Date.now() - t0);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { runs, firstChartPaintMedianMs: times[Math.floor(times.length / 2)], allMs: times };
}

// Standalone: `node bench/report.mjs http://127.0.0.1:8808 [--paint]` against a server already
// running on the database to measure (npm run bench runs the same functions on its own servers).
if (import.meta.url === `file://${process.argv[1]}`) {
  const { login } = await import('./api.mjs');
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:8788';
  const admin = await login(baseURL);
  const out = { api: await reportApiReport(baseURL, admin, await login(baseURL, 'agent', 'agent123')) };
  if (process.argv.includes('--paint')) out.paint = await reportPaintReport(baseURL, admin);
  console.log(JSON.stringify(out, null, 2));
}
