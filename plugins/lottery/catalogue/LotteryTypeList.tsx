import { Box, Button, Typography } from '@mui/material';
import { List, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, DataTable, useCanWrite } from '../../../src';
import { CATALOGUE_PATHS, type LotteryTypeRecord } from './catalogueCalls';

export const TYPE_RESOURCE = 'lotteryCatalogueType';

/**
 * yoyo_lottery / lotteryType: the lottery types (Win Go, K3, 5D) with their draw form and how many
 * games and plays each has. Admins rename and re-sort them on a type's Edit page (lotteryTypeEdit);
 * the draw form is fixed (it decides results).
 */
export function LotteryTypeList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canWrite = useCanWrite(TYPE_RESOURCE, ['admin']);
  return (
    <Box data-testid="lottery-types">
      <List
        resource={TYPE_RESOURCE}
        title="lottery.menu.lotteryType"
        exporter={false}
        pagination={false}
        empty={false}
        actions={false}
        sort={{ field: 'sort', order: 'ASC' }}
      >
        {!canWrite && (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2, pt: 1, display: 'block' }}>
            {translate('lottery.catalogue.readOnly')}
          </Typography>
        )}
        <DataTable<LotteryTypeRecord>
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('lottery.catalogue.types.empty')}
            </Typography>
          }
        >
          <DataTable.Col source="code" label="lottery.catalogue.types.code" disableSort />
          <DataTable.Col source="name" label="lottery.catalogue.types.name" disableSort />
          <DataTable.Col<LotteryTypeRecord>
            source="shape"
            label="lottery.catalogue.types.shape"
            disableSort
            render={(r) => translate(`lottery.catalogue.shape.${r.shape}`)}
          />
          <DataTable.Col source="sort" label="lottery.catalogue.types.sort" disableSort />
          <DataTable.Col source="games" label="lottery.catalogue.types.games" disableSort />
          <DataTable.Col source="plays" label="lottery.catalogue.types.plays" disableSort />
          {canWrite && (
            <DataTable.Col<LotteryTypeRecord>
              label="lottery.catalogue.actions"
              className={ACTIONS_COLUMN}
              render={(r) => (
                <Button
                  size="small"
                  onClick={() => navigate(`${CATALOGUE_PATHS.lotteryTypeEdit}?id=${r.id}`)}
                  data-testid={`type-edit-${r.id}`}
                >
                  {translate('lottery.catalogue.edit')}
                </Button>
              )}
            />
          )}
        </DataTable>
      </List>
    </Box>
  );
}

export default LotteryTypeList;
