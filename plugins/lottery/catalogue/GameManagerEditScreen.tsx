import { Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { useCanWrite } from '../../../src';
import { CATALOGUE_PATHS, useGameManagerCalls } from './catalogueCalls';
import { DrawSettingsDialog, NewGameDialog } from './GameManagerDialog';
import { GAME_MANAGER_RESOURCE, GameManagerList } from './GameManagerList';
import { useEditTarget } from './useEditTarget';

/**
 * gameManagerEdit (a hidden leaf): `?id=` opens that game's draw settings, no id the form for a new
 * game, over the gameManager list; saving or closing returns to the list with its filters.
 */
export default function GameManagerEditScreen() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useGameManagerCalls();
  const canWrite = useCanWrite(GAME_MANAGER_RESOURCE, ['admin']);
  const target = useEditTarget(calls.detail, CATALOGUE_PATHS.gameManager);
  const done = () => {
    refresh();
    target.back();
  };
  return (
    <>
      {target.status === 'missing' && (
        <Typography sx={{ px: 2, pt: 2 }} color="error" data-testid="manager-missing">
          {translate('lottery.catalogue.notFound')}
        </Typography>
      )}
      <GameManagerList />
      {target.status === 'none' && canWrite && <NewGameDialog onClose={target.back} onDone={done} />}
      {target.record && <DrawSettingsDialog record={target.record} readOnly={!canWrite} onClose={target.back} onDone={done} />}
    </>
  );
}
