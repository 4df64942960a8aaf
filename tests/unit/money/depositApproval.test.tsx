import { useState } from 'react';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, useRefresh } from 'react-admin';
import { ApproveDepositDialog } from '../../../plugins/money/orders/DepositDialogs';
import type { DepositOrder } from '../../../plugins/money/orders/orderCalls';
import moneyZh from '../../../plugins/money/messages.zh';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const ORDER: DepositOrder = {
  id: 31,
  orderNo: 'D20261201AAA',
  memberId: 9,
  username: 'rahul11',
  kind: 'company',
  amount: 500_000,
  bonus: 0,
  creditedAmount: 0,
  status: 1,
  isFirst: 0,
  channelId: 2,
  payerName: 'Rahul',
  utr: '123456789012',
  remark: '',
  rejectReason: '',
  reviewedBy: null,
  reviewedAt: null,
  balanceAfter: null,
  createdAt: 0,
};
const OFFER = { rule: null, offered: 0, max: 10_000, isFirstDeposit: false, approvedToday: 0 };
const NOT_PENDING = '订单状态已变更（已被处理），无法执行此操作';

/** The company-income list's part in this: the dialog opens from a row, and a decision refreshes the list (react-admin's refresh invalidates every query). */
function Screen() {
  const [open, setOpen] = useState(true);
  const refresh = useRefresh();
  return open ? <ApproveDepositDialog record={ORDER} onClose={() => setOpen(false)} onDone={refresh} /> : <span data-testid="closed" />;
}

function setup() {
  let status = 1;
  const errors: string[] = [];
  // The server's answers: the offer only for a pending order (order_not_pending otherwise, which the http layer shows as a red toast).
  const action = jest.fn(async (_resource: string, name: string) => {
    if (name === 'bonusOffer') {
      if (status !== 1) {
        errors.push(NOT_PENDING);
        throw new Error(NOT_PENDING);
      }
      return OFFER;
    }
    if (name === 'approve') {
      status = 2;
      return { credited: 500_000, isFirst: 0 };
    }
    return null;
  });
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, moneyZh), en: hostMessages.en });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], 'zh', [{ locale: 'zh', name: '中文' }], { allowMissing: true });
  render(
    <AdminContext
      i18nProvider={i18n}
      authProvider={fakeAuthProvider()}
      dataProvider={{ ...fakeDataProvider(), action }}
      store={memoryStore()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Screen />
    </AdminContext>,
  );
  const offerCalls = () => action.mock.calls.filter((c) => c[1] === 'bonusOffer').length;
  return { action, errors, offerCalls };
}

describe('approving a company deposit', () => {
  it('asks for the bonus offer once, and not again once the order is approved', async () => {
    const { action, errors, offerCalls } = setup();
    expect(await screen.findByTestId('bonus-offer')).toBeInTheDocument();
    const save = screen.getByTestId('order-dialog-save');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByTestId('closed')).toBeInTheDocument();
    await waitFor(() => expect(action.mock.calls.some((c) => c[1] === 'approve')).toBe(true));
    // Give a refetch the list's refresh may have started time to land.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(offerCalls()).toBe(1);
    expect(errors).toEqual([]);
  });
});
