import { SelectInput, useTranslate, type TranslateFunction } from 'react-admin';
import { DataTable, MoneyField } from '../../../src';
import { DetailsLink } from './DetailsLink';
import { REVIEW_KINDS, type ReviewKind } from './reviewCalls';

/*
 * What the review queue and the review log share: the kind filter, the columns that name the order
 * and the link to its details. The columns are DataTable.Col elements made here, not components:
 * the host's DataTable reads its columns' props from its direct children.
 */

type Reviewed = { kind: ReviewKind; orderNo: string; username: string | null };

export function useReviewKindFilter() {
  const translate = useTranslate();
  return (
    <SelectInput
      key="kind"
      source="kind"
      label="money.reviews.col.kind"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={REVIEW_KINDS.map((id) => ({ id, name: translate(`money.reviews.kind.${id}`) }))}
    />
  );
}

/**
 * The order's kind, number, member and amount, side by side. Keyed, since they come as one array:
 * React's child helpers (the host DataTable's and react-admin's) spread an array in place, so the
 * column chooser sees four columns where they stand.
 */
export const orderColumns = (translate: TranslateFunction) => [
  <DataTable.Col<Reviewed>
    key="kind"
    source="kind"
    label="money.reviews.col.kind"
    disableSort
    render={(r) => translate(`money.reviews.kind.${r.kind}`)}
  />,
  <DataTable.Col key="orderNo" source="orderNo" label="money.reviews.col.orderNo" disableSort />,
  <DataTable.Col<Reviewed>
    key="username"
    source="username"
    label="money.reviews.col.username"
    disableSort
    render={(r) => r.username || '-'}
  />,
  <DataTable.Col key="amount" source="amount" label="money.reviews.col.amount">
    <MoneyField source="amount" />
  </DataTable.Col>,
];

export const detailsColumn = () => (
  <DataTable.Col<Reviewed>
    label="money.reviews.col.actions"
    disableSort
    render={(r) => <DetailsLink kind={r.kind} orderNo={r.orderNo} />}
  />
);
