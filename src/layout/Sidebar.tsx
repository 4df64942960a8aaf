import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Box, Drawer, Typography } from '@mui/material';
import CasinoIcon from '@mui/icons-material/Casino';
import { useVisibleMenu } from '../plugin/RegistryContext';
import { useSettings } from '../settings/SettingsContext';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../theme/createAppTheme';
import { useLayoutState } from './LayoutContext';
import { SidebarMenu } from './SidebarMenu';
import { activeMenuPath, useCurrentMatch } from './useRouteInfo';
import { countsByPath, useBadges } from './useBadges';

export const SIDEBAR_BG = '#304156';

function Logo({ collapsed }: { collapsed: boolean }) {
  return (
    <Box
      component={Link}
      to="/"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, height: 50, px: 2, color: '#fff', textDecoration: 'none', flexShrink: 0 }}
      data-testid="sidebar-logo"
    >
      <CasinoIcon sx={{ color: 'primary.light' }} />
      {!collapsed && (
        <Typography component="h1" sx={{ fontWeight: 600, fontSize: 15, whiteSpace: 'nowrap' }}>
          Chance Admin
        </Typography>
      )}
    </Box>
  );
}

function SidebarContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const menu = useVisibleMenu();
  const activePath = activeMenuPath(useCurrentMatch());
  const { badges } = useBadges();
  const counts = useMemo(() => countsByPath(badges), [badges]);
  const { settings } = useSettings();
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', bgcolor: SIDEBAR_BG, color: '#bfcbd9' }}>
      {settings.sidebarLogo && <Logo collapsed={collapsed} />}
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <SidebarMenu nodes={menu} activePath={activePath} collapsed={collapsed} counts={counts} onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}

/** 210 px wide, collapsible to icons (state in the 'sidebarStatus' cookie); a temporary drawer below 992 px. */
export function Sidebar() {
  const { isMobile, mobileOpen, setMobileOpen } = useLayoutState();
  const { sidebarOpened } = useSettings();

  if (isMobile) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 0 } } }}
        data-testid="sidebar-drawer"
      >
        <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} />
      </Drawer>
    );
  }

  const width = sidebarOpened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <Box
      component="aside"
      data-testid="sidebar"
      data-collapsed={!sidebarOpened}
      sx={{ width, flexShrink: 0, transition: 'width 0.28s', position: 'sticky', top: 0, height: '100vh', zIndex: 2 }}
    >
      <SidebarContent collapsed={!sidebarOpened} />
    </Box>
  );
}
