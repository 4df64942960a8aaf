import { useState } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useDataProvider, useInput, useRefresh, useTranslate } from 'react-admin';
import { FormDialog, type MenuListEntry } from '../../../../src';
import { pendingApprovalNotice, useStaffRoleCalls } from '../staffCalls';
import { leavesOf } from './menuModel';
import { PermissionTree } from './PermissionTree';
import type { AnswerOf } from '../../../../shared/contract';
import type { staffRoleContracts } from '../../shared/staffRoleContract';

/** A role as chance-role/list answers it. */
export type RoleRow = AnswerOf<typeof staffRoleContracts.list>['list'][number];

/** What the dialog edits of a role. */
export type RoleRecord = Pick<RoleRow, 'id' | 'name' | 'menuList' | 'ipWhitelist'>;

type Values = Omit<RoleRecord, 'id'>;

const nameError = (value?: string | null) => {
  const length = (value ?? '').trim().length;
  return length >= 1 && length <= 20 ? undefined : 'account.staff.v.len1_20';
};
const menuError = (value?: MenuListEntry[] | null) => (leavesOf(value ?? []).length === 0 ? 'account.staff.roles.menuRequired' : undefined);

/** The role's menu permissions as a form input: the checkbox tree over the server's catalogue. */
function MenuListInput() {
  const translate = useTranslate();
  const calls = useStaffRoleCalls();
  const catalogue = useQuery({ queryKey: ['staffRole', 'menuTree'], queryFn: () => calls.menuTree(), staleTime: Infinity });
  const { field } = useInput<MenuListEntry[]>({ source: 'menuList', validate: menuError });
  // The tree draws from its own copy: a click shows at once, whatever the form's re-render timing.
  const [value, setValue] = useState<MenuListEntry[]>(() => field.value ?? []);
  const change = (next: MenuListEntry[]) => {
    setValue(next);
    field.onChange(next);
  };
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1, mb: 0.5 }}>
        {translate('account.staff.roles.permissions')}
      </Typography>
      {catalogue.isPending && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <CircularProgress size={24} />
        </Box>
      )}
      {catalogue.isError && <Alert severity="error">{translate('account.staff.loadError')}</Alert>}
      {catalogue.data && <PermissionTree catalogue={catalogue.data} value={value} onChange={change} />}
      {/* Save stays disabled until a menu is ticked; this says why. */}
      {menuError(value) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate('account.staff.roles.menuRequired')}
        </Alert>
      )}
    </>
  );
}

/** Creates (no record) or edits a role: name 1–20, IP whitelist, menu permissions as a checkbox tree. */
export function RoleDialog({ record, onClose }: { record: RoleRecord | null; onClose(): void }) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();

  const save = async (values: Values) => {
    const data = { name: values.name.trim(), ipWhitelist: values.ipWhitelist ?? '', menuList: values.menuList };
    // An edit that gives the role an approval right comes back as a request (pendingApprovalNotice).
    if (record) return dataProvider.update('staffRole', { id: record.id, data, previousData: record });
    return dataProvider.create('staffRole', { data });
  };

  return (
    <FormDialog<Values>
      title={record ? 'account.staff.roles.edit' : 'account.staff.roles.create'}
      defaultValues={{ name: record?.name ?? '', ipWhitelist: record?.ipWhitelist ?? '', menuList: record?.menuList ?? [] }}
      success="account.staff.saved"
      noticeFor={pendingApprovalNotice}
      saveTestId="role-save"
      onClose={onClose}
      onDone={refresh}
      onSubmit={save}
    >
      <Box data-testid="role-dialog">
        <TextInput
          source="name"
          label="account.staff.roles.name"
          isRequired
          validate={nameError}
          slotProps={{ htmlInput: { 'data-testid': 'role-name', maxLength: 20 } }}
        />
        <TextInput
          source="ipWhitelist"
          label="account.staff.ipWhitelist"
          multiline
          minRows={2}
          helperText="account.staff.ipWhitelistHelp"
          slotProps={{ htmlInput: { 'data-testid': 'role-ip' } }}
        />
        <MenuListInput />
      </Box>
    </FormDialog>
  );
}
