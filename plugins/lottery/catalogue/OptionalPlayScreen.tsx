import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Card,
  Chip,
  CircularProgress,
  MenuItem,
  TextField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Title, useGetList, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ConfirmActionButton, useCanWrite } from '../../../src';
import { playName, useCataloguePlayCalls, type LotteryTypeRecord, type OptionalPlayRecord } from './catalogueCalls';

const RESOURCE = 'lotteryCataloguePlay';

function Toggle({ p, locale, onDone }: { p: OptionalPlayRecord; locale: string; onDone(): void }) {
  const calls = useCataloguePlayCalls();
  const notify = useNotify();
  const disabling = p.status === 0;
  const verb = disabling ? 'disable' : 'enable';
  const name = playName(p, locale);
  return (
    <ConfirmActionButton
      label={`lottery.catalogue.optional.${verb}`}
      title={`lottery.catalogue.optional.${verb}Title`}
      content={`lottery.catalogue.optional.${verb}Content`}
      translateOptions={{ name }}
      color={disabling ? 'error' : 'primary'}
      size="small"
      data-testid={`optional-${verb}-${p.id}`}
      onConfirm={async () => {
        await calls.setStatus({ id: p.id, enabled: !disabling });
        notify(disabling ? 'lottery.catalogue.optional.disabled' : 'lottery.catalogue.optional.enabled', {
          type: 'success',
          messageArgs: { name },
        });
        onDone();
      }}
    />
  );
}

/**
 * yoyo_lottery / optionalPlay: which play groups members may choose, per lottery type. Switching a
 * group switches its selections with it; bets already placed are not touched.
 */
export default function OptionalPlayScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useCataloguePlayCalls();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const [typeId, setTypeId] = useState<number | ''>('');
  const types = useGetList<LotteryTypeRecord>('lotteryCatalogueType', { pagination: { page: 1, perPage: 100 } });
  const plays = useQuery({
    queryKey: [RESOURCE, 'optional', typeId],
    queryFn: () => calls.optional(typeId === '' ? {} : { lotteryTypeId: typeId }),
  });
  const list = plays.data?.list ?? [];
  return (
    <Box data-testid="optional-play" sx={{ mt: 1 }}>
      <Title title="lottery.menu.optionalPlay" />
      <Card sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(canWrite ? 'lottery.catalogue.optional.hint' : 'lottery.catalogue.readOnly')}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('lottery.catalogue.plays.lotteryType')}
          value={typeId}
          sx={{ minWidth: 220 }}
          onChange={(e) => setTypeId(e.target.value === '' ? '' : Number(e.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'optional-type' } }}
        >
          <MenuItem value="">{translate('lottery.catalogue.optional.all')}</MenuItem>
          {(types.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {plays.isPending ? (
          <Box sx={{ mt: 2 }}>
            <CircularProgress size={24} aria-label="loading" />
          </Box>
        ) : list.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {translate('lottery.catalogue.optional.empty')}
          </Typography>
        ) : (
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.catalogue.plays.lotteryType')}</TableCell>
                <TableCell>{translate('lottery.catalogue.plays.name')}</TableCell>
                <TableCell align="right">{translate('lottery.catalogue.optional.selections')}</TableCell>
                <TableCell>{translate('lottery.catalogue.plays.state')}</TableCell>
                {canWrite && <TableCell>{translate('lottery.catalogue.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((p) => (
                <TableRow key={p.id} data-testid={`optional-row-${p.id}`}>
                  <TableCell>{p.lotteryTypeName}</TableCell>
                  <TableCell>{playName(p, locale)}</TableCell>
                  <TableCell align="right">{`${p.enabledSelections}/${p.selections}`}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={p.status === 0 ? 'success' : 'default'}
                      label={translate(p.status === 0 ? 'lottery.catalogue.on' : 'lottery.catalogue.off')}
                    />
                  </TableCell>
                  {canWrite && (
                    <TableCell>
                      <Toggle p={p} locale={locale} onDone={() => void plays.refetch()} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
    </Box>
  );
}
