// Time to first contentful paint of the login page and of Home, median of several cold loads
// in headless Chromium (each run a fresh browser context: no cache).
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function fcp(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const done = () => {
          const e = performance.getEntriesByName('first-contentful-paint')[0];
          if (e) resolve(e.startTime);
          else setTimeout(done, 50);
        };
        done();
      }),
  );
}

export async function firstPaintReport(baseURL, token, runs = 7) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const login = [];
  const home = [];
  const homeCards = [];
  try {
    for (let i = 0; i < runs; i++) {
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      await page.goto(`${baseURL}/login`);
      login.push(await fcp(page));
      await ctx.close();

      const ctx2 = await browser.newContext();
      await ctx2.addInitScript((t) => localStorage.setItem('token', t), token);
      const page2 = await ctx2.newPage();
      const t0 = Date.now();
      await page2.goto(`${baseURL}/dashboard`);
      home.push(await fcp(page2));
      await page2.getByTestId('kpi-members').getByText(/\d/).first().waitFor({ timeout: 30_000 });
      homeCards.push(Date.now() - t0);
      await ctx2.close();
    }
  } finally {
    await browser.close();
  }
  const r = (xs) => Number(median(xs).toFixed(0));
  return { runs, loginFcpMs: r(login), homeFcpMs: r(home), homeKpiVisibleMs: r(homeCards) };
}
