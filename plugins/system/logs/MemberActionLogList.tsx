import { Box, Typography } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateTimeInput, DataTable, formatBombay, ListPagination } from '../../../src';
import { LOG_TABLE_SX, SCREEN_SX } from './style';
import type { AnswerOf } from '../../../shared/contract';
import type { logContracts } from '../shared/logContract';

/** A member action as chance_sys_log/query/member/operator/log/list answers it. */
type Row = AnswerOf<typeof logContracts.memberActions>['list'][number];

/** The actions the server records (server/memberLog/memberActions.ts MEMBER_ACTIONS). */
export const MEMBER_ACTIONS = [
  'deposit_submit',
  'withdrawal_submit',
  'bet_place',
  'profile_update',
  'bank_bind',
  'password_change',
  'fund_password_change',
] as const;

const ACTIONS = MEMBER_ACTIONS.map((id) => ({ id, name: `system.logs.memberActions.${id}` }));

const filters = [
  <TextInput key="username" source="username" label="system.logs.member" alwaysOn resettable />,
  <SelectInput key="action" source="action" label="system.logs.action" choices={ACTIONS} alwaysOn />,
  <TextInput key="ip" source="ip" label="system.logs.ip" alwaysOn resettable />,
  <BombayDateTimeInput key="startTime" source="startTime" label="system.logs.from" alwaysOn />,
  <BombayDateTimeInput key="endTime" source="endTime" label="system.logs.to" alwaysOn />,
];

/**
 * vip_foreground_operation: what members did in the member apps (deposits and withdrawals
 * submitted, bets, profile, bank and password changes). Read-only: the log is append-only, so
 * the screen offers no edit or delete.
 */
export default function MemberActionLogList() {
  const translate = useTranslate();
  return (
    <Box data-testid="member-action-log" sx={SCREEN_SX}>
      <List
        perPage={20}
        filters={filters}
        exporter={false}
        empty={false}
        title="system.menu.vip_foreground_operation"
        pagination={<ListPagination />}
        sort={{ field: 'createTime', order: 'DESC' }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
          {translate('system.logs.appendOnly')}
        </Typography>
        <DataTable<Row> bulkActionButtons={false} rowClick={false} sx={LOG_TABLE_SX}>
          <DataTable.Col source="createTime" label="system.logs.time" render={(r: Row) => formatBombay(r.createTime)} />
          <DataTable.Col source="username" label="system.logs.member" disableSort />
          <DataTable.Col
            source="action"
            label="system.logs.action"
            disableSort
            render={(r: Row) => translate(`system.logs.memberActions.${r.action}`, { _: r.action })}
          />
          <DataTable.Col
            source="detail"
            label="system.logs.detail"
            disableSort
            render={(r: Row) => (
              <Box sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.detail}>
                {r.detail}
              </Box>
            )}
          />
          <DataTable.Col source="ip" label="system.logs.ip" disableSort />
          <DataTable.Col
            source="source"
            label="system.logs.source"
            disableSort
            render={(r: Row) => (r.source ? translate(`system.logs.sources.${r.source}`) : '')}
          />
        </DataTable>
      </List>
    </Box>
  );
}
