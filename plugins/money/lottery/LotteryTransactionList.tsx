import { Box } from '@mui/material';
import { List, SelectInput, TextInput, useGetList, useTranslate, type RaRecord } from 'react-admin';
import { BombayDateField, BombayDayInput, DataTable, ListPagination, MoneyField } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import { LOTTERY_TRANSACTION_TYPES } from '../shared/cashRecords';
import type { ledgerRecordContracts } from '../shared/ledgerRecordContract';
import { RupeeFilterInput } from './RupeeFilterInput';

/** One posting as chance-lottery-transaction/list answers it. */
type LotteryTransaction = AnswerOf<typeof ledgerRecordContracts.lotteryTransactions>['list'][number];
/** A game of the filter (chance-lottery-transaction/games). */
type GameOption = AnswerOf<typeof ledgerRecordContracts.lotteryTransactionGames>['list'][number];

const col = (key: string) => `money.lotteryTx.col.${key}`;

function GameFilter({ source }: { source: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<GameOption>('lotteryTransactionGame', { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      source={source}
      label={col('game')}
      choices={data ?? []}
      optionText="name"
      isPending={isPending}
      emptyText="ra.action.clear_input_value"
    />
  );
}

function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="username" source="username" label={col('username')} alwaysOn resettable />,
    <TextInput key="memberId" source="memberId" label={col('memberId')} resettable />,
    <SelectInput
      key="type"
      source="type"
      label={col('type')}
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={LOTTERY_TRANSACTION_TYPES.map((id) => ({ id, name: translate(`money.lotteryTx.type.${id}`) }))}
    />,
    <GameFilter key="gameId" source="gameId" alwaysOn />,
    <TextInput key="issueNo" source="issueNo" label={col('issueNo')} alwaysOn resettable />,
    <TextInput key="betNo" source="betNo" label={col('betNo')} resettable />,
    <BombayDayInput key="startTime" source="startTime" label="money.lotteryTx.filter.from" bound="start" alwaysOn />,
    <BombayDayInput key="endTime" source="endTime" label="money.lotteryTx.filter.to" bound="end" alwaysOn />,
    <RupeeFilterInput key="minAmount" source="minAmount" label="money.lotteryTx.filter.minAmount" />,
    <RupeeFilterInput key="maxAmount" source="maxAmount" label="money.lotteryTx.filter.maxAmount" />,
  ];
}

/** What the posting belongs to: the bet (game · period · bet no) or the rebate's game and day. */
function Source({ record }: { record: LotteryTransaction }) {
  if (record.betNo)
    return (
      <span>
        {record.issueNo}
        <br />
        {record.betNo}
      </span>
    );
  if (record.rebateDate) return <span>{record.rebateDate}</span>;
  return <span>{record.reference}</span>;
}

/**
 * detauls_lottery_transaction: members' lottery money — stakes, payouts, refunds and rebates —
 * each posting with its game, period and bet and the balance before and after (the ledger's own
 * balance_after chain). Every other posting type is on member_cash_record.
 */
export default function LotteryTransactionList() {
  const translate = useTranslate();
  const filters = useFilters();
  return (
    <Box data-testid="lottery-transaction-list">
      <List
        resource="lotteryTransaction"
        title="money.menu.detauls_lottery_transaction"
        filters={filters}
        sort={{ field: 'id', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
      >
        <DataTable<LotteryTransaction & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" label={col('id')} />
          <DataTable.Col source="username" label={col('username')} disableSort render={(r) => `${r.username} (${r.memberId})`} />
          <DataTable.Col
            source="type"
            label={col('type')}
            disableSort
            render={(r) => translate(`money.lotteryTx.type.${r.type}`, { _: r.type })}
          />
          <DataTable.Col source="gameName" label={col('game')} disableSort render={(r) => r.gameName ?? '-'} />
          <DataTable.Col source="issueNo" label={col('source')} disableSort render={(r) => <Source record={r as LotteryTransaction} />} />
          <DataTable.Col source="amount" label={col('amount')} disableSort>
            <MoneyField source="amount" signed />
          </DataTable.Col>
          <DataTable.Col source="balanceBefore" label={col('balanceBefore')} disableSort>
            <MoneyField source="balanceBefore" />
          </DataTable.Col>
          <DataTable.Col source="balanceAfter" label={col('balanceAfter')} disableSort>
            <MoneyField source="balanceAfter" />
          </DataTable.Col>
          <DataTable.Col source="createdAt" label={col('createdAt')} disableSort>
            <BombayDateField source="createdAt" />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
