// The formal member list: p50/p95 of chance-member/list over real HTTP (200 requests, each with a
// filter and a sort, as staff use it), and the time until the list page shows its first row in a
// cold headless Chromium (median of several runs).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const QUERIES = [
  { sortField: 'balance', sortOrder: 'DESC' },
  { customerClass: 'D', sortField: 'createdAt', sortOrder: 'DESC' },
  { status: 0, sortField: 'lastLoginAt', sortOrder: 'DESC' },
  { firstCharged: 1, sortField: 'totalRecharge', sortOrder: 'DESC' },
  { phone: '98', sortField: 'id', sortOrder: 'ASC' },
  { username: 'ra', sortField: 'balance', sortOrder: 'ASC' },
  { vipLevel: 1, sortField: 'totalBet', sortOrder: 'DESC' },
  { online: 0, sortField: 'createdAt', sortOrder: 'ASC' },
];

const pct = (sorted, q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));

export async function memberListApiReport(baseURL, token, requests = 200, concurrency = 4) {
  const latencies = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        const body = { pageIndex: 1 + (i % 5), pageSize: 20, ...QUERIES[i % QUERIES.length] };
        const t = performance.now();
        const res = await fetch(`${baseURL}/chance-member/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token, language: '0' },
          body: JSON.stringify(body),
        });
        const json = await res.json();
        latencies.push(performance.now() - t);
        if (json.code !== 200) failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { requests, concurrency, failed, p50Ms: pct(latencies, 0.5), p95Ms: pct(latencies, 0.95), maxMs: pct(latencies, 1) };
}

export async function memberListRenderReport(baseURL, token, runs = 5) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const times = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext();
      await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
      const page = await ctx.newPage();
      const t0 = Date.now();
      await page.goto(`${baseURL}/Account_management/vip/formal`);
      await page.locator('[data-testid="member-list"] tbody tr').first().waitFor({ timeout: 30_000 });
      times.push(Date.now() - t0);
      await ctx.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return { runs, firstRowVisibleMs: times[Math.floor(times.length / 2)], worstMs: times[times.length - 1] };
}
