import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import account from '../../../plugins/account';
import MyCommission from '../../../plugins/account/commission/MyCommission';
import PeriodList from '../../../plugins/account/commission/PeriodList';
import TemplateList from '../../../plugins/account/commission/TemplateList';
import type { PeriodRecord, TemplateRecord } from '../../../plugins/account/commission/calls';
import { commissionMessages as en } from '../../../plugins/account/commission/messages.en';
import { commissionMessages as zh } from '../../../plugins/account/commission/messages.zh';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

/*
 * Issue 40: the commission screens state what the server counts. The template list and form name
 * every condition of an active member (server/commission/lineInputs.ts: an approved deposit
 * reviewed in the period, and valid bets in the period at least the template's minimum) beside the
 * number required; the period and own-commission screens state the move rule and that approved
 * and paid periods never change; a period whose inputs changed says so, by its state.
 */

type Locale = 'zh' | 'en';
/** The move rule as the screens show it (the refresh job's interval filled in). */
const moveRule = (locale: Locale) => (locale === 'en' ? en : zh).commission.moveRule.replace('%{minutes}', '15');

/** Each condition of an active member, as each language must state it (dropping one fails here). */
const ACTIVE_CONDITIONS: Record<Locale, { name: string; text: RegExp }[]> = {
  en: [
    { name: 'members required', text: /^3, each/ },
    { name: 'approved deposit in the period', text: /approved deposit in the period/ },
    { name: 'valid bets at least the minimum', text: /valid bets ≥ ₹500\.00/ },
  ],
  zh: [
    { name: 'members required', text: /^3 名/ },
    { name: 'approved deposit in the period', text: /本期有已通过的存款/ },
    { name: 'valid bets at least the minimum', text: /有效投注 ≥ ₹500\.00/ },
  ],
};
const HELP_CONDITIONS: Record<Locale, RegExp[]> = {
  en: [/approved deposit/, /valid bets reach this amount/],
  zh: [/已审核通过的存款/, /有效投注达到此金额/],
};

const TEMPLATE: TemplateRecord = {
  id: 1,
  name: 'Standard',
  isDefault: true,
  agents: 2,
  pending: null,
  revisions: 1,
  effectiveFrom: Date.UTC(2026, 0, 1),
  basis: 'profit',
  tiers: [{ from: 0, bps: 1000 }],
  gameRebates: [],
  minActiveMembers: 3,
  minActiveBet: 50_000,
  deductDepositFee: true,
  deductWithdrawFee: true,
  deductBonus: true,
  deductRebate: true,
};

const stored = {
  computedKind: 'staff',
  computedAt: Date.UTC(2026, 10, 30),
  approvedBy: null,
  approvedAt: null,
  paidBy: null,
  paidAt: null,
};
const PERIODS: PeriodRecord[] = [
  {
    ...stored,
    id: 'W2026-11-23',
    periodKey: 'W2026-11-23',
    start: Date.UTC(2026, 10, 22, 18, 30),
    end: Date.UTC(2026, 10, 29, 18, 30),
    status: 'computed',
    computedBy: 'admin',
    computedKind: 'staff',
    lines: 4,
    totalPayable: 120_000,
    inputsChanged: [],
  },
  {
    ...stored,
    id: 'W2026-11-16',
    periodKey: 'W2026-11-16',
    start: Date.UTC(2026, 10, 15, 18, 30),
    end: Date.UTC(2026, 10, 22, 18, 30),
    status: 'paid',
    computedBy: 'admin',
    computedKind: 'staff',
    approvedBy: 'checker',
    approvedAt: Date.UTC(2026, 10, 24),
    paidBy: 'checker',
    paidAt: Date.UTC(2026, 10, 24),
    lines: 4,
    totalPayable: 90_000,
    inputsChanged: [],
  },
];

/** A screen as the console's <Resource> route renders it: inside its resource's context. */
function renderScreen(ui: ReactNode, locale: Locale, periods: PeriodRecord[] = PERIODS, resource = 'commissionTemplate') {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-commission-template/list') return { list: [TEMPLATE], total: 1 };
    if (path === 'chance-commission-period/list') return { list: periods, total: periods.length, cycle: 'weekly', nextCycle: null };
    if (path === 'chance-commission-period/cycle') return { cycle: 'weekly', next: null };
    if (path === 'chance-commission-line/list' || path === 'chance-commission-adjustment/list') return { list: [], total: 0 };
    return null;
  });
  const dataProvider = createChanceDataProvider(account.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { account: zh }),
    en: mergeMessages(hostMessages.en, { account: en }),
  });
  const i18n = polyglotI18nProvider((l) => messages[l as Locale], locale, [{ locale, name: locale }], { allowMissing: true });
  const view = render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...view, request };
}

describe.each(['en', 'zh'] as const)('commission screens (%s)', (locale) => {
  it('the template list states every condition of an active member', async () => {
    renderScreen(<TemplateList />, locale);
    const row = (await screen.findByText('Standard')).closest('tr')!;
    const cell = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent ?? '')
      .find((text) => ACTIVE_CONDITIONS[locale].some((c) => c.text.test(text)));
    expect(cell).toBeDefined();
    for (const condition of ACTIVE_CONDITIONS[locale]) expect([condition.name, condition.text.test(cell!)]).toEqual([condition.name, true]);
  });

  it('the template form (opened from the list) states both conditions beside the minimum bet', async () => {
    renderScreen(<TemplateList />, locale);
    fireEvent.click(await screen.findByTestId('template-edit-1'));
    const dialog = await screen.findByRole('dialog');
    const help = within(dialog).getByText((_, el) => el?.tagName === 'P' && HELP_CONDITIONS[locale][0].test(el.textContent ?? ''));
    for (const text of HELP_CONDITIONS[locale]) expect(help.textContent).toMatch(text);
  });

  it('the period list states the move rule, with the refresh interval and that approved and paid periods never change', async () => {
    renderScreen(<PeriodList />, locale, PERIODS, 'commissionPeriod');
    expect(await screen.findByTestId('status-W2026-11-23')).toBeInTheDocument();
    expect(screen.getByTestId('commission-move-rule').textContent).toBe(moveRule(locale));
    expect(moveRule(locale)).toMatch(
      locale === 'en'
        ? /whole history.*within 15 minutes.*approved and paid periods never change/
        : /全部历史.*15 分钟内.*已审核和已发放的周期永不改变/,
    );
    // A computed period is recomputed by the job, not flagged; a paid one is never checked.
    expect(screen.queryByTestId('inputs-changed-W2026-11-23')).toBeNull();
    expect(screen.queryByTestId('inputs-changed-W2026-11-16')).toBeNull();
  });

  it('approving sends the computedAt of the figures shown, so figures the refresh job replaced meanwhile are not approved', async () => {
    const { request } = renderScreen(<PeriodList />, locale, PERIODS, 'commissionPeriod');
    fireEvent.click(await screen.findByTestId('approve-W2026-11-23'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    await waitFor(() =>
      expect(request.mock.calls.find((c) => c[0] === 'chance-commission-period/approve')?.[1]?.body).toEqual({
        periodKey: 'W2026-11-23',
        computedAt: PERIODS[0].computedAt,
      }),
    );
  });

  it('an approved period whose inputs changed says its figures stand', async () => {
    const approved: PeriodRecord = {
      ...PERIODS[0],
      status: 'approved',
      approvedBy: 'checker',
      approvedAt: Date.UTC(2026, 11, 1),
      inputsChanged: [3, 4],
    };
    renderScreen(<PeriodList />, locale, [approved], 'commissionPeriod');
    const flag = (await screen.findByTestId('inputs-changed-W2026-11-23')).textContent;
    expect(flag).toContain(locale === 'en' ? 'an approved period never changes' : '已审核的周期不再改变');
  });

  it("an agent's own commission screen states the move rule", async () => {
    renderScreen(<MyCommission />, locale, PERIODS, 'commissionLine');
    expect((await screen.findByTestId('commission-move-rule')).textContent).toBe(moveRule(locale));
  });
});
