import { Chip, Stack, Typography } from '@mui/material';
import { BombayDateField } from '../../../src';
import { useTranslate } from 'react-admin';

/*
 * Cells the entered-results list and the supplementary-requests list both show. Game and period,
 * and a person with a time, share one cell each so the default columns fit 1440 px.
 */

/** The game's name over the period's issue number. */
export function GamePeriodCell({ game, issueNo }: { game: string | number; issueNo: string }) {
  return (
    <Stack spacing={0.25} sx={{ whiteSpace: 'nowrap' }}>
      <span>{game}</span>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {issueNo}
      </Typography>
    </Stack>
  );
}

/** Who did a step over when (the row's `atSource`, in Bombay time); '-' while nobody has. */
export function WhoAndWhenCell({ who, atSource }: { who: string | null | undefined; atSource: string }) {
  if (!who) return '-';
  return (
    <Stack spacing={0.25}>
      <span>{who}</span>
      <BombayDateField source={atSource} />
    </Stack>
  );
}

/** What the maker sees instead of the decision buttons: another staff member decides. */
export function AwaitingOtherChip({ testId }: { testId: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate('lottery.manual.awaitingOther')}
      title={translate('lottery.manual.awaitingOtherWhy')}
      data-testid={testId}
    />
  );
}
