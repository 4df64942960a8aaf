import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core run inside the page, loaded once per document. @axe-core/playwright's analyze() injects
 * the 1.3 MB script again and opens a blank page to merge results on every call, which cost the
 * screen walk 1–4 s per screen; the walk moves inside one document, so one load serves every
 * screen. Only violations are collected (not the passes), and only serious and critical ones are
 * returned, as "rule ×count: first two targets".
 */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (selector) => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    const { violations } = await inPage.run(selector ? { include: [selector] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      resultTypes: ['violations'],
    });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} ×${v.nodes.length}: ${v.nodes
            .slice(0, 2)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
  }, within);
}
