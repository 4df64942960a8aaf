import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import ExcelJS from 'exceljs';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { parseText, parseXlsx } from '../../../plugins/money/manual/batchParse';
import { BatchApproveDialog } from '../../../plugins/money/manual/BatchApproveDialog';
import { ManualBatchForm } from '../../../plugins/money/manual/ManualBatchForm';
import type { BatchPreview, ManualRequest } from '../../../plugins/money/manual/manualCalls';
import { manualMessages } from '../../../plugins/money/manual/messages';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

describe('reading a batch list', () => {
  it('reads pasted spreadsheet rows, CSV with quotes and a header, and space-separated text', () => {
    expect(parseText('m1\t100\nm2\t250.50\n\n')).toEqual([
      { username: 'm1', amount: '100' },
      { username: 'm2', amount: '250.50' },
    ]);
    expect(parseText('\uFEFFusername,amount\r\nm1,"1,000"\r\n"m,2",5')).toEqual([
      { username: 'm1', amount: '1,000' },
      { username: 'm,2', amount: '5' },
    ]);
    expect(parseText('m1 100\n  m2   7 ')).toEqual([
      { username: 'm1', amount: '100' },
      { username: 'm2', amount: '7' },
    ]);
    // A missing amount stays a row: the preview says what is wrong with it.
    expect(parseText('m1,\nm2')).toEqual([
      { username: 'm1', amount: '' },
      { username: 'm2', amount: '' },
    ]);
  });

  it('reads the first sheet of a workbook, numbers and text alike, skipping a header row', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('list');
    sheet.addRow(['会员账号', '金额']);
    sheet.addRow(['m1', 100]);
    sheet.addRow(['m2', '250.5']);
    sheet.addRow([]);
    sheet.addRow(['m3', 0.75]);
    const rows = await parseXlsx((await book.xlsx.writeBuffer()) as ArrayBuffer);
    expect(rows).toEqual([
      { username: 'm1', amount: '100' },
      { username: 'm2', amount: '250.5' },
      { username: 'm3', amount: '0.75' },
    ]);
  });
});

const PREVIEW: BatchPreview = {
  rows: [
    { line: 1, username: 'm1', amountText: '100', amount: 10_000, memberId: 1, cash: 0, error: null },
    { line: 2, username: 'ghost', amountText: '5', amount: 500, memberId: null, cash: null, error: 'member_not_found' },
    { line: 3, username: 'm2', amountText: 'abc', amount: null, memberId: 2, cash: 0, error: 'bad_amount' },
    { line: 4, username: 'm1', amountText: '3', amount: 300, memberId: 1, cash: 0, error: 'duplicate' },
    { line: 5, username: 'm3', amountText: '250.50', amount: 25_050, memberId: 3, cash: 0, error: null },
  ],
  validCount: 2,
  validTotal: 35_050,
  invalidCount: 3,
  maxManualAmount: 1_000_000_000,
  maxBatchTotal: 10_000_000_000,
  overTotal: false,
};

function setup(
  locale: 'zh' | 'en',
  preview: BatchPreview = PREVIEW,
  ui = <ManualBatchForm direction="credit" />,
  approve: () => unknown = () => ({ id: 4, status: 'applied' }),
) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown; idempotencyKey?: string }) => {
    if (path === 'chance-manual/approve') return approve();
    if (path === 'chance-manual/deposit/batch/preview') return preview;
    if (path === 'chance-manual/deposit/batch')
      return { id: 9, requestNo: 'B1', kind: 'batch', status: 'pending_approval', count: 2, totalAmount: 35_050 };
    if (path === 'chance-manual/batch/levels') return [{ level: 2, members: 1234 }];
    return null;
  });
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { money: manualMessages.zh }),
    en: mergeMessages(hostMessages.en, { money: manualMessages.en }),
  });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as { body: Record<string, unknown>; idempotencyKey?: string });
  return { calls };
}

async function pasteAndPreview(text = 'm1,100\nghost,5\nm2,abc\nm1,3\nm3,250.50') {
  fireEvent.change(screen.getByTestId('batch-paste'), { target: { value: text } });
  fireEvent.click(screen.getByTestId('batch-preview-button'));
  return screen.findByTestId('batch-preview');
}

async function chooseReason(name: string) {
  fireEvent.mouseDown(within(screen.getByTestId('batch-form-credit')).getAllByRole('combobox').at(-1) as HTMLElement);
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('batch manual deposit form', () => {
  it('sends the pasted rows for checking and shows each problem by its translated reason (en)', async () => {
    const { calls } = setup('en');
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
    expect(screen.getByText('Preview the list before submitting it for approval')).toBeInTheDocument();
    await pasteAndPreview();
    expect(calls('chance-manual/deposit/batch/preview')[0].body).toEqual({
      rows: [
        { username: 'm1', amount: '100' },
        { username: 'ghost', amount: '5' },
        { username: 'm2', amount: 'abc' },
        { username: 'm1', amount: '3' },
        { username: 'm3', amount: '250.50' },
      ],
    });
    expect(within(screen.getByTestId('batch-row-2')).getByText('Member not found or outside your scope')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('batch-row-3')).getByText('Invalid amount (a number above 0, at most 2 decimals)'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('batch-row-3')).getByText('abc')).toBeInTheDocument();
    expect(within(screen.getByTestId('batch-row-4')).getByText('Duplicate member (only the first row is kept)')).toBeInTheDocument();
    expect(within(screen.getByTestId('batch-row-5')).getByText('₹250.50')).toBeInTheDocument();
    expect(screen.getByTestId('batch-valid')).toHaveTextContent('2 valid, total ₹350.50');
    expect(screen.getByTestId('batch-invalid')).toHaveTextContent('3 with problems');
    expect(screen.queryByText('member_not_found')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    expect(screen.queryByTestId('batch-row-1')).toBeNull();
    expect(screen.getByTestId('batch-row-2')).toBeInTheDocument();
  });

  it('labels the checks in Chinese', async () => {
    setup('zh');
    await pasteAndPreview();
    expect(within(screen.getByTestId('batch-row-2')).getByText('会员不存在或不在权限范围内')).toBeInTheDocument();
    expect(screen.getByTestId('batch-valid')).toHaveTextContent('有效 2 行，合计 ₹350.50');
  });

  it('needs a reason type, then submits only the valid rows in paise as one request with an idempotency key', async () => {
    const { calls } = setup('en');
    await pasteAndPreview();
    fireEvent.click(screen.getByTestId('batch-submit'));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.queryByText('Submit batch request')).toBeNull();
    await chooseReason('Activity bonus');
    fireEvent.click(screen.getByTestId('batch-submit'));
    expect(
      await screen.findByText(/Submit a batch request for 2 members, total ₹350.50\? The 3 rows with problems are left out/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls('chance-manual/deposit/batch')).toHaveLength(1));
    const [sent] = calls('chance-manual/deposit/batch');
    expect(sent.body).toEqual({
      rows: [
        { username: 'm1', amount: 10_000 },
        { username: 'm3', amount: 25_050 },
      ],
      reasonType: 'activity_bonus',
      remark: undefined,
      normalAudit: true,
      comprehensiveMultipleX100: 0,
    });
    expect(sent.idempotencyKey).toEqual(expect.any(String));
    // The form starts over for the next batch.
    await waitFor(() => expect(screen.queryByTestId('batch-preview')).toBeNull());
    expect(screen.getByTestId('batch-paste')).toHaveValue('');
  });

  it('a change to the list drops the preview; a total over the batch limit blocks the submit', async () => {
    setup('en', { ...PREVIEW, overTotal: true, maxBatchTotal: 30_000 });
    await pasteAndPreview();
    expect(screen.getByTestId('batch-over-total')).toHaveTextContent('The valid rows total ₹350.50, over the batch limit of ₹300.00');
    expect(screen.getByTestId('batch-submit')).toBeDisabled();
    fireEvent.change(screen.getByTestId('batch-paste'), { target: { value: 'm1,1' } });
    expect(screen.queryByTestId('batch-preview')).toBeNull();
  });

  it('picks a VIP level with one amount for each member', async () => {
    const { calls } = setup('en');
    fireEvent.click(screen.getByTestId('batch-source-vip'));
    // The levels are loaded before the choice opens.
    await screen.findByText('Every member of the level (up to 3,000)');
    fireEvent.mouseDown(within(screen.getByTestId('batch-form-credit')).getAllByRole('combobox')[0]);
    fireEvent.click(await screen.findByRole('option', { name: 'VIP 2 (1,234 members)' }));
    expect(screen.getByTestId('batch-preview-button')).toBeDisabled();
    fireEvent.change(screen.getByTestId('batch-vip-amount'), { target: { value: '25' } });
    fireEvent.click(screen.getByTestId('batch-preview-button'));
    await screen.findByTestId('batch-preview');
    expect(calls('chance-manual/deposit/batch/preview')[0].body).toEqual({ vipLevel: 2, amount: '25' });
  });
});

const REQUEST: ManualRequest = {
  id: 4,
  requestNo: 'B2026',
  kind: 'batch',
  direction: 'debit',
  status: 'pending_approval',
  count: 3,
  totalAmount: 12_000,
  amount: 4_000,
  reasonType: 'manual_withdrawal',
  remark: '',
  rejectReason: '',
  maker: 'admin',
  checker: null,
  memberId: null,
  username: null,
  createdAt: 0,
  reviewedAt: null,
};

describe('approving a batch', () => {
  it('asks, runs the progress bar while the one transaction applies, then reports every row applied', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const done = jest.fn();
    const { calls } = setup(
      'en',
      PREVIEW,
      <BatchApproveDialog request={REQUEST} onClose={jest.fn()} onDone={done} onDownload={jest.fn()} />,
      () =>
        new Promise((r) => {
          finish = r;
        }),
    );
    expect(screen.getByText('Apply batch request B2026: 3 members, total ₹120.00? All succeed or none does.')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('batch-approve-confirm'));
    expect(await screen.findByText('Applying 3 members (total ₹120.00), please wait…')).toBeInTheDocument();
    expect(screen.getByTestId('batch-progress')).not.toHaveAttribute('aria-valuenow');
    finish({ id: 4, status: 'applied' });
    expect(await screen.findByText('All 3 members applied (total ₹120.00)')).toBeInTheDocument();
    expect(screen.getByTestId('batch-progress')).toHaveAttribute('aria-valuenow', '100');
    expect(done).toHaveBeenCalled();
    expect(calls('chance-manual/approve')[0]).toMatchObject({ body: { id: 4 }, idempotencyKey: expect.any(String) });
  });

  it('shows the refusal naming the rows and that nothing changed', async () => {
    const done = jest.fn();
    setup('zh', PREVIEW, <BatchApproveDialog request={REQUEST} onClose={jest.fn()} onDone={done} onDownload={jest.fn()} />, () => {
      throw new Error('未执行任何入账：1 行会使会员可用余额不足：#2 m2 (₹60.00 > ₹50.00)');
    });
    fireEvent.click(screen.getByTestId('batch-approve-confirm'));
    expect(await screen.findByTestId('batch-approve-error')).toHaveTextContent(
      '审核未通过执行，没有任何余额变动。 未执行任何入账：1 行会使会员可用余额不足：#2 m2 (₹60.00 > ₹50.00)',
    );
    expect(done).not.toHaveBeenCalled();
  });
});
