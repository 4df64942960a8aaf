import { Box, Chip } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateTimeInput, DataTable, formatBombay, ListPagination } from '../../../src';
import { LOG_TABLE_SX, SCREEN_SX } from './style';
import type { AnswerOf } from '../../../shared/contract';
import type { logContracts } from '../shared/logContract';

/** A member sign-in as member/login/log/api/query/member/login/log/list answers it. */
type Row = AnswerOf<typeof logContracts.memberLogins>['list'][number];

const RESULTS = [1, 0].map((id) => ({ id, name: `system.logs.results.${id}` }));
const SOURCES = ['pc', 'h5', 'app'].map((id) => ({ id, name: `system.logs.sources.${id}` }));

const filters = [
  <TextInput key="username" source="username" label="system.logs.member" alwaysOn resettable />,
  <TextInput key="ip" source="ip" label="system.logs.ip" alwaysOn resettable />,
  <SelectInput key="source" source="source" label="system.logs.source" choices={SOURCES} alwaysOn />,
  <SelectInput key="success" source="success" label="system.logs.result" choices={RESULTS} alwaysOn />,
  <BombayDateTimeInput key="startTime" source="startTime" label="system.logs.from" alwaysOn />,
  <BombayDateTimeInput key="endTime" source="endTime" label="system.logs.to" alwaysOn />,
];

/** vip_login_log: member sign-ins from the member apps, with IP, device, source and place. */
export default function MemberLoginLogList() {
  const translate = useTranslate();
  return (
    <Box data-testid="member-login-log" sx={SCREEN_SX}>
      <List
        perPage={20}
        filters={filters}
        exporter={false}
        empty={false}
        title="system.menu.vip_login_log"
        pagination={<ListPagination />}
        sort={{ field: 'createTime', order: 'DESC' }}
      >
        <DataTable<Row> bulkActionButtons={false} rowClick={false} sx={LOG_TABLE_SX}>
          <DataTable.Col source="createTime" label="system.logs.time" render={(r: Row) => formatBombay(r.createTime)} />
          <DataTable.Col source="username" label="system.logs.member" disableSort />
          <DataTable.Col source="ip" label="system.logs.ip" disableSort />
          <DataTable.Col source="geo" label="system.logs.geo" disableSort />
          <DataTable.Col
            source="source"
            label="system.logs.source"
            disableSort
            render={(r: Row) => translate(`system.logs.sources.${r.source}`)}
          />
          <DataTable.Col source="device" label="system.logs.device" disableSort />
          <DataTable.Col
            source="success"
            label="system.logs.result"
            disableSort
            render={(r: Row) => (
              <Chip size="small" color={r.success ? 'success' : 'error'} label={translate(`system.logs.results.${r.success}`)} />
            )}
          />
          <DataTable.Col source="reason" label="system.logs.reason" disableSort />
        </DataTable>
      </List>
    </Box>
  );
}
