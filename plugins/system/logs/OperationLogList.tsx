import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { AutocompleteInput, List, SelectInput, TextInput, useTranslate } from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateTimeInput,
  DataTable,
  formatBombay,
  ListPagination,
  useAuditLabels,
  type AuditNames,
} from '../../../src';
import { OperationDiffDialog } from './OperationDiffDialog';
import { LOG_TABLE_SX, SCREEN_SX } from './style';
import type { AnswerOf } from '../../../shared/contract';
import type { logContracts } from '../shared/logContract';

/** An operation as chance_sys_log/list answers it. */
type Row = AnswerOf<typeof logContracts.operations>['list'][number];

// Every installed plugin names the codes its server writes (its shared/auditLabels.ts): the filters offer those names.
const filtersOf = ({ labels, actionName, targetName }: AuditNames) => [
  <TextInput key="username" source="username" label="system.logs.staff" alwaysOn resettable />,
  <AutocompleteInput
    key="action"
    source="action"
    label="system.logs.action"
    alwaysOn
    translateChoice={false}
    isPending={!labels}
    choices={Object.keys(labels?.actions ?? {}).map((code) => ({ id: code, name: actionName(code) }))}
  />,
  <SelectInput
    key="targetType"
    source="targetType"
    label="system.logs.targetType"
    alwaysOn
    translateChoice={false}
    isPending={!labels}
    choices={Object.keys(labels?.targets ?? {}).map((type) => ({ id: type, name: targetName(type) }))}
  />,
  <TextInput key="targetId" source="targetId" label="system.logs.targetId" alwaysOn resettable />,
  <BombayDateTimeInput key="startTime" source="startTime" label="system.logs.from" alwaysOn />,
  <BombayDateTimeInput key="endTime" source="endTime" label="system.logs.to" alwaysOn />,
];

/** system_operation_log: every staff write; a row opens its before/after comparison. */
export default function OperationLogList() {
  const translate = useTranslate();
  const names = useAuditLabels();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box data-testid="operation-log" sx={SCREEN_SX}>
      <List
        perPage={20}
        filters={filtersOf(names)}
        exporter={false}
        empty={false}
        title="system.menu.system_operation_log"
        pagination={<ListPagination />}
        sort={{ field: 'createTime', order: 'DESC' }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false} sx={LOG_TABLE_SX}>
          <DataTable.Col source="createTime" label="system.logs.time" render={(r: Row) => formatBombay(r.createTime)} />
          <DataTable.Col source="username" label="system.logs.staff" disableSort />
          <DataTable.Col
            source="action"
            label="system.logs.action"
            disableSort
            render={(r: Row) => <span title={r.action}>{names.actionName(r.action)}</span>}
          />
          <DataTable.Col
            source="targetType"
            label="system.logs.targetType"
            disableSort
            render={(r: Row) => names.targetName(r.targetType)}
          />
          <DataTable.Col source="targetId" label="system.logs.targetId" disableSort />
          <DataTable.Col source="ip" label="system.logs.ip" disableSort />
          <DataTable.Col
            label="system.logs.actions"
            className={ACTIONS_COLUMN}
            render={(r: Row) => (
              <Button size="small" onClick={() => setOpen(r.id)} data-testid={`operation-diff-${r.id}`}>
                {translate('system.logs.viewDiff')}
              </Button>
            )}
          />
        </DataTable>
      </List>
      {open !== null && <OperationDiffDialog id={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
