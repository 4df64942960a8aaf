import { useCallback } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { formatCount } from '../../format/count';

const PAGE_SIZES = [20, 50, 100];

/**
 * react-admin's pager, plus "more than N" when the server counted only up to its cap
 * (`meta.totalCapped`, see server/db/cappedCount.ts): the pages up to the cap stay reachable and
 * nobody reads a lower bound as the exact total. No Intl on a list's first render: a page's first
 * Intl object pays ICU's start-up (~35 ms, issue 19).
 */
export function ListPagination(props: PaginationProps) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const label = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('format.pageRangeCapped', { from, to, total: formatCount(count) }),
    [translate],
  );
  return <Pagination rowsPerPageOptions={PAGE_SIZES} {...(capped ? { labelDisplayedRows: label } : {})} {...props} />;
}
