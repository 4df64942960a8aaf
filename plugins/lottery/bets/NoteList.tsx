import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import {
  ColumnsButton,
  List,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
  useRefresh,
  useTranslate,
  useUnselectAll,
} from 'react-admin';
import {
  ACTIONS_COLUMN,
  BombayDateField,
  DataTable,
  ListPagination,
  MoneyField,
  useCanWrite,
  PopupFilters,
  usePopupList,
} from '../../../src';
import type { BetRecord } from '../lotteryCalls';
import { CancelBetsDialog } from './CancelBetsDialog';

const BET_STATUSES = ['unsettled', 'win', 'lose', 'draw', 'settled', 'not_drawn'];
const STATUS_CHOICES = BET_STATUSES.map((name, id) => ({ id, name: `lottery.betStatus.${name}` }));
const STATUS_COLORS = ['warning', 'success', 'default', 'info', 'default', 'error'] as const;

const filters = [
  <TextInput key="betNo" source="betNo" label="lottery.bet.betNo" alwaysOn resettable />,
  <TextInput key="memberId" source="memberId" label="lottery.bet.memberId" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="lottery.bet.status" alwaysOn choices={STATUS_CHOICES} />,
];

// Odds and the device (IP) are one click away in the column chooser, and member/agent,
// game/period and content/play share a cell each, so the default set fits 1440 px.
const COLUMNS_KEY = 'lottery.bets.columns';

function TwoLines({ first, second, mono = false }: { first: string; second: string; mono?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap' }}>
      <span>{first}</span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em', fontFamily: mono ? 'monospace' : undefined }}>
        {second}
      </Box>
    </Box>
  );
}

function BatchCancel({ onOpen }: { onOpen(ids: number[]): void }) {
  const { selectedIds } = useListContext<BetRecord>();
  const translate = useTranslate();
  return (
    <Button size="small" color="error" onClick={() => onOpen(selectedIds as number[])} data-testid="batch-cancel">
      {translate('lottery.bet.batchCancel')}
    </Button>
  );
}

/** note_management / note_list: bets of the caller's reach (an agent: its downline); admins cancel unsettled ones. */
export default function NoteList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const unselect = useUnselectAll('lotteryBet');
  const canCancel = useCanWrite('lotteryBet', ['admin']);
  const [cancelling, setCancelling] = useState<number[] | null>(null);
  return (
    <Box data-testid="note-list">
      <List
        resource="lotteryBet"
        title="lottery.menu.note_list"
        perPage={20}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={filters}
        exporter={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
          </TopToolbar>
        }
        pagination={<ListPagination />}
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<BetRecord>
          bulkActionButtons={canCancel ? <BatchCancel onOpen={setCancelling} /> : false}
          rowClick={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['ip', 'oddsX100']}
          isRowSelectable={(r) => r.status === 0}
        >
          {/* Bet numbers are 30 characters: a smaller monospace face keeps the row within the screen. */}
          <DataTable.Col<BetRecord>
            source="betNo"
            label="lottery.bet.betNo"
            disableSort
            render={(r) => (
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8em' }}>
                {r.betNo}
              </Box>
            )}
          />
          <DataTable.Col<BetRecord>
            source="username"
            label="lottery.bet.memberAgent"
            disableSort
            render={(r) => <TwoLines first={r.username} second={r.agentUsername ?? ''} />}
          />
          <DataTable.Col<BetRecord>
            source="gameName"
            label="lottery.bet.gamePeriod"
            disableSort
            render={(r) => <TwoLines first={r.gameName} second={r.issueNo} mono />}
          />
          <DataTable.Col<BetRecord>
            source="playName"
            label="lottery.bet.playContent"
            disableSort
            render={(r) => <TwoLines first={r.selectionName} second={r.playName} />}
          />
          <DataTable.Col source="stake" label="lottery.bet.stake">
            <MoneyField source="stake" />
          </DataTable.Col>
          <DataTable.Col<BetRecord> source="oddsX100" label="lottery.bet.odds" disableSort render={(r) => (r.oddsX100 / 100).toFixed(2)} />
          <DataTable.Col source="payout" label="lottery.bet.payout">
            <MoneyField source="payout" />
          </DataTable.Col>
          <DataTable.Col source="ip" label="lottery.bet.device" disableSort />
          <DataTable.Col source="createdAt" label="lottery.bet.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col<BetRecord>
            label="lottery.bet.status"
            disableSort
            render={(r) => (
              <Chip size="small" color={STATUS_COLORS[r.status] ?? 'default'} label={translate(`lottery.betStatus.${r.statusName}`)} />
            )}
          />
          {canCancel && (
            <DataTable.Col<BetRecord>
              label="lottery.bet.cancel"
              className={ACTIONS_COLUMN}
              render={(r) =>
                r.status === 0 && (
                  <Button size="small" color="error" onClick={() => setCancelling([r.id])} data-testid={`cancel-${r.id}`}>
                    {translate('lottery.bet.cancel')}
                  </Button>
                )
              }
            />
          )}
        </DataTable>
      </List>
      {cancelling && (
        <CancelBetsDialog
          ids={cancelling}
          onClose={() => setCancelling(null)}
          onDone={() => {
            setCancelling(null);
            unselect();
            refresh();
          }}
        />
      )}
    </Box>
  );
}
