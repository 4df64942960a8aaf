import { messages } from '../../../plugins/report/messages';
import { cellValue, SCREENS } from '../../../plugins/report/screens';
import { reportActions } from '../../../plugins/report/calls';
import { rowLabel } from '../../../plugins/report/frame/ReportTable';
import { drillUrl } from '../../../plugins/report/frame/drill';

const t = (key: string, o?: Record<string, unknown>) => `${key}${o ? JSON.stringify(o) : ''}`;

describe('report screen definitions', () => {
  it('name an endpoint, and label every column and chart series in zh and en', () => {
    for (const screen of Object.values(SCREENS)) {
      expect(reportActions[screen.name]).toBeDefined();
      for (const field of [...screen.columns.map((c) => c.field), ...screen.chart.series]) {
        expect([screen.name, field, typeof (messages.zh.report.col as Record<string, string>)[field]]).toEqual([screen.name, field, 'string']);
        expect([screen.name, field, typeof (messages.en.report.col as Record<string, string>)[field]]).toEqual([screen.name, field, 'string']);
      }
      expect(typeof (messages.zh.report.menu as Record<string, string>)[screen.name]).toBe('string');
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

  it('drills into the money lists with a react-admin filter', () => {
    const url = drillUrl('deposits', { from: '2026-03-01', to: '2026-03-01' });
    expect(url.startsWith('/money_management/payment_management/member_deposit_record?filter=')).toBe(true);
    expect(JSON.parse(decodeURIComponent(url.split('filter=')[1]))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});
