/** Totals of one Bombay calendar day, as `chance_home_page/info` answers them. Amounts in paise. */
export interface DayTotals {
  depositAmount: number;
  depositCount: number;
  withdrawalAmount: number;
  withdrawalCount: number;
  firstDepositCount: number;
  firstDepositAmount: number;
}

/** Work waiting for the viewer, by the installed plugins' count keys (only screens the viewer holds). */
export type PendingCounts = Record<string, number>;

export interface HomeInfo {
  memberTotal: number;
  todayRegistrations: number;
  onlineMembers: number;
  today: DayTotals;
  yesterday: DayTotals;
  /** Absent for agents, who do not see audit counters. */
  pending?: PendingCounts | null;
}

export interface SeriesDay {
  date: string;
  registrations: number;
  firstDeposits: number;
  depositAmount: number;
  depositCount: number;
  withdrawalAmount: number;
  withdrawalCount: number;
}

export interface HomeSeries {
  days: SeriesDay[];
}
