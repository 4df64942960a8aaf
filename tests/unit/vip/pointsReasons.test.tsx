import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import vipPlugin from '../../../plugins/vip';
import { vipMessages } from '../../../plugins/vip/messages';
import PointsLedgerList from '../../../plugins/vip/points/PointsLedgerList';
import { upgradeKey } from '../../../plugins/vip/server/levelRules';
import { claimKey } from '../../../plugins/vip/server/tasks/taskRules';
import { parsePointsRef, POINTS_REASON_KEYS, POINTS_REASONS, pointsRef } from '../../../plugins/vip/shared/pointsLedger';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

/*
 * Issue 39 item 6: 积分明细 原因 showed refs as stored (task:8:2026-12-01:2287, register:10000).
 * Every reason a writer records (plugins/vip/shared/pointsLedger.ts) reads as a sentence with its
 * parameters in zh and en, has a filter entry, and every writer builds its ref from that list.
 */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const messages = buildMessages({
  zh: mergeMessages(hostMessages.zh, { vip: vipMessages.zh }),
  en: mergeMessages(hostMessages.en, { vip: vipMessages.en }),
});
const text = (lang: 'zh' | 'en', key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages[lang]);

const REFS = [
  pointsRef('task', { taskId: 8, period: '2026-12-01', memberId: 2287 }),
  pointsRef('register', { memberId: 10000 }),
  pointsRef('deposit', { orderNo: 'D20261201007' }),
  pointsRef('vip_upgrade', { memberId: 2287, level: 3 }),
  pointsRef('adjust', { requestId: 6 }),
  pointsRef('lucky_draw', { drawId: 41 }),
  pointsRef('task', { taskId: 9, period: 'once', memberId: 2287 }),
];
const LEDGER = REFS.map((ref, i) => ({
  id: 100 - i,
  memberId: 2287,
  username: 'rahul11',
  kind: 'promotion',
  amount: 10,
  balanceAfter: 10 * (i + 1),
  ref,
  reason: null,
  operator: null,
  checker: null,
  createdAt: Date.UTC(2026, 11, 1),
}));

function setup(locale: 'zh' | 'en') {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) =>
    path === 'chance-vip-points/ledger' ? { list: LEDGER, total: LEDGER.length } : null,
  );
  const dataProvider = createChanceDataProvider(vipPlugin.resources, { request } as unknown as Http, { download: jest.fn() });
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
        <PointsLedgerList />
      </AdminContext>
    </MemoryRouter>,
  );
  return (path: string) => request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
}

describe('points ledger reasons', () => {
  it('has a sentence and a filter name for every reason, in zh and en, using only the parameters its ref carries', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const reason of POINTS_REASON_KEYS) {
        const sentence = text(lang, `vip.points.refReason.${reason}`);
        expect([lang, reason, typeof sentence, typeof text(lang, `vip.points.reasonName.${reason}`)]).toEqual([
          lang,
          reason,
          'string',
          'string',
        ]);
        const used = [...String(sentence).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);
        expect([lang, reason, used.filter((name) => !(POINTS_REASONS[reason] as readonly string[]).includes(name))]).toEqual([
          lang,
          reason,
          [],
        ]);
      }
    }
  });

  it('reads back every ref the writers build, the task claim and VIP upgrade keys included', () => {
    expect(parsePointsRef(claimKey(8, '2026-12-01', 2287))).toEqual({
      reason: 'task',
      params: { taskId: '8', period: '2026-12-01', memberId: '2287' },
    });
    expect(parsePointsRef(upgradeKey(2287, 3))).toEqual({ reason: 'vip_upgrade', params: { memberId: '2287', level: '3' } });
    for (const ref of REFS) expect([ref, parsePointsRef(ref) !== null]).toEqual([ref, true]);
    expect(parsePointsRef('something:else')).toBeNull();
  });

  it('has every writer of points rows build its ref with pointsRef, never by hand', () => {
    const under = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => join(dir, f));
    const plugins = readdirSync('plugins', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join('plugins', d.name, 'server'))
      .filter((dir) => existsSync(dir));
    const sources = [...plugins.flatMap(under), ...under('demo/seed')];
    const writers = sources.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return /insertInto\('points_ledger'\)|rows\.points\.push|pointRows\.push/.test(source);
    });
    expect(writers.length).toBeGreaterThanOrEqual(4);
    for (const file of writers) {
      const handBuilt =
        readFileSync(file, 'utf8').match(/ref: `[a-z_]+:\$\{|`(register|deposit|task|vip_upgrade|adjust|lucky_draw):\$\{/g) ?? [];
      expect([file, handBuilt]).toEqual([file, []]);
    }
  });
});

describe.each(['zh', 'en'] as const)('integral_detail in %s', (locale) => {
  it('shows each reason as a sentence with its parameters, never the stored ref, and filters by reason', async () => {
    const calls = setup(locale);
    const sentence = (key: string, params: Record<string, string>) =>
      Object.entries(params).reduce((s, [name, value]) => s.replace(`%{${name}}`, value), text(locale, key) as string);
    expect(await screen.findByText(sentence('vip.points.refReason.task', { taskId: '8', period: '2026-12-01' }))).toBeInTheDocument();
    expect(screen.getByText(locale === 'zh' ? '任务奖励 #8 · 2026-12-01' : 'Task reward #8 · 2026-12-01')).toBeInTheDocument();
    expect(
      screen.getByText(sentence('vip.points.refReason.task', { taskId: '9', period: text(locale, 'vip.points.oncePeriod') as string })),
    ).toBeInTheDocument();
    expect(screen.getByText(sentence('vip.points.refReason.register', {}))).toBeInTheDocument();
    expect(screen.getByText(sentence('vip.points.refReason.deposit', { orderNo: 'D20261201007' }))).toBeInTheDocument();
    expect(screen.getByText(sentence('vip.points.refReason.vip_upgrade', { level: '3' }))).toBeInTheDocument();
    expect(screen.getByText(sentence('vip.points.refReason.lucky_draw', { drawId: '41' }))).toBeInTheDocument();
    const cells = [...document.querySelectorAll('tbody td')].map((td) => td.textContent ?? '');
    expect(cells.filter((cell) => /^[a-z_]+:\S/.test(cell) || /%\{/.test(cell))).toEqual([]);

    const filter = document.querySelector('input[name="reason"]')?.parentElement?.querySelector('[role="combobox"]') as HTMLElement;
    fireEvent.mouseDown(filter);
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    for (const reason of POINTS_REASON_KEYS)
      expect([reason, options.includes(text(locale, `vip.points.reasonName.${reason}`) as string)]).toEqual([reason, true]);
    fireEvent.click(screen.getByRole('option', { name: text(locale, 'vip.points.reasonName.task') as string }));
    await waitFor(() => expect(calls('chance-vip-points/ledger').at(-1)).toMatchObject({ reason: 'task' }));
  });
});
