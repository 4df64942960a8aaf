import { useTranslate } from 'react-admin';
import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import { playChime, setVoiceEnabled, useVoiceEnabled } from '../voice';

export function VoiceSwitch({ variant }: { variant: 'bar' | 'menu' }) {
  const translate = useTranslate();
  const enabled = useVoiceEnabled();
  const label = translate(enabled ? 'layout.voice.on' : 'layout.voice.off');
  const toggle = () => {
    setVoiceEnabled(!enabled);
    // Switching on is a user gesture: the moment to unlock audio for later automatic chimes.
    if (!enabled) void playChime();
  };
  const icon = enabled ? <VolumeUpIcon /> : <VolumeOffIcon />;
  if (variant === 'menu') {
    return (
      <MenuItem onClick={toggle} data-testid="voice-switch">
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </MenuItem>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={enabled} data-testid="voice-switch">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
