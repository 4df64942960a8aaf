import type { Column } from '../screens';

/*
 * Drill-down from a report cell to the list behind it, by URL: the money lists' menu routes with
 * react-admin's `?filter=` query. A day row filters on that Bombay date; a total row on the range.
 */
const TARGETS: Record<NonNullable<Column['drill']>, string> = {
  deposits: '/money_management/payment_management/member_deposit_record',
  withdrawals: '/money_management/access/withdrawal',
};

export function drillUrl(target: NonNullable<Column['drill']>, filter: Record<string, string | number>): string {
  return `${TARGETS[target]}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}
