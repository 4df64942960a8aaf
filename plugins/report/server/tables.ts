/** Row type of migration 069_report_stale_day: a Bombay day whose stored report rows a later write made stale. */
export interface ReportStaleDayTable {
  /** Bombay day number (days since 1970-01-01 in Bombay time). */
  day: number;
  /** Changes on every mark; a rebuild clears the mark only if it is still the version it read. */
  version: number;
  /** The version the close-day job saw when it began this day (it clears the mark at its end if unchanged). */
  claimed_version: number | null;
}

// The core's database type gains this plugin's table by declaration merging: no core file names it.
declare module '../../../server/db/schema' {
  interface DB {
    report_stale_day: ReportStaleDayTable;
  }
}
