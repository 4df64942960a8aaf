import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';

export function fullscreenSupported(): boolean {
  return !!document.fullscreenEnabled && typeof document.documentElement.requestFullscreen === 'function';
}

export function FullscreenButton({ variant }: { variant: 'bar' | 'menu' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [active, setActive] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!fullscreenSupported()) {
      notify('layout.fullscreen.unsupported', { type: 'warning' });
      return;
    }
    const pending = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    pending.catch(() => notify('layout.fullscreen.unsupported', { type: 'warning' }));
  };

  const label = translate(active ? 'layout.fullscreen.exit' : 'layout.fullscreen.enter');
  const icon = active ? <FullscreenExitIcon /> : <FullscreenIcon />;
  if (variant === 'menu') {
    return (
      <MenuItem onClick={toggle} data-testid="fullscreen-toggle">
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </MenuItem>
    );
  }
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggle} aria-label={label} data-testid="fullscreen-toggle">
        {icon}
      </IconButton>
    </Tooltip>
  );
}
