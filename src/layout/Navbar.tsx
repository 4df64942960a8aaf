import { useTranslate } from 'react-admin';
import { Box, IconButton, Toolbar, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import SettingsIcon from '@mui/icons-material/Settings';
import { useSettings } from '../settings/SettingsContext';
import { Breadcrumb } from './Breadcrumb';
import { FetchProgress } from './FetchProgress';
import { useLayoutState } from './LayoutContext';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { BadgeCounters } from './topbar/BadgeCounters';
import { FullscreenButton } from './topbar/FullscreenButton';
import { LanguageMenu } from './topbar/LanguageMenu';
import { MoreMenu } from './topbar/MoreMenu';
import { PluginTopBarItems } from './topbar/PluginTopBarItems';
import { ServerClock } from './topbar/ServerClock';
import { SessionStats } from './topbar/SessionStats';
import { SizeSelect } from './topbar/SizeSelect';
import { UserDropdown } from './topbar/UserDropdown';
import { VoiceSwitch } from './topbar/VoiceSwitch';
import { useCurrentUser } from './useSessionInfo';

export function Navbar() {
  const translate = useTranslate();
  const { isMobile, mobileOpen, setMobileOpen, openSettings } = useLayoutState();
  const { sidebarOpened, toggleSidebar, settings } = useSettings();
  const { data: user } = useCurrentUser();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // Below 1280 px the stats and rarely used switches fold into "more" so the breadcrumb keeps
  // its room; below 1680 px the counters shrink to badged icons (as chips, with English labels,
  // they left a 1440 px breadcrumb only "Home / Acc…").
  const wide = useMediaQuery('(min-width:1280px)');
  const roomy = useMediaQuery('(min-width:1680px)');
  const folded = isMobile || !wide;
  const opened = isMobile ? mobileOpen : sidebarOpened;
  const hamburgerLabel = translate(opened ? 'layout.sidebar.collapse' : 'layout.sidebar.expand');

  return (
    <Toolbar
      variant="dense"
      disableGutters
      sx={{ position: 'relative', px: 1, gap: 0.5, minHeight: 50, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      data-testid="navbar"
    >
      <Tooltip title={hamburgerLabel}>
        <IconButton
          color="inherit"
          aria-label={hamburgerLabel}
          onClick={() => (isMobile ? setMobileOpen(!mobileOpen) : toggleSidebar())}
          data-testid="hamburger"
        >
          {opened ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
      </Tooltip>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>{!narrow && <Breadcrumb />}</Box>
      <PaletteLauncher />
      {!isMobile && <BadgeCounters variant={roomy ? 'bar' : 'icons'} />}
      {folded ? (
        <MoreMenu withCounters={isMobile} />
      ) : (
        <>
          <SessionStats />
          <ServerClock />
          <VoiceSwitch variant="bar" />
        </>
      )}
      <PluginTopBarItems />
      <LanguageMenu userId={user?.userId} tooltip={Tooltip} />
      {!folded && (
        <>
          <FullscreenButton variant="bar" />
          <SizeSelect variant="bar" />
          {settings.showSettings && (
            <Tooltip title={translate('layout.settings.title')}>
              <IconButton
                color="inherit"
                onClick={openSettings}
                aria-label={translate('layout.settings.title')}
                data-testid="open-settings"
              >
                <SettingsIcon />
              </IconButton>
            </Tooltip>
          )}
        </>
      )}
      <UserDropdown userName={user?.userName} userId={user?.userId} compact={isMobile} />
      <FetchProgress />
    </Toolbar>
  );
}
