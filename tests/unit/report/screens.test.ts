import reportFrameZh from '../../../plugins/report/frame.zh';
import { messages } from '../../../plugins/report/messages';
import { cellValue, SCREENS } from '../../../plugins/report/screens';
import { reportActions } from '../../../plugins/report/calls';
import { rowLabel } from '../../../plugins/report/frame/ReportTable';
import { dayRangeInstants, drillOpeners } from '../../../plugins/report/frame/drill';
import type { ReportFilters } from '../../../plugins/report/types';

const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

describe('report screen definitions', () => {
  it('name an endpoint, and label every column and chart series in zh and en', () => {
    for (const screen of Object.values(SCREENS)) {
      expect(reportActions[screen.name]).toBeDefined();
      for (const field of [...screen.columns.map((c) => c.field), ...screen.chart.series]) {
        expect([screen.name, field, typeof (messages.zh.report.col as Record<string, string>)[field]]).toEqual([
          screen.name,
          field,
          'string',
        ]);
        expect([screen.name, field, typeof (messages.en.report.col as Record<string, string>)[field]]).toEqual([
          screen.name,
          field,
          'string',
        ]);
      }
      expect(typeof (reportFrameZh.report as { menu: Record<string, string> }).menu[screen.name]).toBe('string');
    }
  });

  it('derive conversion and net inflow from the row, totals included', () => {
    const conversion = SCREENS.daily_membership_statistice.columns.find((c) => c.field === 'conversionBps')!;
    expect(cellValue(conversion, { registrations: 8, firstDepositCount: 2 })).toBe(2500);
    expect(cellValue(conversion, { registrations: 0, firstDepositCount: 0 })).toBe(0);
    const net = SCREENS.incoming_outgoing_summary.columns.find((c) => c.field === 'netInflow')!;
    expect(cellValue(net, { depositAmount: 10_000, withdrawAmount: 25_000 })).toBe(-15_000);
    const payout = SCREENS.gameFundSummary.columns.find((c) => c.field === 'payout')!;
    expect(cellValue(payout, { payout: null })).toBeNull();
  });

  it('label cut rows for people', () => {
    expect(rowLabel(SCREENS.statisticsType4, { key: 3 }, t)).toBe('VIP 3');
    expect(rowLabel(SCREENS.statisticsType5, { key: 7 }, t)).toBe('07:00');
    expect(rowLabel(SCREENS.statisticsType1, { key: 2, label: 'Wingo 1m' }, t)).toBe('Wingo 1m');
    expect(rowLabel(SCREENS.team_report, { key: 5, label: 'agent', direct: 1 }, t)).toBe('report.directMembers{"name":"agent"}');
    expect(rowLabel(SCREENS.analysis_fundingStatistics, { key: 'online' }, t, true)).toBe('report.kind.online');
  });

  describe('drill into popup panels', () => {
    const DAY = { from: '2026-03-01', to: '2026-03-01' };
    const BASE: ReportFilters = { from: '2026-02-23', to: '2026-03-01', includeTest: false };
    // 2026-03-01 00:00 in Bombay is 2026-02-28 18:30 UTC.
    const START = Date.UTC(2026, 1, 28, 18, 30);
    const RANGE: [number, number] = [START, START + 86_400_000];

    it('cuts on whole Bombay days, the last one included', () => {
      expect(dayRangeInstants('2026-03-01', '2026-03-01')).toEqual(RANGE);
      expect(dayRangeInstants('2026-02-23', '2026-03-01')).toEqual([START - 6 * 86_400_000, START + 86_400_000]);
    });

    it('opens both deposit kinds (6, 17): approved, by review time, formal members', () => {
      const presets = { timeRange: RANGE, formal: 1, status: 2, timeOn: 'reviewed' };
      expect(drillOpeners('deposits', DAY, BASE)).toEqual([
        { panel: 6, presets, label: 'report.drill.companyDeposits' },
        { panel: 17, presets, label: 'report.drill.onlineDeposits' },
      ]);
    });

    it('opens paid withdrawals (7) by payout time', () => {
      expect(drillOpeners('withdrawals', DAY, BASE)).toEqual([
        { panel: 7, presets: { timeRange: RANGE, formal: 1, timeOn: 'paid' }, label: 'report.drill.withdrawals' },
      ]);
    });

    it("opens the bets (1) of the report's game; test accounts too when the report includes them", () => {
      expect(drillOpeners('bets', DAY, { ...BASE, gameId: 4, includeTest: true })).toEqual([
        { panel: 1, presets: { timeRange: RANGE, game: 4 }, label: 'report.drill.bets' },
      ]);
    });

    it("keeps the cell plain when a panel cannot cut by the report's franchisee, agent or team", () => {
      for (const f of [{ franchiseeId: 1 }, { agentId: 2 }, { parentId: 3 }])
        expect(drillOpeners('deposits', DAY, { ...BASE, ...f })).toBeNull();
    });

    it('every drill label is in zh and en', () => {
      for (const kind of ['deposits', 'withdrawals', 'bets'] as const) {
        for (const o of drillOpeners(kind, DAY, BASE) ?? []) {
          const [, , key] = o.label.split('.');
          expect((messages.zh.report as { drill: Record<string, string> }).drill[key]).toBeTruthy();
          expect((messages.en.report as { drill: Record<string, string> }).drill[key]).toBeTruthy();
        }
      }
    });
  });
});
