import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPaise, type Translate } from '../../../src';
import { formatBps, formatOdds, playLabel, selectionLabel } from './labels';

/* A lever's value (before or after) and target as people read them: the operation log and the pending requests. */

const MONEY = new Set(['minStake', 'maxStake', 'maxPerMemberPeriod', 'maxExposure']);

function valueText(translate: Translate, field: string, value: unknown): string {
  if (value === null || value === undefined) return field === 'maxExposure' ? translate('lottery.limits.noCap') : '-';
  if (MONEY.has(field)) return formatPaise(Number(value));
  if (field === 'oddsX100') return formatOdds(Number(value));
  if (field === 'minBps' || field === 'maxBps') return formatBps(Number(value));
  if (typeof value === 'boolean') return translate(value ? 'lottery.krlog.yes' : 'lottery.krlog.no');
  return String(value);
}

/** A before or after snapshot as "label: value" lines, named in the user's language. */
export function Snapshot({ value, testId }: { value: Record<string, unknown> | null; testId: string }) {
  const translate = useTranslate();
  if (value === null)
    return (
      <Typography variant="body2" color="text.secondary" data-testid={testId}>
        {translate('lottery.lever.notSet')}
      </Typography>
    );
  return (
    <Box component="span" data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap', fontSize: '0.85rem' }}>
      {Object.entries(value).map(([k, v]) => (
        <span key={k}>{`${translate(`lottery.krlog.fields.${k}`, { _: k })}: ${valueText(translate, k, v)}`}</span>
      ))}
    </Box>
  );
}

/** A lever's target: '' the whole game, 'COLOR' a play, 'COLOR:red' a selection. */
export function targetText(translate: Translate, target: string): string {
  if (target === '') return translate('lottery.control.wholeGame');
  const [play, ...rest] = target.split(':');
  return rest.length === 0 ? playLabel(translate, play) : `${playLabel(translate, play)} ${selectionLabel(translate, rest.join(':'))}`;
}
