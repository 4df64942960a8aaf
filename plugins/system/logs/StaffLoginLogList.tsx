import { Box, Chip } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateTimeInput, DataTable, formatBombay, ListPagination } from '../../../src';
import { LOG_TABLE_SX, SCREEN_SX } from './style';
import type { AnswerOf } from '../../../shared/contract';
import type { logContracts } from '../shared/logContract';

/** A staff sign-in as chance_sys_log/query/system/login/log/list answers it. */
type Row = AnswerOf<typeof logContracts.staffLogins>['list'][number];

const RESULTS = [1, 0].map((id) => ({ id, name: `system.logs.results.${id}` }));

const filters = [
  <TextInput key="username" source="username" label="system.logs.staff" alwaysOn resettable />,
  <TextInput key="ip" source="ip" label="system.logs.ip" alwaysOn resettable />,
  <SelectInput key="success" source="success" label="system.logs.result" choices={RESULTS} alwaysOn />,
  <BombayDateTimeInput key="startTime" source="startTime" label="system.logs.from" alwaysOn />,
  <BombayDateTimeInput key="endTime" source="endTime" label="system.logs.to" alwaysOn />,
];

/** backstage_login_log: every staff sign-in attempt with IP, browser and, when refused, why. */
export default function StaffLoginLogList() {
  const translate = useTranslate();
  return (
    <Box data-testid="staff-login-log" sx={SCREEN_SX}>
      <List
        perPage={20}
        filters={filters}
        exporter={false}
        empty={false}
        title="system.menu.backstage_login_log"
        pagination={<ListPagination />}
        sort={{ field: 'createTime', order: 'DESC' }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false} sx={LOG_TABLE_SX}>
          <DataTable.Col source="createTime" label="system.logs.time" render={(r: Row) => formatBombay(r.createTime)} />
          <DataTable.Col source="username" label="system.logs.staff" disableSort />
          <DataTable.Col source="ip" label="system.logs.ip" disableSort />
          <DataTable.Col
            source="success"
            label="system.logs.result"
            disableSort
            render={(r: Row) => (
              <Chip size="small" color={r.success ? 'success' : 'error'} label={translate(`system.logs.results.${r.success}`)} />
            )}
          />
          <DataTable.Col
            source="reason"
            label="system.logs.reason"
            disableSort
            render={(r: Row) => (r.success ? '' : translate(`system.logs.reasons.${r.reason}`, { _: r.reason }))}
          />
          <DataTable.Col
            source="device"
            label="system.logs.device"
            disableSort
            render={(r: Row) => (
              <Box
                component="span"
                title={r.device}
                sx={{ display: 'inline-block', maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {r.device}
              </Box>
            )}
          />
        </DataTable>
      </List>
    </Box>
  );
}
