import { Chip, Typography } from '@mui/material';
import { List, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateField, BombayDayInput, DataTable, ListPagination } from '../../../src';
import { GameSelectInput } from '../results/GameSelectInput';
import type { KillRateLogRecord } from './killRateCalls';
import { Snapshot, targetText } from './LeverSnapshot';

const KINDS = ['odds', 'limit', 'band', 'suspend', 'resume'] as const;
const filters = [
  <GameSelectInput key="gameId" source="gameId" label="lottery.lever.game" alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    label="lottery.krlog.kind"
    alwaysOn
    choices={KINDS.map((k) => ({ id: k, name: `lottery.krlog.kinds.${k}` }))}
  />,
  <TextInput key="operator" source="operator" label="lottery.krlog.operator" alwaysOn resettable />,
  <BombayDayInput key="from" source="from" label="lottery.fund.from" bound="start" />,
  <BombayDayInput key="to" source="to" label="lottery.fund.to" bound="end" />,
];

/**
 * game_result / killing_rate_operation: every change of a kill-rate lever (odds, limits, alert
 * band, suspend, resume) with its before and after, reason, operator, approver (odds, limits and
 * bands are approved by a second staff member) and the first period it applies to.
 */
export default function KillRateLogList() {
  const translate = useTranslate();
  return (
    <List
      resource="lotteryKillRateLog"
      title="lottery.menu.killing_rate_operation"
      perPage={20}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      empty={false}
    >
      <DataTable<KillRateLogRecord>
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography sx={{ p: 2 }} color="text.secondary" data-testid="krlog-empty">
            {translate('lottery.krlog.empty')}
          </Typography>
        }
      >
        <DataTable.Col source="createdAt" label="lottery.krlog.time" render={() => <BombayDateField source="createdAt" />} />
        <DataTable.Col source="gameName" label="lottery.lever.game" disableSort />
        <DataTable.Col<KillRateLogRecord>
          source="kind"
          label="lottery.krlog.kind"
          disableSort
          render={(r) => <Chip size="small" variant="outlined" label={translate(`lottery.krlog.kinds.${r.kind}`)} />}
        />
        <DataTable.Col<KillRateLogRecord>
          source="target"
          label="lottery.krlog.target"
          disableSort
          render={(r) => targetText(translate, r.target)}
        />
        <DataTable.Col<KillRateLogRecord>
          label="lottery.krlog.before"
          disableSort
          render={(r) => <Snapshot value={r.before} testId={`krlog-before-${r.id}`} />}
        />
        <DataTable.Col<KillRateLogRecord>
          label="lottery.krlog.after"
          disableSort
          render={(r) => <Snapshot value={r.after} testId={`krlog-after-${r.id}`} />}
        />
        <DataTable.Col source="reason" label="lottery.krlog.reason" disableSort />
        <DataTable.Col<KillRateLogRecord>
          source="effectiveIssueNo"
          label="lottery.krlog.effective"
          disableSort
          render={(r) =>
            r.kind === 'odds' || r.kind === 'limit'
              ? (r.effectiveIssueNo ?? translate('lottery.lever.effectiveNext'))
              : translate('lottery.krlog.immediate')
          }
        />
        {/* The approver under the operator, not a column of its own: the list fits 1440 px in en. */}
        <DataTable.Col<KillRateLogRecord>
          source="operator"
          label="lottery.krlog.operator"
          disableSort
          render={(r) => (
            <>
              {r.operator}
              {r.approver && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate('lottery.requests.by', { name: r.approver })}
                </Typography>
              )}
            </>
          )}
        />
      </DataTable>
    </List>
  );
}
