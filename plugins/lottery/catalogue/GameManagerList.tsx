import { Box, Button, Chip, Typography } from '@mui/material';
import { ColumnsButton, List, SelectInput, TopToolbar, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, BombayDateField, ConfirmActionButton, DataTable, formatPaise, ListPagination, useCanWrite } from '../../../src';
import { CATALOGUE_PATHS, RESULT_SOURCES, useGameManagerCalls, type GameManagerRecord, type LotteryTypeRecord } from './catalogueCalls';
import { bpsToPercent } from './catalogueForms';

export const GAME_MANAGER_RESOURCE = 'lotteryGameManager';
// Fee, stake limits and the next opening start behind the column chooser, so the list fits 1440 px in en.
const COLUMNS_KEY = 'lottery.gameManager.columns';

function useFilters() {
  const types = useGetList<LotteryTypeRecord>('lotteryCatalogueType', { pagination: { page: 1, perPage: 100 } });
  return [
    <SelectInput
      key="lotteryTypeId"
      source="lotteryTypeId"
      label="lottery.catalogue.games.lotteryType"
      alwaysOn
      translateChoice={false}
      choices={(types.data ?? []).map((t) => ({ id: t.id, name: t.name }))}
    />,
    <SelectInput
      key="resultSource"
      source="resultSource"
      label="lottery.catalogue.manager.drawKind"
      alwaysOn
      choices={RESULT_SOURCES.map((id) => ({ id, name: `lottery.catalogue.manager.drawKinds.${id}` }))}
    />,
    <SelectInput
      key="state"
      source="state"
      label="lottery.catalogue.games.state"
      alwaysOn
      choices={[
        { id: 0, name: 'lottery.catalogue.on' },
        { id: 1, name: 'lottery.catalogue.off' },
      ]}
    />,
  ];
}

function StateToggle({ g }: { g: GameManagerRecord }) {
  const calls = useGameManagerCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const disabling = g.state === 0;
  const verb = disabling ? 'disable' : 'enable';
  return (
    <ConfirmActionButton
      label={`lottery.catalogue.games.${verb}`}
      title={`lottery.catalogue.games.${verb}Title`}
      content={`lottery.catalogue.games.${verb}Content`}
      translateOptions={{ name: g.name }}
      color={disabling ? 'error' : 'primary'}
      size="small"
      data-testid={`manager-${verb}-${g.id}`}
      onConfirm={async () => {
        await calls.setState({ id: g.id, enabled: !disabling });
        notify(disabling ? 'lottery.catalogue.games.disabled' : 'lottery.catalogue.games.enabled', {
          type: 'success',
          messageArgs: { name: g.name },
        });
        refresh();
      }}
    />
  );
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
          <DataTable.Col<GameManagerRecord>
            source="name"
            label="lottery.catalogue.games.name"
            render={(g) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                <span>{g.name}</span>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>{`${g.code} · ${g.issueCode}`}</Box>
              </Box>
            )}
          />
          <DataTable.Col source="lotteryTypeName" label="lottery.catalogue.games.lotteryType" disableSort />
          <DataTable.Col<GameManagerRecord>
            source="resultSource"
            label="lottery.catalogue.manager.drawKind"
            disableSort
            render={(g) => translate(`lottery.catalogue.manager.drawKinds.${g.resultSource}`)}
          />
          <DataTable.Col<GameManagerRecord>
            source="intervalSec"
            label="lottery.catalogue.games.interval"
            render={(g) => translate('lottery.catalogue.games.seconds', { n: g.intervalSec })}
          />
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
          <DataTable.Col<GameManagerRecord>
            source="state"
            label="lottery.catalogue.games.state"
            disableSort
            render={(g) => (
              <Chip
                size="small"
                color={g.state === 0 ? 'success' : 'default'}
                label={translate(g.state === 0 ? 'lottery.catalogue.on' : 'lottery.catalogue.off')}
                data-testid={`manager-state-${g.id}`}
              />
            )}
          />
          {canWrite && (
            <DataTable.Col<GameManagerRecord>
              label="lottery.catalogue.actions"
              className={ACTIONS_COLUMN}
              render={(g) => (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <Button
                    size="small"
                    onClick={() => navigate(`${CATALOGUE_PATHS.gameManagerEdit}?id=${g.id}`)}
                    data-testid={`manager-edit-${g.id}`}
                  >
                    {translate('lottery.catalogue.manager.settings')}
                  </Button>
                  <StateToggle g={g} />
                </Box>
              )}
            />
          )}
        </DataTable>
      </List>
    </Box>
  );
}

export default GameManagerList;
