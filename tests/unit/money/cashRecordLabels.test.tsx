import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { membersMessages } from '../../../plugins/account/members/messages';
import moneyEn from '../../../plugins/money/messages.en';
import moneyZh from '../../../plugins/money/messages.zh';
import CashRecordList from '../../../plugins/money/records/CashRecordList';
import { businessNumber, MEMBER_JOURNAL_TYPES } from '../../../plugins/money/shared/cashRecords';
import { JOURNAL_TYPES as SERVER_JOURNAL_TYPES } from '../../../server/domain/ledgerModel';
import { JOURNAL_TYPES } from '../../../shared/journalTypes';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

/*
 * Issue 39 item 6: 会员资金记录 showed vip_reward, yuebao_in as they are stored (and neither was in
 * the type filter), and 业务单号 showed withdraw_freeze:W…. Every journal type the ledger can
 * post to a member (shared/journalTypes.ts, the list validateJournal holds every writer to) has a
 * label in zh and en and a filter entry, and the reference reads as the business number.
 */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, moneyZh), en: mergeMessages(hostMessages.en, moneyEn) });
const lookup = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** A business key of each type, shaped as its writer makes it (server/domain/ledgerJournals.ts and the plugins' journals). */
const KEY_OF: Record<string, string> = {
  withdraw_freeze: 'withdraw_freeze:W20261201123',
  yuebao_in: 'yuebao_in:2287:r-77',
  task_reward: 'task:8:2026-12-01:2287',
};
const ROWS = MEMBER_JOURNAL_TYPES.map((type, i) => ({
  id: 1000 - i,
  memberId: 2287,
  username: 'rahul11',
  bucket: 'cash',
  type,
  amount: 10_000,
  balanceAfter: 50_000,
  reference: KEY_OF[type] ?? `${type}:R${i}`,
  remark: '',
  operator: null,
  createdAt: Date.UTC(2026, 11, 1),
}));

function renderList(locale: 'zh' | 'en') {
  const request = jest.fn(async (path: string) =>
    path === 'chance-member-cash-record/list' ? { list: ROWS, total: ROWS.length, totalCapped: false } : null,
  );
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http, { download: jest.fn() });
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
        <CashRecordList />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('journal type labels', () => {
  it('the server validates journals against the shared list the console reads', () => {
    expect(SERVER_JOURNAL_TYPES).toBe(JOURNAL_TYPES);
  });

  it('labels every type the ledger can post to a member, in zh and en (money.records.type)', () => {
    for (const lang of ['zh', 'en'] as const) {
      const missing = MEMBER_JOURNAL_TYPES.filter((type) => typeof lookup(messages[lang], `money.records.type.${type}`) !== 'string');
      expect([lang, missing]).toEqual([lang, []]);
    }
  });

  it("labels every journal type on the member detail's ledger tab too (account.members.journalTypes)", () => {
    for (const lang of ['zh', 'en'] as const) {
      const missing = JOURNAL_TYPES.filter((type) => typeof lookup(membersMessages[lang], `members.journalTypes.${type}`) !== 'string');
      expect([lang, missing]).toEqual([lang, []]);
    }
  });

  it('reads a business key as its business number', () => {
    expect(businessNumber('withdraw_freeze:W20261201123')).toBe('W20261201123');
    expect(businessNumber('task:8:2026-12-01:2287')).toBe('8 · 2026-12-01 · 2287');
    expect(businessNumber('D20261201001')).toBe('D20261201001');
  });
});

describe.each(['zh', 'en'] as const)('member_cash_record in %s', (locale) => {
  it('shows labels and business numbers, never stored keys, and offers every type in the filter', async () => {
    renderList(locale);
    const label = (type: string) => lookup(messages[locale], `money.records.type.${type}`) as string;
    expect(await screen.findByText('W20261201123')).toBeInTheDocument();
    // The host table renders a long page in steps.
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(ROWS.length));
    const cells = [...document.querySelectorAll('tbody td')].map((td) => td.textContent ?? '');
    // A stored key: a snake_case word, or a word followed by a colon and more (withdraw_freeze:W…, register:10000).
    expect(cells.filter((text) => /[a-z]+_[a-z]+|^[a-z]+:\S/.test(text))).toEqual([]);
    for (const type of MEMBER_JOURNAL_TYPES) expect([type, screen.getAllByText(label(type)).length > 0]).toEqual([type, true]);

    fireEvent.mouseDown(within(document.querySelector('[data-testid="cash-record-list"]') as HTMLElement).getAllByRole('combobox')[0]);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    for (const type of MEMBER_JOURNAL_TYPES) expect([type, options.includes(label(type))]).toEqual([type, true]);
  });
});
