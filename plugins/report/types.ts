/** A row of any report: a date or a key with its label, and figures in paise, counts or basis points. */
export type ReportRow = Record<string, number | string>;

export interface ReportAnswer {
  rows: ReportRow[];
  totals: Record<string, number | null>;
  previous: Record<string, number | null>;
  /** fundingStatistics: deposits per channel kind. */
  mix?: ReportRow[];
  /** team_report: the daily series of the line and the breadcrumb from the caller down. */
  days?: ReportRow[];
  trail?: { id: number; username: string }[];
  /** member_report: the cursor of the next page, null on the last. */
  nextAfterId?: number | null;
  /** How current the stored days are: built at (the oldest day's build), and days awaiting a rebuild after late changes. */
  freshness?: { builtAt: number | null; pending: string[] };
}

export interface ReportFilters {
  from: string;
  to: string;
  includeTest: boolean;
  franchiseeId?: number;
  gameId?: number;
  agentId?: number;
  parentId?: number;
  /** member_report: the page after this member id, `limit` members long. */
  afterId?: number;
  limit?: number;
}

export interface FilterChoices {
  franchisees: { id: number; name: string }[];
  games: { id: number; name: string }[];
}
