/*
 * Spreadsheet exports: the most rows one file holds (newest first, as the list sorts them), stated
 * on every export button, and how many exports run at once. Plain data both tiers import.
 */
export const EXPORT_ROW_CAP = 50_000;
/** Exports one staff member may have running at once. */
export const EXPORTS_PER_STAFF = 1;
/** Exports one server process builds at once (each holds its rows and its workbook in memory). */
export const EXPORTS_PER_PROCESS = 4;
