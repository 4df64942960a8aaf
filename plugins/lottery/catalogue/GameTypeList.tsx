import { useQuery } from '@tanstack/react-query';
import { Box, Card, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { BET_TYPES, useCatalogueGameCalls } from './catalogueCalls';

/**
 * yoyo_lottery / gameType: the game types (spec: lottery, electronic, chess and card, lobby,
 * fishing, betting machine, slot machine, board) with how many games each has and how many are
 * enabled, and the bet types. A game's type is set in the game list's edit dialog.
 */
export default function GameTypeList() {
  const translate = useTranslate();
  const calls = useCatalogueGameCalls();
  const types = useQuery({ queryKey: ['lotteryCatalogueGame', 'types'], queryFn: () => calls.types() });
  return (
    <Box data-testid="game-types" sx={{ mt: 1 }}>
      <Title title="lottery.menu.gameType" />
      <Card sx={{ p: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('lottery.catalogue.gameTypes.hint')}
        </Typography>
        {types.isPending ? (
          <CircularProgress size={24} aria-label="loading" />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.catalogue.gameTypes.type')}</TableCell>
                <TableCell align="right">{translate('lottery.catalogue.gameTypes.games')}</TableCell>
                <TableCell align="right">{translate('lottery.catalogue.gameTypes.enabled')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(types.data?.list ?? []).map((t) => (
                <TableRow key={t.id} data-testid={`game-type-${t.code}`}>
                  <TableCell>{translate(`lottery.catalogue.gameType.${t.code}`)}</TableCell>
                  <TableCell align="right">{t.games}</TableCell>
                  <TableCell align="right">{t.enabled}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('lottery.catalogue.gameTypes.betTypes')}
        </Typography>
        <Typography variant="body2">{BET_TYPES.map((code) => translate(`lottery.catalogue.betType.${code}`)).join(', ')}</Typography>
      </Card>
    </Box>
  );
}
