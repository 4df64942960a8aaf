import { Box, Button, Chip, Typography } from '@mui/material';
import { ColumnsButton, List, SelectInput, TopToolbar, TextInput, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, ConfirmActionButton, DataTable, imageSrc, ListPagination, useCanWrite } from '../../../src';
import { BET_TYPES, CATALOGUE_PATHS, GAME_TYPES, useCatalogueGameCalls, type GameRecord, type LotteryTypeRecord } from './catalogueCalls';

export const GAME_RESOURCE = 'lotteryCatalogueGame';

function useFilters() {
  const types = useGetList<LotteryTypeRecord>('lotteryCatalogueType', { pagination: { page: 1, perPage: 100 } });
  return [
    <TextInput key="name" source="name" label="lottery.catalogue.games.name" alwaysOn resettable />,
    <TextInput key="code" source="code" label="lottery.catalogue.games.code" alwaysOn resettable />,
    <SelectInput
      key="lotteryTypeId"
      source="lotteryTypeId"
      label="lottery.catalogue.games.lotteryType"
      alwaysOn
      translateChoice={false}
      choices={(types.data ?? []).map((t) => ({ id: t.id, name: t.name }))}
    />,
    <SelectInput
      key="type"
      source="type"
      label="lottery.catalogue.games.type"
      alwaysOn
      choices={GAME_TYPES.map((code, id) => ({ id, name: `lottery.catalogue.gameType.${code}` }))}
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

function StateToggle({ g }: { g: GameRecord }) {
  const calls = useCatalogueGameCalls();
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
      data-testid={`game-${verb}-${g.id}`}
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
          <DataTable.Col<GameRecord>
            source="name"
            label="lottery.catalogue.games.name"
            render={(g) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                <span>{g.name}</span>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                  {g.code}
                </Box>
              </Box>
            )}
          />
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
          <DataTable.Col<GameRecord>
            source="intervalSec"
            label="lottery.catalogue.games.interval"
            disableSort
            render={(g) => translate('lottery.catalogue.games.seconds', { n: g.intervalSec })}
          />
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
          <DataTable.Col<GameRecord>
            source="state"
            label="lottery.catalogue.games.state"
            disableSort
            render={(g) => (
              <Chip
                size="small"
                color={g.state === 0 ? 'success' : 'default'}
                label={translate(g.state === 0 ? 'lottery.catalogue.on' : 'lottery.catalogue.off')}
                data-testid={`game-state-${g.id}`}
              />
            )}
          />
          {canWrite && (
            <DataTable.Col<GameRecord>
              label="lottery.catalogue.actions"
              className={ACTIONS_COLUMN}
              render={(g) => (
                <Box sx={{ display: 'flex', gap: 0.5 }}>
                  <Button size="small" onClick={() => navigate(`${CATALOGUE_PATHS.gameEdit}?id=${g.id}`)} data-testid={`game-edit-${g.id}`}>
                    {translate('lottery.catalogue.edit')}
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

export default GameList;
