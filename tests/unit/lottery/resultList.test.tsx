import { configure, render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import type { PeriodRecord } from '../../../plugins/lottery/lotteryCalls';
import LotteryResultList from '../../../plugins/lottery/results/LotteryResultList';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

/* Issue 39 item 12: 开奖结果 showed the kill rate as a ratio (0.2160), every other screen as a percentage. */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const PERIOD: PeriodRecord = {
  id: 77,
  gameId: 4,
  gameCode: 'WINGO_1M',
  gameName: 'Win Go 1 Min',
  shape: 'wingo',
  issueNo: '20261201010777',
  openAt: 0,
  closeAt: 0,
  drawAt: Date.parse('2026-12-01T10:00:00Z'),
  status: 4,
  statusName: 'settled',
  result: [7],
  resultSource: 'house',
  seedHash: 'ab'.repeat(32),
  seed: 'cd'.repeat(32),
  betCount: 10,
  bettorCount: 4,
  totalBet: 100_000,
  totalFee: 2_000,
  winningAmount: 76_440,
  killRate: 0.216,
  profitLossPct: 21.6,
  houseProfit: 21_600,
  drawnAt: null,
  settledAt: null,
  drawError: null,
  settleError: null,
};

function renderList(locale: 'zh' | 'en') {
  const request = jest.fn(async (path: string) => {
    if (path === 'chance-period/list') return { list: [PERIOD], total: 1 };
    if (path === 'chance-game/list') return { list: [{ id: 4, code: 'WINGO_1M', name: 'Win Go 1 Min', shape: 'wingo' }], total: 1 };
    return { list: [], total: 0 };
  });
  const dataProvider = createChanceDataProvider(lotteryPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, lotteryZh), en: mergeMessages(hostMessages.en, lotteryEn) });
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
        <LotteryResultList />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('draw results list', () => {
  it.each(['zh', 'en'] as const)('shows the kill rate as a percentage (%s)', async (locale) => {
    renderList(locale);
    const list = await screen.findByTestId('lottery-result-list');
    expect(await within(list).findByText('21.60%')).toBeInTheDocument();
    expect(within(list).queryByText('0.2160')).toBeNull();
  });
});
