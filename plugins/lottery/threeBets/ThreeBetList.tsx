import { useQuery } from '@tanstack/react-query';
import { Box, Chip } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useTranslate } from 'react-admin';
import { BombayDateField, BombayDayInput, DataTable, ListPagination, MoneyField } from '../../../src';
import { THREE_BET_STATES, useThreeBetCalls, type ThreeBetRecord } from './threeBetCalls';
import { ThreeBetTotalsRow } from './ThreeBetTotalsRow';

const STATE_CHOICES = THREE_BET_STATES.map((name, id) => ({ id, name: `lottery.threeBetState.${name}` }));
const STATE_COLORS = ['warning', 'success', 'default', 'info', 'error'] as const;
const COLUMNS_KEY = 'lottery.threeBets.columns';

/**
 * /ThreeBetManager / three_bet_list: bets members placed with third-party game providers, as the
 * providers reported them. Read-only; the server scopes the rows (an agent: its own downline).
 */
export default function ThreeBetList() {
  const translate = useTranslate();
  const calls = useThreeBetCalls();
  const providers = useQuery({ queryKey: ['lotteryThreeBet', 'providers'], queryFn: () => calls.providers(), staleTime: Infinity });
  const providerChoices = (providers.data ?? []).map((p) => ({ id: p.code, name: p.name }));
  const gameChoices = (providers.data ?? []).flatMap((p) => p.games.map((g) => ({ id: g.code, name: `${g.name} (${p.name})` })));
  const filters = [
    <TextInput key="username" source="username" label="lottery.threeBet.member" alwaysOn resettable />,
    <SelectInput
      key="provider"
      source="provider"
      label="lottery.threeBet.provider"
      alwaysOn
      choices={providerChoices}
      isPending={providers.isPending}
    />,
    <SelectInput
      key="gameCode"
      source="gameCode"
      label="lottery.threeBet.game"
      alwaysOn
      choices={gameChoices}
      isPending={providers.isPending}
    />,
    <SelectInput key="state" source="state" label="lottery.threeBet.state" alwaysOn choices={STATE_CHOICES} />,
    <BombayDayInput key="startTime" source="startTime" label="lottery.threeBet.from" bound="start" alwaysOn />,
    <BombayDayInput key="endTime" source="endTime" label="lottery.threeBet.to" bound="end" alwaysOn />,
  ];
  return (
    <Box data-testid="three-bet-list">
      <List
        resource="lotteryThreeBet"
        title="lottery.menu.three_bet_list"
        perPage={20}
        sort={{ field: 'betAt', order: 'DESC' }}
        filters={filters}
        exporter={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
          </TopToolbar>
        }
        pagination={<ListPagination />}
      >
        <ThreeBetTotalsRow />
        <DataTable<ThreeBetRecord>
          bulkActionButtons={false}
          rowClick={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['validBet', 'settledAt']}
        >
          <DataTable.Col<ThreeBetRecord>
            source="orderNo"
            label="lottery.threeBet.orderNo"
            disableSort
            render={(r) => (
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.85em' }}>
                {r.orderNo}
              </Box>
            )}
          />
          <DataTable.Col source="username" label="lottery.threeBet.member" disableSort />
          <DataTable.Col<ThreeBetRecord>
            source="agentUsername"
            label="lottery.threeBet.agent"
            disableSort
            render={(r) => r.agentUsername ?? '-'}
          />
          <DataTable.Col source="providerName" label="lottery.threeBet.provider" disableSort />
          <DataTable.Col source="gameName" label="lottery.threeBet.game" disableSort />
          <DataTable.Col source="stake" label="lottery.threeBet.stake">
            <MoneyField source="stake" />
          </DataTable.Col>
          <DataTable.Col source="validBet" label="lottery.threeBet.validBet" disableSort>
            <MoneyField source="validBet" />
          </DataTable.Col>
          <DataTable.Col source="payout" label="lottery.threeBet.payout">
            <MoneyField source="payout" />
          </DataTable.Col>
          <DataTable.Col source="winLoss" label="lottery.threeBet.winLoss" disableSort>
            <MoneyField source="winLoss" />
          </DataTable.Col>
          <DataTable.Col<ThreeBetRecord>
            source="stateName"
            label="lottery.threeBet.state"
            disableSort
            render={(r) => (
              <Chip size="small" color={STATE_COLORS[r.state] ?? 'default'} label={translate(`lottery.threeBetState.${r.stateName}`)} />
            )}
          />
          <DataTable.Col source="betAt" label="lottery.threeBet.betAt">
            <BombayDateField source="betAt" />
          </DataTable.Col>
          <DataTable.Col source="settledAt" label="lottery.threeBet.settledAt" disableSort>
            <BombayDateField source="settledAt" />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
}
