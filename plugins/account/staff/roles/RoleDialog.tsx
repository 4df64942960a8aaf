import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { GuardedButton, type MenuListEntry } from '../../../../src';
import { useStaffCalls } from '../staffCalls';
import { leavesOf } from './menuModel';
import { PermissionTree } from './PermissionTree';

export interface RoleRecord {
  id: number;
  name: string;
  menuList: MenuListEntry[];
  ipWhitelist: string;
}

/** Creates (no record) or edits a role: name 1–20, IP whitelist, menu permissions as a checkbox tree. */
export function RoleDialog({ record, onClose }: { record: RoleRecord | null; onClose(): void }) {
  const api = useStaffCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [name, setName] = useState(record?.name ?? '');
  const [ipWhitelist, setIpWhitelist] = useState(record?.ipWhitelist ?? '');
  const [menuList, setMenuList] = useState<MenuListEntry[]>(record?.menuList ?? []);
  const [touched, setTouched] = useState(false);
  const catalogue = useQuery({ queryKey: ['staffRole', 'menuTree'], queryFn: () => api.action<MenuListEntry[]>('staffRole', 'menuTree'), staleTime: Infinity });

  const nameError = name.trim().length < 1 || name.trim().length > 20;
  const menuError = leavesOf(menuList).length === 0;

  const save = async () => {
    setTouched(true);
    if (nameError || menuError) return;
    const data = { name: name.trim(), ipWhitelist, menuList };
    try {
      if (record) await api.update('staffRole', { id: record.id, data, previousData: record });
      else await api.create('staffRole', { data });
      notify('account.staff.saved', { type: 'success' });
      refresh();
      onClose();
    } catch {
      // toasted by the http layer
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="role-dialog">
      <DialogTitle>{translate(record ? 'account.staff.roles.edit' : 'account.staff.roles.create')}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth margin="dense" required label={translate('account.staff.roles.name')} value={name}
          onChange={(e) => setName(e.target.value)}
          error={touched && nameError} helperText={touched && nameError ? translate('account.staff.v.len1_20') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'role-name', maxLength: 20 } }}
        />
        <TextField
          fullWidth margin="dense" multiline minRows={2} label={translate('account.staff.ipWhitelist')} value={ipWhitelist}
          onChange={(e) => setIpWhitelist(e.target.value)} helperText={translate('account.staff.ipWhitelistHelp')}
          slotProps={{ htmlInput: { 'data-testid': 'role-ip' } }}
        />
        <Typography variant="subtitle2" sx={{ mt: 1, mb: 0.5 }}>{translate('account.staff.roles.permissions')}</Typography>
        {catalogue.isPending && <Box sx={{ p: 2, textAlign: 'center' }}><CircularProgress size={24} /></Box>}
        {catalogue.isError && <Alert severity="error">{translate('account.staff.loadError')}</Alert>}
        {catalogue.data && <PermissionTree catalogue={catalogue.data} value={menuList} onChange={setMenuList} />}
        {touched && menuError && <Alert severity="warning" sx={{ mt: 1 }}>{translate('account.staff.roles.menuRequired')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton variant="contained" onClick={save} data-testid="role-save">{translate('ra.action.save')}</GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
