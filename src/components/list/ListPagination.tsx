import { useCallback, useMemo } from 'react';
import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { formatCount } from '../../format/count';

const PAGE_SIZES = [20, 50, 100];

type PageSizeOption = NonNullable<PaginationProps['rowsPerPageOptions']>[number];

const sizeOf = (option: PageSizeOption) => (typeof option === 'number' ? option : option.value);

/**
 * The offered sizes plus the list's own: MUI's select shows nothing when the current size is not
 * among its options (a perPage={10} list under the default 20, 50, 100 had a blank box), and a
 * list's size also comes from its screen, the URL or the stored preferences.
 */
function pageSizeOptions(offered: readonly PageSizeOption[], perPage: number | undefined): PageSizeOption[] {
  if (!perPage || perPage < 1 || offered.some((o) => sizeOf(o) === perPage)) return [...offered];
  return [...offered, perPage].sort((a, b) => sizeOf(a) - sizeOf(b));
}

/**
 * react-admin's pager, plus "more than N" when the server counted only up to its cap
 * (`meta.totalCapped`, see server/db/cappedCount.ts): the pages up to the cap stay reachable and
 * nobody reads a lower bound as the exact total. No Intl on a list's first render: a page's first
 * Intl object pays ICU's start-up (~35 ms, issue 19). The console's translate groups a `total`
 * (src/i18n/countGrouping.ts) but not this text's `from` and `to`, names other texts use for days.
 */
export function ListPagination({ rowsPerPageOptions = PAGE_SIZES, ...props }: PaginationProps) {
  const { meta, perPage } = useListContext();
  const translate = useTranslate();
  const capped = (meta as { totalCapped?: boolean } | undefined)?.totalCapped === true;
  const label = useCallback(
    ({ from, to, count }: { from: number; to: number; count: number }) =>
      translate('format.pageRangeCapped', { from: formatCount(from), to: formatCount(to), total: count }),
    [translate],
  );
  const options = useMemo(() => pageSizeOptions(rowsPerPageOptions, perPage), [rowsPerPageOptions, perPage]);
  return <Pagination rowsPerPageOptions={options} {...(capped ? { labelDisplayedRows: label } : {})} {...props} />;
}
