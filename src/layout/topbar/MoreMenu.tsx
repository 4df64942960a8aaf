import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Badge, Box, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SettingsIcon from '@mui/icons-material/Settings';
import { useSettings } from '../../settings/SettingsContext';
import { useLayoutState } from '../LayoutContext';
import { badgeTotal, useBadges } from '../useBadges';
import { BadgeCounters } from './BadgeCounters';
import { FullscreenButton } from './FullscreenButton';
import { ServerClock } from './ServerClock';
import { SessionStats } from './SessionStats';
import { SizeSelect } from './SizeSelect';
import { VoiceSwitch } from './VoiceSwitch';

/** On phones the less-used top-bar items fold into one menu; its badge keeps pending audits visible. */
export function MoreMenu({ withCounters }: { withCounters: boolean }) {
  const translate = useTranslate();
  // The top bar's counters only: a menu-only queue (topBar: false) has its number on its menu leaf.
  const badges = useBadges().badges.filter(({ def }) => def.topBar !== false);
  const { openSettings } = useLayoutState();
  const { settings } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = translate('layout.more');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} data-testid="more-menu">
          <Badge badgeContent={withCounters ? badgeTotal(badges) : 0} color="error" max={99}>
            <MoreVertIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={!!anchor} onClose={close} slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 16px)' } } }}>
        {withCounters && <BadgeCounters variant="menu" onNavigate={close} />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', px: 1, py: 1 }}>
          <SessionStats />
          <ServerClock />
        </Box>
        <Divider />
        <VoiceSwitch variant="menu" />
        <FullscreenButton variant="menu" />
        <SizeSelect variant="menu" />
        {settings.showSettings && (
          <MenuItem
            onClick={() => {
              close();
              openSettings();
            }}
          >
            <ListItemIcon>
              <SettingsIcon />
            </ListItemIcon>
            <ListItemText primary={translate('layout.settings.title')} />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
