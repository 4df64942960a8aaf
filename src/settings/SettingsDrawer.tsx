import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, ButtonBase, Divider, Drawer, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useSettings } from './SettingsContext';
import { isValidColour, THEME_PRESETS, type LayoutSettings } from './settings';

const SWITCHES: (keyof Pick<LayoutSettings, 'tagsView' | 'fixedHeader' | 'sidebarLogo'>)[] = ['tagsView', 'fixedHeader', 'sidebarLogo'];

function ColourSwatch({ colour, selected, onPick }: { colour: string; selected: boolean; onPick: () => void }) {
  return (
    <ButtonBase
      onClick={onPick}
      aria-label={colour}
      aria-pressed={selected}
      sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: colour, color: '#fff' }}
      data-testid={`theme-${colour}`}
    >
      {selected && <CheckIcon fontSize="small" />}
    </ButtonBase>
  );
}

/** The gear's drawer: theme colour, tags view, fixed header, sidebar logo — applied live, kept in localStorage. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { settings, changeSetting } = useSettings();
  const [custom, setCustom] = useState(settings.theme);
  const customValid = isValidColour(custom);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280, maxWidth: '100vw' } } }}
      data-testid="settings-drawer"
    >
      <Box sx={{ p: 2 }}>
        <Typography variant="h6" sx={{ fontSize: 16, mb: 2 }}>
          {translate('layout.settings.title')}
        </Typography>
        <Typography sx={{ fontSize: 14, mb: 1 }}>{translate('layout.settings.theme')}</Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
          {THEME_PRESETS.map((c) => (
            <ColourSwatch key={c} colour={c} selected={settings.theme.toLowerCase() === c} onPick={() => changeSetting('theme', c)} />
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <input
            type="color"
            value={customValid ? custom : settings.theme}
            onChange={(e) => {
              setCustom(e.target.value);
              changeSetting('theme', e.target.value);
            }}
            aria-label={translate('layout.settings.custom')}
            style={{ width: 36, height: 32, padding: 0, border: 0, background: 'none' }}
          />
          <TextField
            size="small"
            variant="outlined"
            margin="none"
            label={translate('layout.settings.custom')}
            value={custom}
            error={!customValid}
            onChange={(e) => {
              setCustom(e.target.value);
              if (isValidColour(e.target.value)) changeSetting('theme', e.target.value);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'theme-custom', maxLength: 7 } }}
          />
        </Stack>
        <Divider sx={{ my: 2 }} />
        {SWITCHES.map((key) => (
          <FormControlLabel
            key={key}
            sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
            labelPlacement="start"
            label={translate(`layout.settings.${key}`)}
            control={
              <Switch checked={settings[key]} onChange={(e) => changeSetting(key, e.target.checked)} data-testid={`setting-${key}`} />
            }
          />
        ))}
      </Box>
    </Drawer>
  );
}
