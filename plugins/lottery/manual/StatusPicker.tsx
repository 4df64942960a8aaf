import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The heading of a manual-draw list with its status filter beside it: "all" (the empty value)
 * first, then each status under its own text key.
 */
export function StatusPicker<S extends string | number>({
  heading,
  value,
  statuses,
  onChange,
  testId,
}: {
  heading: string;
  value: S | '';
  /** Each status and the key of its name. */
  statuses: readonly { value: S; label: string }[];
  /** Given the picked status as the select hands it over (a string; '' for all). */
  onChange(picked: string): void;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="subtitle1">{translate(heading)}</Typography>
      <TextField
        select
        size="small"
        fullWidth={false}
        label={translate('lottery.manual.entryStatus')}
        value={value}
        sx={{ minWidth: 160 }}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': testId }, select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('lottery.manual.all')}</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {translate(s.label)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
