import type { PrefetchContext } from '../../src';
import { reportActions, type ReportName } from './calls';
import { presetRange } from './frame/presets';
import type { ReportAnswer, ReportFilters } from './types';

/**
 * How long an answer counts as fresh for a report screen mounting on it: the prefetch of a cold load
 * of the screen's URL answered it moments before the screen rendered, and it is not asked again.
 */
export const REPORT_FRESH_MS = 10_000;

/** A report screen's filters when it opens: the last 7 Bombay days, test members left out. */
export const openingFilters = (now: number): ReportFilters => ({ ...presetRange('last7', now), includeTest: false });

/** The key of one page of a report's answer (`afterId`: a keyset screen's cursor, none for the first page). */
export const reportKey = (name: ReportName, filters: ReportFilters, afterId: number | undefined) =>
  ['report', name, filters, afterId] as const;

/**
 * A report menu node's prefetch (issue 43): a cold load of its URL asks for the opening answer
 * beside the session check, under the key the screen asks for. Asked by the screen itself, it went
 * out ~250 ms after the screen's chunks were in (the layout and the frame rendering first), and the
 * report's answer takes the server a few hundred ms more. Silent: a user whose menu lacks the report
 * sees the route's refusal, not a toast besides; the screen asks again and shows its own error.
 */
export function prefetchReport(name: ReportName) {
  return function prefetchReportAnswer({ queryClient, dataProvider }: PrefetchContext): void {
    const filters = openingFilters(Date.now());
    void queryClient.prefetchQuery({
      queryKey: reportKey(name, filters, undefined),
      queryFn: () => dataProvider.call<ReportAnswer>(reportActions[name].path, filters, { silent: true }),
      staleTime: REPORT_FRESH_MS,
    });
  };
}
