import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { IconButton, Menu, MenuItem, ToggleButton, ToggleButtonGroup, Tooltip, Box, Typography } from '@mui/material';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import { useSettings } from '../../settings/SettingsContext';
import { SIZES, type UiSize } from '../../settings/settings';

/** Element-style global size: writes the 'size' cookie and rebuilds the theme live. */
export function SizeSelect({ variant }: { variant: 'bar' | 'menu' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { size, setSize } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (next: UiSize) => {
    setAnchor(null);
    if (next === size) return;
    setSize(next);
    notify('layout.size.changed', { type: 'success' });
  };

  if (variant === 'menu') {
    return (
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mb: 0.5 }}>{translate('layout.size.label')}</Typography>
        <ToggleButtonGroup exclusive size="small" value={size} onChange={(_, v: UiSize | null) => v && choose(v)} data-testid="size-select">
          {SIZES.map((s) => (
            <ToggleButton key={s} value={s} data-testid={`size-${s}`}>
              {translate(`layout.size.${s}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    );
  }

  const label = translate('layout.size.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} data-testid="size-select">
          <FormatSizeIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {SIZES.map((s) => (
          <MenuItem key={s} selected={s === size} disabled={s === size} onClick={() => choose(s)} data-testid={`size-${s}`}>
            {translate(`layout.size.${s}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
