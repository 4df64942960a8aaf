import { Box, Button, Typography } from '@mui/material';
import { ColumnsButton, List, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BombayDateField, DataTable, formatPaise, ListPagination, useCanWrite } from '../../../src';
import { CATALOGUE_PATHS, RESULT_SOURCES, useGameManagerCalls, type GameManagerRecord } from './catalogueCalls';
import { onOffFilter, useLotteryTypeFilter } from './catalogueFilters';
import { bpsToPercent } from './catalogueForms';
import { gameActionsColumn, gameIntervalColumn, gameNameColumn, gameStateColumn } from './gameColumns';

export const GAME_MANAGER_RESOURCE = 'lotteryGameManager';
// Fee, stake limits and the next opening start behind the column chooser, so the list fits 1440 px in en.
const COLUMNS_KEY = 'lottery.gameManager.columns';

function useFilters() {
  return [
    useLotteryTypeFilter('lottery.catalogue.games.lotteryType'),
    <SelectInput
      key="resultSource"
      source="resultSource"
      label="lottery.catalogue.manager.drawKind"
      alwaysOn
      choices={RESULT_SOURCES.map((id) => ({ id, name: `lottery.catalogue.manager.drawKinds.${id}` }))}
    />,
    onOffFilter('state', 'lottery.catalogue.games.state'),
  ];
}

function Actions({ canWrite }: { canWrite: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <TopToolbar>
      {canWrite && (
        <Button size="small" variant="contained" onClick={() => navigate(CATALOGUE_PATHS.gameManagerEdit)} data-testid="manager-add">
          {translate('lottery.catalogue.manager.add')}
        </Button>
      )}
      <ColumnsButton storeKey={COLUMNS_KEY} />
    </TopToolbar>
  );
}

/**
 * yoyo_lottery / gameManager: every game's draw settings (lottery type, draw kind, period length,
 * betting freeze, fee, stake limits), the period taking bets now and its close, and the switch.
 * Admins add a game (it starts disabled) and open a game's settings page (gameManagerEdit).
 */
export function GameManagerList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canWrite = useCanWrite(GAME_MANAGER_RESOURCE, ['admin']);
  const calls = useGameManagerCalls();
  const filters = useFilters();
  return (
    <Box data-testid="game-manager">
      <List
        resource={GAME_MANAGER_RESOURCE}
        title="lottery.menu.gameManager"
        perPage={20}
        sort={{ field: 'sort', order: 'ASC' }}
        filters={filters}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
        actions={<Actions canWrite={canWrite} />}
      >
        {!canWrite && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
            {translate('lottery.catalogue.readOnly')}
          </Typography>
        )}
        <DataTable<GameManagerRecord>
          bulkActionButtons={false}
          rowClick={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['feeBps', 'minBet', 'nextOpenAt']}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary" data-testid="manager-empty">
              {translate('lottery.catalogue.games.empty')}
            </Typography>
          }
        >
          <DataTable.Col source="sort" label="lottery.catalogue.games.sort" />
          {gameNameColumn<GameManagerRecord>((g) => `${g.code} · ${g.issueCode}`)}
          <DataTable.Col source="lotteryTypeName" label="lottery.catalogue.games.lotteryType" disableSort />
          <DataTable.Col<GameManagerRecord>
            source="resultSource"
            label="lottery.catalogue.manager.drawKind"
            disableSort
            render={(g) => translate(`lottery.catalogue.manager.drawKinds.${g.resultSource}`)}
          />
          {gameIntervalColumn(translate, { disableSort: false })}
          <DataTable.Col<GameManagerRecord>
            source="freezeSec"
            label="lottery.catalogue.manager.freeze"
            disableSort
            render={(g) => translate('lottery.catalogue.games.seconds', { n: g.freezeSec })}
          />
          <DataTable.Col<GameManagerRecord>
            source="feeBps"
            label="lottery.catalogue.manager.fee"
            disableSort
            render={(g) => `${bpsToPercent(g.feeBps)}%`}
          />
          <DataTable.Col<GameManagerRecord>
            source="minBet"
            label="lottery.catalogue.manager.stakes"
            disableSort
            render={(g) => `${formatPaise(g.minBet, { decimals: 0 })} – ${formatPaise(g.maxBet, { decimals: 0 })}`}
          />
          <DataTable.Col<GameManagerRecord>
            source="openIssueNo"
            label="lottery.catalogue.manager.openPeriod"
            disableSort
            render={(g) =>
              g.openIssueNo ? (
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                  <span data-testid={`manager-open-${g.id}`}>{g.openIssueNo}</span>
                  <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                    {translate('lottery.catalogue.manager.closesAt')} <BombayDateField source="openCloseAt" pattern="HH:mm:ss" />
                  </Box>
                </Box>
              ) : (
                '-'
              )
            }
          />
          <DataTable.Col source="nextOpenAt" label="lottery.catalogue.manager.nextOpen" disableSort>
            <BombayDateField source="nextOpenAt" />
          </DataTable.Col>
          {gameStateColumn(translate, 'manager')}
          {canWrite &&
            gameActionsColumn({
              translate,
              navigate,
              editPath: CATALOGUE_PATHS.gameManagerEdit,
              editLabel: 'lottery.catalogue.manager.settings',
              testIdPrefix: 'manager',
              setState: calls.setState,
            })}
        </DataTable>
      </List>
    </Box>
  );
}

export default GameManagerList;
