import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { List, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import {
  BombayDateField,
  BombayDayInput,
  DataTable,
  FormDialog,
  formatPaise,
  ListPagination,
  MoneyField,
  useCanWrite,
  useIdempotencyKey,
} from '../../../src';
import { dateError, lastEndedWeek } from '../levels/dates';
import { useWeeklyRewardCalls, type WeeklyRewardRecord, type WeeklyRunResult } from '../vipCalls';

const filters = [
  <TextInput key="username" source="username" label="vip.weekly.col.username" alwaysOn resettable />,
  <BombayDayInput key="weekStart" source="weekStart" bound="date" label="vip.weekly.col.weekStart" alwaysOn />,
];

/** Pays an ended week's rewards now (the scheduler does it every Monday; a week already paid pays nobody twice). */
function RunDialog({ onClose, onDone }: { onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useWeeklyRewardCalls();
  const { key } = useIdempotencyKey();
  return (
    <FormDialog<{ weekStart: string }>
      title="vip.weekly.run"
      defaultValues={{ weekStart: lastEndedWeek() }}
      saveLabel="vip.weekly.runNow"
      saveTestId="vip-weekly-run-now"
      noticeFor={(result) => {
        const r = result as WeeklyRunResult;
        return { message: 'vip.weekly.done', options: { paid: r.paid, amount: formatPaise(r.amount) } };
      }}
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ weekStart }) => calls.run({ weekStart }, { idempotencyKey: key })}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('vip.weekly.runHelp')}
      </Typography>
      <BombayDayInput source="weekStart" bound="date" label="vip.weekly.col.weekStart" validate={dateError} testId="vip-weekly-week" />
    </FormDialog>
  );
}

/** weekly_reward: VIP weekly rewards paid, per member and week. */
export default function WeeklyRewardList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite('vipWeeklyReward', ['admin', 'franchisee']);
  const [open, setOpen] = useState(false);
  const actions = canWrite ? (
    <TopToolbar>
      <Button startIcon={<PlayArrowIcon />} onClick={() => setOpen(true)} data-testid="vip-weekly-run">
        {translate('vip.weekly.run')}
      </Button>
    </TopToolbar>
  ) : (
    false
  );
  return (
    <List
      resource="vipWeeklyReward"
      title="vip.menu.weekly_reward"
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<WeeklyRewardRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="vip.weekly.col.id" disableSort />
        <DataTable.Col source="username" label="vip.weekly.col.username" disableSort />
        <DataTable.Col source="weekStart" label="vip.weekly.col.weekStart" disableSort />
        <DataTable.Col source="level" label="vip.weekly.col.level" disableSort render={(r: WeeklyRewardRecord) => `VIP ${r.level}`} />
        <DataTable.Col source="weeklyBet" label="vip.weekly.col.weeklyBet" disableSort>
          <MoneyField source="weeklyBet" />
        </DataTable.Col>
        <DataTable.Col source="amount" label="vip.weekly.col.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        {/* The ledger's key is vip_weekly:<member>:<week>: its number parts, as member_cash_record shows a key (issue 39 item 6). */}
        <DataTable.Col
          source="journalKey"
          label="vip.weekly.col.journalKey"
          disableSort
          render={(r: WeeklyRewardRecord) => r.journalKey.split(':').slice(1).join(' · ') || r.journalKey}
        />
        <DataTable.Col source="createdAt" label="vip.weekly.col.createdAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
      {open && <RunDialog onClose={() => setOpen(false)} onDone={refresh} />}
    </List>
  );
}
