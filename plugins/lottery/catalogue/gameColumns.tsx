import { Box, Button, Chip } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import { ACTIONS_COLUMN, DataTable } from '../../../src';
import { GameStateToggle } from './GameStateToggle';

/*
 * The columns the game list and the draw settings list both show. Each is a DataTable.Col element
 * made here rather than a component of its own: the host's DataTable reads its columns' props
 * (source, label, className) from its direct children.
 */

/** What both lists' rows have of a game. */
interface ListedGame {
  id: number;
  name: string;
  code: string;
  state: number;
  intervalSec: number;
}

/** The name, and under it in grey what `below` gives (the code; for draw settings also the issue code). */
export function gameNameColumn<G extends ListedGame>(below: (g: G) => string) {
  return (
    <DataTable.Col<G>
      source="name"
      label="lottery.catalogue.games.name"
      render={(g) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <span>{g.name}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {below(g)}
          </Box>
        </Box>
      )}
    />
  );
}

export const gameIntervalColumn = (translate: TranslateFunction, { disableSort }: { disableSort: boolean }) => (
  <DataTable.Col<ListedGame>
    source="intervalSec"
    label="lottery.catalogue.games.interval"
    disableSort={disableSort}
    render={(g) => translate('lottery.catalogue.games.seconds', { n: g.intervalSec })}
  />
);

/** On or off as a chip, test id `<testIdPrefix>-state-<id>`. */
export const gameStateColumn = (translate: TranslateFunction, testIdPrefix: string) => (
  <DataTable.Col<ListedGame>
    source="state"
    label="lottery.catalogue.games.state"
    disableSort
    render={(g) => (
      <Chip
        size="small"
        color={g.state === 0 ? 'success' : 'default'}
        label={translate(g.state === 0 ? 'lottery.catalogue.on' : 'lottery.catalogue.off')}
        data-testid={`${testIdPrefix}-state-${g.id}`}
      />
    )}
  />
);

/** An admin's actions on a game: open its edit page (`editPath?id=`) and switch it on or off. */
export const gameActionsColumn = ({
  translate,
  navigate,
  editPath,
  editLabel,
  testIdPrefix,
  setState,
}: {
  translate: TranslateFunction;
  navigate(to: string): void;
  editPath: string;
  editLabel: string;
  testIdPrefix: string;
  setState(payload: { id: number; enabled: boolean }): Promise<unknown>;
}) => (
  <DataTable.Col<ListedGame>
    label="lottery.catalogue.actions"
    className={ACTIONS_COLUMN}
    render={(g) => (
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <Button size="small" onClick={() => navigate(`${editPath}?id=${g.id}`)} data-testid={`${testIdPrefix}-edit-${g.id}`}>
          {translate(editLabel)}
        </Button>
        <GameStateToggle g={g} setState={setState} testIdPrefix={testIdPrefix} />
      </Box>
    )}
  />
);
