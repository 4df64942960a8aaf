import { Box, Typography } from '@mui/material';
import { ColumnsButton, List, SelectInput, TopToolbar, TextInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DataTable, imageSrc, ListPagination, useCanWrite } from '../../../src';
import { BET_TYPES, CATALOGUE_PATHS, GAME_TYPES, useCatalogueGameCalls, type GameRecord } from './catalogueCalls';
import { onOffFilter, useLotteryTypeFilter } from './catalogueFilters';
import { gameActionsColumn, gameIntervalColumn, gameNameColumn, gameStateColumn } from './gameColumns';

export const GAME_RESOURCE = 'lotteryCatalogueGame';

function useFilters() {
  return [
    <TextInput key="name" source="name" label="lottery.catalogue.games.name" alwaysOn resettable />,
    <TextInput key="code" source="code" label="lottery.catalogue.games.code" alwaysOn resettable />,
    useLotteryTypeFilter('lottery.catalogue.games.lotteryType'),
    <SelectInput
      key="type"
      source="type"
      label="lottery.catalogue.games.type"
      alwaysOn
      choices={GAME_TYPES.map((code, id) => ({ id, name: `lottery.catalogue.gameType.${code}` }))}
    />,
    onOffFilter('state', 'lottery.catalogue.games.state'),
  ];
}

// The draw interval and result source start behind the column chooser, so the list fits 1440 px in en.
const COLUMNS_KEY = 'lottery.gamelList.columns';

/**
 * yoyo_lottery / gamelList: every game with its lottery type, game type, bet type, test support and
 * state. Admins open a game's Edit page (game_managementEdit) for its descriptive fields and enable
 * or disable it (the open period always runs to settlement); franchisees see the list only.
 */
export function GameList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canWrite = useCanWrite(GAME_RESOURCE, ['admin']);
  const calls = useCatalogueGameCalls();
  const filters = useFilters();
  return (
    <Box data-testid="game-list">
      <List
        resource={GAME_RESOURCE}
        title="lottery.menu.gamelList"
        perPage={20}
        sort={{ field: 'sort', order: 'ASC' }}
        filters={filters}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
          </TopToolbar>
        }
      >
        {!canWrite && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
            {translate('lottery.catalogue.readOnly')}
          </Typography>
        )}
        <DataTable<GameRecord>
          bulkActionButtons={false}
          rowClick={false}
          storeKey={COLUMNS_KEY}
          hiddenColumns={['intervalSec', 'resultSource']}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary" data-testid="game-empty">
              {translate('lottery.catalogue.games.empty')}
            </Typography>
          }
        >
          <DataTable.Col source="sort" label="lottery.catalogue.games.sort" />
          <DataTable.Col<GameRecord>
            source="iconH5"
            label="lottery.catalogue.games.icons"
            disableSort
            render={(g) => (
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                {[g.iconH5, g.iconPc].filter(Boolean).map((url, i) => (
                  <Box
                    key={i}
                    component="img"
                    src={imageSrc(url)}
                    alt={translate(i === 0 && g.iconH5 ? 'lottery.catalogue.games.iconH5' : 'lottery.catalogue.games.iconPc')}
                    sx={{ width: 32, height: 32, objectFit: 'contain' }}
                  />
                ))}
              </Box>
            )}
          />
          {gameNameColumn<GameRecord>((g) => g.code)}
          <DataTable.Col source="providerCode" label="lottery.catalogue.games.providerCode" disableSort />
          <DataTable.Col source="lotteryTypeName" label="lottery.catalogue.games.lotteryType" disableSort />
          <DataTable.Col<GameRecord>
            source="type"
            label="lottery.catalogue.games.type"
            disableSort
            render={(g) => translate(`lottery.catalogue.gameType.${GAME_TYPES[g.type]}`)}
          />
          <DataTable.Col<GameRecord>
            source="betType"
            label="lottery.catalogue.games.betType"
            disableSort
            render={(g) => translate(`lottery.catalogue.betType.${BET_TYPES[g.betType] ?? 'period'}`)}
          />
          {gameIntervalColumn(translate, { disableSort: true })}
          <DataTable.Col<GameRecord>
            source="resultSource"
            label="lottery.catalogue.games.resultSource"
            disableSort
            render={(g) => translate(`lottery.catalogue.resultSource.${g.resultSource}`)}
          />
          <DataTable.Col<GameRecord>
            source="testSupport"
            label="lottery.catalogue.games.testSupport"
            disableSort
            render={(g) => translate(g.testSupport ? 'lottery.catalogue.yes' : 'lottery.catalogue.no')}
          />
          {gameStateColumn(translate, 'game')}
          {canWrite &&
            gameActionsColumn({
              translate,
              navigate,
              editPath: CATALOGUE_PATHS.gameEdit,
              editLabel: 'lottery.catalogue.edit',
              testIdPrefix: 'game',
              setState: calls.setState,
            })}
        </DataTable>
      </List>
    </Box>
  );
}

export default GameList;
