import { Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { useCanWrite } from '../../../src';
import { CATALOGUE_PATHS, useCatalogueGameCalls } from './catalogueCalls';
import { GameDialog } from './GameDialog';
import { GAME_RESOURCE, GameList } from './GameList';
import { useEditTarget } from './useEditTarget';

/**
 * game_managementEdit (a hidden leaf): `?id=` opens that game's descriptive fields (name, provider
 * code, description, type, test support, icons) over gamelList; saving or closing returns to the
 * list with its filters. With no id it is the list with a hint to pick a game.
 */
export default function GameEditScreen() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useCatalogueGameCalls();
  const canWrite = useCanWrite(GAME_RESOURCE, ['admin']);
  const target = useEditTarget(calls.detail, CATALOGUE_PATHS.gamelList);
  const done = () => {
    refresh();
    target.back();
  };
  return (
    <>
      {target.status === 'missing' && (
        <Typography sx={{ px: 2, pt: 2 }} color="error" data-testid="game-missing">
          {translate('lottery.catalogue.notFound')}
        </Typography>
      )}
      {target.status === 'none' && (
        <Typography sx={{ px: 2, pt: 2 }} color="text.secondary" data-testid="game-pick">
          {translate('lottery.catalogue.games.pick')}
        </Typography>
      )}
      <GameList />
      {target.record && canWrite && <GameDialog record={target.record} onClose={target.back} onDone={done} />}
    </>
  );
}
