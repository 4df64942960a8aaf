import { expect, test } from '@playwright/test';
import { callApi, login, logout, shot, switchLanguage } from './helpers';

const BATCH = '/money_management/manual_access/manual_deposit_batch';
const RECORD = '/money_management/manual_access/manual_deposit_record';
const FINANCE_PASSWORD = 'finance123';

test.describe('money: batch manual deposit', () => {
  test('a 200-member batch credit is previewed, submitted by admin and applied whole by finance', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    const members: string[] = [];
    for (const pageIndex of [1, 2]) {
      members.push(
        ...(await callApi<{ list: { username: string }[] }>(page, 'chance-member/list', { pageIndex, pageSize: 100 })).list.map(
          (m) => m.username,
        ),
      );
    }
    expect(new Set(members).size).toBe(200);
    const sample = [members[0], members[199]];
    const before = await Promise.all(sample.map((username) => callApi<{ cash: number }>(page, 'chance-manual/member', { username })));

    await page.goto(BATCH);
    const form = page.getByTestId('batch-form-credit');
    // Two bad lines beside the 200 good ones: an unknown member and a bad amount.
    const text = [...members.map((m) => `${m},12.50`), 'no_such_member_e2e,5', `${members[0]},abc`].join('\n');
    await form.getByTestId('batch-paste').fill(text);
    await form.getByTestId('batch-preview-button').click();
    await expect(form.getByTestId('batch-valid')).toContainText('有效 200 行，合计 ₹2,500.00');
    await expect(form.getByTestId('batch-invalid')).toContainText('有问题 2 行');
    await form.getByRole('switch', { name: '只看有问题的行' }).click();
    await expect(form.getByTestId('batch-row-201')).toContainText('会员不存在或不在权限范围内');
    await expect(form.getByTestId('batch-row-202')).toContainText('会员重复');
    await shot(page, 'money-manual-batch-preview-zh');
    await form.getByTestId('batch-reason-type').locator('..').getByRole('combobox').click();
    await page.getByRole('option', { name: '活动优惠' }).click();
    await form.getByTestId('batch-submit').click();
    await expect(page.getByRole('dialog')).toContainText('有问题的 2 行不会提交');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确认|Confirm/ })
      .click();
    await expect(page.getByText(/批量申请 B\S+ 已提交（200 位会员）/)).toBeVisible();

    const request = (
      await callApi<{ list: { id: number; requestNo: string; count: number; totalAmount: number; status: string }[] }>(
        page,
        'chance-manual/request/list',
        { kind: 'batch', direction: 'credit', pageSize: 1 },
      )
    ).list[0];
    expect(request).toMatchObject({ count: 200, totalAmount: 250_000, status: 'pending_approval' });
    const row = page.getByTestId('batch-requests-credit').locator('tbody tr').filter({ hasText: request.requestNo });
    await expect(row).toContainText('等待其他员工审核');
    expect((await callApi<{ cash: number }>(page, 'chance-manual/member', { username: sample[0] })).cash).toBe(before[0].cash);
    await logout(page);

    // finance reviews manual credits in the record screen: approving one row applies the whole batch.
    await login(
      page,
      'finance',
      FINANCE_PASSWORD,
      `${RECORD}?filter=${encodeURIComponent(JSON.stringify({ batchNo: request.requestNo }))}`,
    );
    const records = page.locator('[data-testid="manual-records-credit"] tbody tr');
    await expect(records.first()).toContainText('待审核');
    await records.first().getByRole('button', { name: '审核通过' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /确认|Confirm/ })
      .click();
    await expect(records.first()).toContainText('已入账');
    const after = await Promise.all(sample.map((username) => callApi<{ cash: number }>(page, 'chance-manual/member', { username })));
    expect(after.map((a) => a.cash)).toEqual(before.map((b) => b.cash + 1_250));
    await logout(page);

    // The maker sees the decision on the batch screen and downloads the per-row result.
    await login(page, 'admin');
    await switchLanguage(page, 'en');
    await page.goto(BATCH);
    const decided = page.getByTestId('batch-requests-credit').locator('tbody tr').filter({ hasText: request.requestNo });
    await expect(decided).toContainText('Applied');
    await expect(decided).toContainText('finance');
    await decided.scrollIntoViewIfNeeded();
    await shot(page, 'money-manual-batch-en');
    const download = page.waitForEvent('download');
    await decided.getByTestId(`batch-download-${request.id}`).click();
    expect((await download).suggestedFilename()).toBe(`${request.requestNo}.xlsx`);
  });
});
