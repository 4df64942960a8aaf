import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useLogout, useTranslate } from 'react-admin';
import { Avatar, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import { loginRedirectUrl } from '../../../authProvider/redirect';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export function UserDropdown({ userName, userId, compact }: { userName?: string; userId?: number | string; compact: boolean }) {
  const translate = useTranslate();
  const logout = useLogout();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const initial = (userName ?? '?').slice(0, 1).toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0, px: 0.5 }}
        aria-label={translate('layout.user.menu')}
        data-testid="user-dropdown"
      >
        <Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>{initial}</Avatar>
        {!compact && <span style={{ marginLeft: 8, maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }}>{userName}</span>}
        <ArrowDropDownIcon />
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={userName} secondary={translate('layout.user.signedIn')} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
          data-testid="open-change-password"
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          {translate('layout.user.changePassword')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // Like vue-element-admin: signing back in returns to this page. A refused logout was toasted by the http layer.
            logout({}, loginRedirectUrl(location.pathname + location.search), false).catch(() => undefined);
          }}
          data-testid="logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('layout.user.logout')}
        </MenuItem>
      </Menu>
      <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} userId={userId} />
    </>
  );
}
