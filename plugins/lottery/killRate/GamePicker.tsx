import { useEffect } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { GameChoice } from '../lotteryCalls';

/** The game a lever screen works on (the catalogue is small: one page); picks the first game when none is chosen. */
export function GamePicker({ value, onChange }: { value: number | null; onChange(id: number): void }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<GameChoice>('lotteryGame', { pagination: { page: 1, perPage: 100 } });
  useEffect(() => {
    if (value === null && data && data.length > 0) onChange(data[0].id);
  }, [value, data, onChange]);
  return (
    <TextField
      select
      size="small"
      label={translate('lottery.lever.game')}
      value={value ?? ''}
      disabled={isPending}
      sx={{ minWidth: 220 }}
      onChange={(e) => onChange(Number(e.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'kr-game' } }}
    >
      {(data ?? []).map((g) => (
        <MenuItem key={g.id} value={g.id}>
          {g.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
