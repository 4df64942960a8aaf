import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { GuardedButton } from '../../../../src';
import { useStaffCalls } from '../staffCalls';

export interface OrgRecord {
  id?: number;
  code: string;
  name: string;
  status: number;
  franchiseeId?: number;
}

const CODE = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * Creates or edits a franchisee (resource 'staffFranchisee') or a station (resource 'staffStation',
 * which also needs its franchisee): code and name 1–20, enabled or disabled.
 */
export function OrgUnitDialog({ resource, record, franchisees, onClose }: {
  resource: 'staffFranchisee' | 'staffStation';
  record: OrgRecord | null;
  franchisees?: { id: number; name: string }[];
  onClose(): void;
}) {
  const api = useStaffCalls();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [code, setCode] = useState(record?.code ?? '');
  const [name, setName] = useState(record?.name ?? '');
  const [status, setStatus] = useState(record?.status ?? 0);
  const [franchiseeId, setFranchiseeId] = useState<number | ''>(record?.franchiseeId ?? '');
  const [touched, setTouched] = useState(false);
  const station = resource === 'staffStation';
  const errors = {
    code: !CODE.test(code.trim()),
    name: name.trim().length < 1 || name.trim().length > 20,
    franchiseeId: station && franchiseeId === '',
  };

  const save = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    const data = { code: code.trim(), name: name.trim(), status, ...(station ? { franchiseeId } : {}) };
    try {
      if (record?.id) await api.update(resource, { id: record.id, data, previousData: record });
      else await api.create(resource, { data });
      notify('account.staff.saved', { type: 'success' });
      refresh();
      onClose();
    } catch {
      // toasted by the http layer
    }
  };
  const title = station ? (record ? 'account.staff.franchisees.editStation' : 'account.staff.franchisees.createStation') : record ? 'account.staff.franchisees.edit' : 'account.staff.franchisees.create';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={`${resource}-dialog`}>
      <DialogTitle>{translate(title)}</DialogTitle>
      <DialogContent>
        {station && (
          <TextField select fullWidth margin="dense" required label={translate('account.staff.franchisee')} value={franchiseeId}
            onChange={(e) => setFranchiseeId(Number(e.target.value))}
            error={touched && errors.franchiseeId} helperText={touched && errors.franchiseeId ? translate('account.staff.v.required') : ' '}>
            {(franchisees ?? []).map((f) => <MenuItem key={f.id} value={f.id}>{f.name}</MenuItem>)}
          </TextField>
        )}
        <TextField fullWidth margin="dense" required label={translate('account.staff.franchisees.code')} value={code} onChange={(e) => setCode(e.target.value)}
          error={touched && errors.code} helperText={translate(touched && errors.code ? 'account.staff.v.len1_20' : 'account.staff.franchisees.codeHelp')}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': `${resource}-code` } }} />
        <TextField fullWidth margin="dense" required label={translate('account.staff.franchisees.name')} value={name} onChange={(e) => setName(e.target.value)}
          error={touched && errors.name} helperText={touched && errors.name ? translate('account.staff.v.len1_20') : ' '}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': `${resource}-name` } }} />
        <TextField select fullWidth margin="dense" label={translate('account.staff.status')} value={status} onChange={(e) => setStatus(Number(e.target.value))}>
          <MenuItem value={0}>{translate('account.staff.franchisees.statuses.0')}</MenuItem>
          <MenuItem value={1}>{translate('account.staff.franchisees.statuses.1')}</MenuItem>
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <GuardedButton variant="contained" onClick={save} data-testid={`${resource}-save`}>{translate('ra.action.save')}</GuardedButton>
      </DialogActions>
    </Dialog>
  );
}
