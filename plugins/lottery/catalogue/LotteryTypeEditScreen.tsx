import { useCallback } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useCanWrite } from '../../../src';
import { CATALOGUE_PATHS, type LotteryTypeRecord } from './catalogueCalls';
import { LotteryTypeDialog } from './LotteryTypeDialog';
import { LotteryTypeList, TYPE_RESOURCE } from './LotteryTypeList';
import { useEditTarget } from './useEditTarget';

/**
 * lotteryTypeEdit (a hidden leaf): `?id=` opens that type's name and sort over the lotteryType list;
 * saving or closing returns to the list. The types are few, so the page reads them from the list.
 */
export default function LotteryTypeEditScreen() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const canWrite = useCanWrite(TYPE_RESOURCE, ['admin']);
  const load = useCallback(
    async ({ id }: { id: number }) => {
      const { data } = await dataProvider.getList<LotteryTypeRecord>(TYPE_RESOURCE, {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'sort', order: 'ASC' },
        filter: {},
      });
      const type = data.find((t) => t.id === id);
      if (!type) throw new Error('not found');
      return type;
    },
    [dataProvider],
  );
  const target = useEditTarget(load, CATALOGUE_PATHS.lotteryType);
  const done = () => {
    refresh();
    target.back();
  };
  return (
    <>
      {target.status === 'missing' && (
        <Typography sx={{ px: 2, pt: 2 }} color="error" data-testid="type-missing">
          {translate('lottery.catalogue.notFound')}
        </Typography>
      )}
      {target.status === 'none' && (
        <Typography sx={{ px: 2, pt: 2 }} color="text.secondary" data-testid="type-pick">
          {translate('lottery.catalogue.types.pick')}
        </Typography>
      )}
      <LotteryTypeList />
      {target.record && canWrite && <LotteryTypeDialog record={target.record} onClose={target.back} onDone={done} />}
    </>
  );
}
