import { Chip } from '@mui/material';
import { SelectInput, useTranslate, type TranslateFunction } from 'react-admin';
import { DataTable } from '../../../src';
import type { RequestStatus } from './manualCalls';

/*
 * A manual request's status as both its lists show it: the filter and the column. The column is a
 * DataTable.Col element made here, not a component: the host's DataTable reads its columns' props
 * from its direct children.
 */

const STATUS_COLOR: Record<RequestStatus, 'warning' | 'success' | 'default'> = {
  pending_approval: 'warning',
  applied: 'success',
  rejected: 'default',
};
const STATUSES: RequestStatus[] = ['pending_approval', 'applied', 'rejected'];

export function useRequestStatusFilter() {
  const translate = useTranslate();
  return (
    <SelectInput
      key="status"
      source="status"
      label="money.manual.col.status"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={STATUSES.map((id) => ({ id, name: translate(`money.manual.status.${id}`) }))}
    />
  );
}

/** The status as a coloured chip, test id `<testIdPrefix>-status-<id>`. */
export const requestStatusColumn = (translate: TranslateFunction, testIdPrefix: string) => (
  <DataTable.Col<{ id: number; status: string }>
    source="status"
    label="money.manual.col.status"
    disableSort
    render={(r) => (
      <Chip
        size="small"
        color={STATUS_COLOR[r.status as RequestStatus]}
        label={translate(`money.manual.status.${r.status}`)}
        data-testid={`${testIdPrefix}-status-${r.id}`}
      />
    )}
  />
);
