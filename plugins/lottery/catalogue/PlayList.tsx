import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import { List, SelectInput, TextInput, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, DataTable, ListPagination, useCanWrite } from '../../../src';
import { playName, type PlayRecord } from './catalogueCalls';
import { onOffFilter, useLotteryTypeFilter } from './catalogueFilters';
import { bpsToPercent } from './catalogueForms';
import { PlayDialog } from './PlayDialog';

const RESOURCE = 'lotteryCataloguePlay';

function useFilters() {
  return [
    useLotteryTypeFilter('lottery.catalogue.plays.lotteryType'),
    <SelectInput
      key="level"
      source="level"
      label="lottery.catalogue.plays.level"
      alwaysOn
      choices={[
        { id: 'group', name: 'lottery.catalogue.plays.group' },
        { id: 'selection', name: 'lottery.catalogue.plays.selection' },
      ]}
    />,
    <TextInput key="name" source="name" label="lottery.catalogue.plays.search" alwaysOn resettable />,
    onOffFilter('status', 'lottery.catalogue.plays.state'),
  ];
}

/**
 * yoyo_lottery / playList: play groups and their selections per lottery type, with names in three
 * languages, parent play, sort, odds (shown; edited in the odds settings) and rebate. Admins edit
 * names, introductions, sort and rebate.
 */
export default function PlayList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const filters = useFilters();
  const [editing, setEditing] = useState<PlayRecord | null>(null);
  return (
    <Box data-testid="play-list">
      <List
        resource={RESOURCE}
        title="lottery.menu.playList"
        perPage={50}
        sort={{ field: 'sort', order: 'ASC' }}
        filters={filters}
        exporter={false}
        pagination={<ListPagination />}
        empty={false}
        actions={false}
      >
        {!canWrite && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
            {translate('lottery.catalogue.readOnly')}
          </Typography>
        )}
        <DataTable<PlayRecord>
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary" data-testid="play-empty">
              {translate('lottery.catalogue.plays.empty')}
            </Typography>
          }
        >
          <DataTable.Col source="sort" label="lottery.catalogue.plays.sort" />
          <DataTable.Col<PlayRecord>
            source="nameEn"
            label="lottery.catalogue.plays.name"
            disableSort
            render={(p) => (
              <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
                <span>{playName(p, locale)}</span>
                <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
                  {p.nameHi}
                </Box>
              </Box>
            )}
          />
          <DataTable.Col source="lotteryTypeName" label="lottery.catalogue.plays.lotteryType" disableSort />
          <DataTable.Col<PlayRecord>
            source="parentId"
            label="lottery.catalogue.plays.parent"
            disableSort
            render={(p) =>
              p.parentId === null ? translate('lottery.catalogue.plays.noParent') : locale === 'zh' ? p.parentNameZh : p.parentNameEn
            }
          />
          <DataTable.Col<PlayRecord>
            source="oddsX100"
            label="lottery.catalogue.plays.odds"
            disableSort
            render={(p) => (p.parentId === null ? '-' : `×${(p.oddsX100 / 100).toFixed(2)}`)}
          />
          <DataTable.Col<PlayRecord>
            source="rebateBps"
            label="lottery.catalogue.plays.rebate"
            disableSort
            render={(p) => `${bpsToPercent(p.rebateBps)}%`}
          />
          <DataTable.Col<PlayRecord>
            source="status"
            label="lottery.catalogue.plays.state"
            disableSort
            render={(p) => (
              <Chip
                size="small"
                color={p.status === 0 ? 'success' : 'default'}
                label={translate(p.status === 0 ? 'lottery.catalogue.on' : 'lottery.catalogue.off')}
              />
            )}
          />
          {canWrite && (
            <DataTable.Col<PlayRecord>
              label="lottery.catalogue.actions"
              className={ACTIONS_COLUMN}
              render={(p) => (
                <Button size="small" onClick={() => setEditing(p)} data-testid={`play-edit-${p.id}`}>
                  {translate('lottery.catalogue.edit')}
                </Button>
              )}
            />
          )}
        </DataTable>
      </List>
      {editing && <PlayDialog record={editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Box>
  );
}
