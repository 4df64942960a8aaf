import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import { ReportFrame } from '../../../plugins/report/frame/ReportFrame';
import { prefetchReport } from '../../../plugins/report/reportQuery';
import { columnDefinition } from '../../../plugins/report/frame/ReportTable';
import { SCREENS } from '../../../plugins/report/screens';
import type { ReportAnswer } from '../../../plugins/report/types';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import reportEn from '../../../plugins/report/messages.en';
import reportZh from '../../../plugins/report/messages.zh';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider, testI18nProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

// recharts draws nothing at jsdom's zero size: the stand-in lists what the chart was given, in order.
jest.mock('../../../plugins/report/frame/ReportChart', () => ({
  ReportChart: ({ data }: { data: { name: string }[] }) => (
    <ol data-testid="report-chart">
      {data.map((d) => (
        <li key={d.name}>{d.name}</li>
      ))}
    </ol>
  ),
}));
// The filters are another screen part (and their date boxes another change): not what is tested
// here, but whether they may ask for their lookups yet.
const mockLookups: boolean[] = [];
jest.mock('../../../plugins/report/frame/FilterBar', () => ({
  FilterBar: ({ lookups }: { lookups: boolean }) => {
    mockLookups.push(lookups);
    return null;
  },
}));

const figures = { betCount: 0, bettors: 0, stake: 0, validTurnover: 0, payout: 0, houseProfit: 0, killRateBps: 0, rebates: 0 };
/** The server answers cut rows in key order (play code here), whatever their figures. */
const BY_PLAY: ReportAnswer = {
  rows: [
    { ...figures, key: 'big', label: 'Big', stake: 20_000, payout: 5000 },
    { ...figures, key: 'green', label: 'Green', stake: 90_000, payout: 1000 },
    { ...figures, key: 'number', label: 'Number', stake: 5000, payout: 9000 },
    { ...figures, key: 'red', label: 'Red', stake: 60_000, payout: 3000 },
  ],
  totals: { ...figures, stake: 175_000 },
  previous: figures,
};

/** The report plugin's own texts over the host's, in one language. */
function reportTexts(language: 'zh' | 'en') {
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, reportZh), en: mergeMessages(hostMessages.en, reportEn) });
  return polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], language, [{ locale: language, name: language }], { allowMissing: true });
}

function renderReport(name: keyof typeof SCREENS, answer: ReportAnswer, language?: 'zh' | 'en', queryClient?: QueryClient) {
  const action = jest.fn(async () => answer);
  const dataProvider = { ...fakeDataProvider(), action } as unknown as DataProvider;
  render(
    <AdminContext
      queryClient={queryClient}
      i18nProvider={language ? reportTexts(language) : testI18nProvider('en')}
      authProvider={fakeAuthProvider({ role: 'admin' })}
      dataProvider={dataProvider}
      store={memoryStore()}
    >
      <ReportFrame screen={SCREENS[name]} />
    </AdminContext>,
  );
  return action;
}

const tableLabels = () =>
  within(screen.getByTestId('report-table'))
    .getAllByRole('rowheader')
    .map((th) => th.textContent);
/** The chart's code loads beside the report's answer (a lazy chunk): its labels once it has drawn. */
const chartLabels = async () =>
  within(await screen.findByTestId('report-chart'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

// Issue 43: on a cold report screen the chart's code (recharts) and the filters' lookups went out
// before the table's rows were drawn, three requests sharing the link with the answer.
describe('a cold report screen', () => {
  it('draws its table before it asks for the chart and the filters’ lookups', async () => {
    mockLookups.length = 0;
    const atTable: { chart: boolean; skeleton: boolean; lookups: boolean }[] = [];
    // Read when the table enters the document, before the browser could paint it.
    const observer = new MutationObserver(() => {
      if (atTable.length === 0 && screen.queryByTestId('report-table'))
        atTable.push({
          chart: !!screen.queryByTestId('report-chart'),
          skeleton: !!screen.queryByTestId('report-chart-loading'),
          lookups: mockLookups[mockLookups.length - 1],
        });
    });
    observer.observe(document.body, { subtree: true, childList: true });
    renderReport('statisticsType2', BY_PLAY);
    expect(await chartLabels()).toEqual(['Green', 'Red', 'Big', 'Number']);
    observer.disconnect();
    expect(atTable).toEqual([{ chart: false, skeleton: true, lookups: false }]);
    expect(mockLookups[mockLookups.length - 1]).toBe(true);
  });
});

describe('a report screen’s prefetch', () => {
  it('asks for the opening answer silently under the key the screen reads, which draws it without asking again', async () => {
    const queryClient = new QueryClient();
    const call = jest.fn(async () => BY_PLAY);
    prefetchReport('statisticsType2')({ queryClient, dataProvider: { call } as unknown as ChanceDataProvider });
    expect(call).toHaveBeenCalledWith('chance_report/statisticsType2', expect.objectContaining({ includeTest: false }), { silent: true });
    await act(async () => undefined);
    const action = renderReport('statisticsType2', BY_PLAY, undefined, queryClient);
    expect(await chartLabels()).toEqual(['Green', 'Red', 'Big', 'Number']);
    expect(action).not.toHaveBeenCalled();
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('a report with a chart beside its table', () => {
  it('lists a top-N ranking in one order in both: by the charted figure, largest first', async () => {
    renderReport('statisticsType2', BY_PLAY);
    await screen.findByTestId('report-table');
    expect(await chartLabels()).toEqual(['Green', 'Red', 'Big', 'Number']);
    expect(tableLabels()).toEqual(['Green', 'Red', 'Big', 'Number']);
  });

  it('draws the first N rows of the table when it shows only the top N', async () => {
    // Agent lines by id; the stakes rise and fall so id order and ranking differ.
    const lines: ReportAnswer = {
      ...BY_PLAY,
      rows: Array.from({ length: 25 }, (_, i) => ({ ...figures, key: i + 1, label: `agent${i + 1}`, stake: ((i * 7) % 25) * 1000 })),
    };
    renderReport('statisticsType3', lines);
    await screen.findByTestId('report-table');
    const table = tableLabels();
    expect(table.slice(0, 3)).toEqual(['agent8', 'agent15', 'agent22']);
    expect(await chartLabels()).toEqual(table.slice(0, 20));
  });

  it('keeps the server order in both where the axis has its own (hours)', async () => {
    const hours: ReportAnswer = {
      ...BY_PLAY,
      rows: [
        { ...figures, key: 9, stake: 100 },
        { ...figures, key: 10, stake: 900 },
        { ...figures, key: 11, stake: 500 },
      ],
    };
    renderReport('statisticsType5', hours);
    await screen.findByTestId('report-table');
    expect(await chartLabels()).toEqual(['09:00', '10:00', '11:00']);
    expect(tableLabels()).toEqual(['09:00', '10:00', '11:00']);
  });
});

describe('the table of a report by day', () => {
  it('keeps each day on one line, however many figure columns squeeze it', async () => {
    const days: ReportAnswer = { ...BY_PLAY, rows: [{ ...figures, date: '2026-11-27' }] } as unknown as ReportAnswer;
    renderReport('daily_overview', days);
    await screen.findByTestId('report-table');
    const [day] = within(screen.getByTestId('report-table')).getAllByRole('rowheader');
    expect(day).toHaveTextContent('2026-11-27');
    expect(getComputedStyle(day!).whiteSpace).toBe('nowrap');
  });
});

describe('how current a report is (issue 40)', () => {
  it('names the days awaiting a rebuild after late changes, and when the stored days were built', async () => {
    renderReport(
      'statisticsType2',
      { ...BY_PLAY, freshness: { builtAt: Date.UTC(2026, 10, 30, 19, 0), pending: ['2026-11-28', '2026-11-29'] } },
      'en',
    );
    expect(await screen.findByTestId('report-pending')).toHaveTextContent('Late changes to 2026-11-28, 2026-11-29 are being recalculated');
    expect(screen.getByText(/Past days built at 2026-12-01 00:30/)).toBeInTheDocument();
    expect(screen.queryByTestId('report-move-rule')).not.toBeInTheDocument();
  });

  it('says nothing is pending when nothing is, and the agent reports state the rule for moved members', async () => {
    renderReport('team_report', { ...BY_PLAY, rows: [], freshness: { builtAt: null, pending: [] } }, 'zh');
    expect(await screen.findByTestId('report-move-rule')).toHaveTextContent('其全部历史数据计入新代理');
    expect(screen.queryByTestId('report-pending')).not.toBeInTheDocument();
  });
});

describe('the rules a report counts by (issue 40)', () => {
  it('states on the VIP cut, and only there, that a member counts under the level its day was built with', async () => {
    renderReport('statisticsType4', { ...BY_PLAY, rows: [{ ...figures, key: 3, stake: 100 }] }, 'en');
    expect(await screen.findByTestId('report-vip-rule')).toHaveTextContent('under the VIP level it had when the day was built');
    cleanup();
    renderReport('statisticsType2', BY_PLAY, 'zh');
    await screen.findByTestId('report-table');
    expect(screen.queryByTestId('report-vip-rule')).not.toBeInTheDocument();
  });

  it('shows "–" for a commission no whole period answers for, as its definition says, and 0 where a line earned nothing', async () => {
    const team = {
      registrations: 0,
      bettors: 0,
      depositAmount: 0,
      withdrawAmount: 0,
      stake: 0,
      validTurnover: 0,
      payout: 0,
      rebates: 0,
      houseProfit: 0,
    };
    const answer = {
      rows: [
        { ...team, key: 5, label: 'agent', direct: 1, commissionPayable: 0 },
        { ...team, key: 6, label: 'sub', direct: 0, commissionPayable: null },
      ],
      totals: { ...team, commissionPayable: null },
      previous: { ...team, commissionPayable: null },
    } as unknown as ReportAnswer;
    renderReport('team_report', answer, 'en');
    const at = SCREENS.team_report.columns.findIndex((c) => c.field === 'commissionPayable');
    const cells = (row: Element) => [...row.querySelectorAll('td')].map((td) => td.textContent);
    const [direct, sub] = within(await screen.findByTestId('report-table'))
      .getAllByRole('row')
      .slice(1, 3);
    expect([cells(direct)[at], cells(sub)[at], cells(screen.getByTestId('report-totals'))[at]]).toEqual(['₹0.00', '–', '–']);
    const header = screen.getByTestId('report-col-commissionPayable');
    act(() => header.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('“–” when none does');
  });
});

describe('what each column counts (issue 40)', () => {
  it('tells the definition of a column on keyboard focus, in the chosen language', async () => {
    renderReport('statisticsType2', BY_PLAY, 'en');
    const header = await screen.findByTestId('report-col-validTurnover');
    act(() => header.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('unsettled and voided bets are left out');
  });

  it("words a definition for the member report's period and for the overview's day", async () => {
    const answer: ReportAnswer = { rows: [], totals: {}, previous: {} };
    renderReport('member_report', answer, 'en');
    const member = await screen.findByTestId('report-col-withdrawAmount');
    act(() => member.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('withdrawals paid out in the chosen period');
  });

  it('says "that day" only on screens whose rows are days, in zh and en', () => {
    for (const texts of [reportZh, reportEn]) {
      const { def, defPeriod } = (texts as unknown as { report: Record<'def' | 'defPeriod', Record<string, string>> }).report;
      const translate = (key: string, options?: { _?: string }) => {
        const [, group, field] = key.split('.');
        return (group === 'def' ? def : defPeriod)[field] ?? options?._ ?? key;
      };
      const oneDay = /that (Bombay )?day|that business date|当天|该业务日期/;
      for (const s of Object.values(SCREENS))
        for (const { field } of s.columns) {
          const text = columnDefinition(s, field, translate);
          if (s.rows === 'cut') expect([s.name, field, oneDay.test(text)]).toEqual([s.name, field, false]);
          else expect(text).toBe(def[field]);
        }
      // Only what some period screen shows, and only in place of a daily wording.
      const periodFields = new Set(Object.values(SCREENS).flatMap((s) => (s.rows === 'cut' ? s.columns.map((c) => c.field) : [])));
      expect(Object.keys(defPeriod).filter((f) => !periodFields.has(f) || !def[f])).toEqual([]);
    }
  });

  it('has a definition for every column of every report, in zh and en', () => {
    const fields = new Set(Object.values(SCREENS).flatMap((s) => s.columns.map((c) => c.field)));
    for (const texts of [reportZh, reportEn]) {
      const defs = (texts as unknown as { report: { def: Record<string, string> } }).report.def;
      expect([...fields].filter((f) => !defs[f])).toEqual([]);
    }
  });
});
