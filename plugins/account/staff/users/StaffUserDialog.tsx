import { useMemo } from 'react';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useDataProvider,
  useGetList,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { hashPassword } from '../../../../authProvider';
import { FormDialog, searchBy } from '../../../../src';
import { ConfirmPasswordInput } from '../../agents/ConfirmPasswordInput';
import { pendingApprovalNotice, useStaffUserCalls, type RoleOption, type StationOption } from '../staffCalls';
import { passwordLength, usernameLength } from './staffUserRules';
import type { AnswerOf } from '../../../../shared/contract';
import type { staffUserContracts } from '../../shared/staffUserContract';

/** A staff account as chance-staion-user/list answers it. */
export type StaffUserRow = AnswerOf<typeof staffUserContracts.list>['list'][number];

/** What the dialog edits of a staff account. */
export type StaffUserRecord = Pick<
  StaffUserRow,
  'id' | 'username' | 'type' | 'roleId' | 'franchiseeId' | 'stationId' | 'agentId' | 'agentName' | 'ipWhitelist' | 'language' | 'status'
>;

interface Values {
  username: string;
  password: string;
  confirm: string;
  type: number | null;
  roleId: number | null;
  franchiseeId: number | null;
  stationId: number | null;
  agentId: number | null;
  ipWhitelist: string;
  language: number;
}

const REQUIRED = required('account.staff.v.required');
const LANGUAGES = [
  { id: 1, name: '中文' },
  { id: 0, name: 'English' },
];
const given = (value: number | null | undefined | '') => (value === null || value === undefined || value === '' ? undefined : value);

/** A role in the role select; the test id lets tests pick a role by name. */
function RoleOptionText() {
  const role = useRecordContext<RoleOption>();
  return role ? <span data-testid={`staff-role-option-${role.name}`}>{role.name}</span> : null;
}

/** What the account is linked to: a franchisee and station (type 1) or an agent (type 2). */
function LinkInputs({ isAdmin, defaultType }: { isAdmin: boolean; defaultType: number }) {
  const { setValue } = useFormContext<Values>();
  const [chosenType, franchiseeId] = useWatch<Values, ['type', 'franchiseeId']>({ name: ['type', 'franchiseeId'] });
  const type = chosenType ?? defaultType;
  const stations = useGetList<StationOption>('stationChoice', { pagination: { page: 1, perPage: 100 } });
  const franchisees = useMemo(() => {
    const seen = new Map<number, string>();
    for (const s of stations.data ?? []) seen.set(s.franchiseeId, s.franchiseeName);
    return [...seen].map(([id, name]) => ({ id, name }));
  }, [stations.data]);
  const stationChoices = isAdmin ? (stations.data ?? []).filter((s) => s.franchiseeId === franchiseeId) : (stations.data ?? []);
  return (
    <>
      {type === 1 && isAdmin && (
        <SelectInput
          source="franchiseeId"
          label="account.staff.franchisee"
          choices={franchisees}
          translateChoice={false}
          validate={REQUIRED}
          onChange={() => setValue('stationId', null)}
        />
      )}
      {type === 1 && (
        <SelectInput
          source="stationId"
          label="account.staff.station"
          choices={stationChoices}
          translateChoice={false}
          emptyText="account.staff.none"
        />
      )}
      {type === 2 && (
        <ReferenceInput source="agentId" reference="agentChoice" perPage={20} sort={{ field: 'username', order: 'ASC' }}>
          <AutocompleteInput
            label="account.staff.agent"
            optionText="username"
            filterToQuery={searchBy('usernameKeyword')}
            validate={REQUIRED}
          />
        </ReferenceInput>
      )}
    </>
  );
}

/** Creates (no record) or edits a staff account: type, role, organisation link, IP whitelist. */
export function StaffUserDialog({ record, onClose }: { record: StaffUserRecord | null; onClose(): void }) {
  const dataProvider = useDataProvider();
  const calls = useStaffUserCalls();
  const refresh = useRefresh();
  const { permissions } = usePermissions<{ role: string }>();
  const isAdmin = permissions?.role === 'admin';
  // Until chosen (type null), the type follows the caller: permissions may arrive after the first render.
  const defaultType = isAdmin ? 0 : 1;
  const roles = useQuery({ queryKey: ['staffUser', 'roleOptions'], queryFn: () => calls.roleOptions() });

  const save = async (values: Values) => {
    const type = values.type ?? defaultType;
    const links = {
      type,
      roleId: values.roleId,
      franchiseeId: type === 1 ? given(values.franchiseeId) : undefined,
      stationId: type === 1 ? given(values.stationId) : undefined,
      agentId: type === 2 ? given(values.agentId) : undefined,
      ipWhitelist: values.ipWhitelist ?? '',
      language: values.language,
    };
    if (record) return dataProvider.update('staffUser', { id: record.id, data: links, previousData: record });
    return dataProvider.create('staffUser', {
      data: { ...links, username: values.username.trim(), password: hashPassword(values.password) },
    });
  };

  return (
    <FormDialog<Values>
      title={record ? 'account.staff.users.edit' : 'account.staff.users.create'}
      defaultValues={{
        username: record?.username ?? '',
        password: '',
        confirm: '',
        type: record?.type ?? null,
        roleId: record?.roleId ?? null,
        franchiseeId: record?.franchiseeId ?? null,
        stationId: record?.stationId ?? null,
        agentId: record?.agentId ?? null,
        ipWhitelist: record?.ipWhitelist ?? '',
        language: record?.language ?? 1,
      }}
      success="account.staff.saved"
      noticeFor={pendingApprovalNotice}
      saveTestId="staff-save"
      onClose={onClose}
      onDone={refresh}
      onSubmit={save}
    >
      <Box data-testid="staff-user-dialog">
        <TextInput
          source="username"
          label="account.staff.users.username"
          isRequired
          disabled={Boolean(record)}
          validate={record ? undefined : usernameLength}
          slotProps={{ htmlInput: { 'data-testid': 'staff-username', maxLength: 16 } }}
        />
        {!record && (
          <>
            <TextInput
              source="password"
              type="password"
              autoComplete="new-password"
              label="account.staff.users.password"
              isRequired
              validate={passwordLength}
              slotProps={{ htmlInput: { 'data-testid': 'staff-password', maxLength: 16 } }}
            />
            <ConfirmPasswordInput
              label="account.staff.users.confirmPassword"
              message="account.staff.v.mismatch"
              isRequired
              slotProps={{ htmlInput: { 'data-testid': 'staff-confirm', maxLength: 16 } }}
            />
          </>
        )}
        <SelectInput
          source="type"
          label="account.staff.users.type"
          choices={(isAdmin ? [0, 1, 2] : [1, 2]).map((id) => ({ id, name: `account.staff.users.types.${id}` }))}
          format={(value: number | null) => value ?? defaultType}
          isRequired
          slotProps={{ htmlInput: { 'data-testid': 'staff-type' } }}
        />
        <SelectInput
          source="roleId"
          label="account.staff.users.role"
          choices={roles.data ?? []}
          optionText={<RoleOptionText />}
          validate={REQUIRED}
          slotProps={{ htmlInput: { 'data-testid': 'staff-role' } }}
        />
        <LinkInputs isAdmin={isAdmin} defaultType={defaultType} />
        <SelectInput source="language" label="account.staff.users.language" choices={LANGUAGES} translateChoice={false} isRequired />
        <TextInput
          source="ipWhitelist"
          label="account.staff.ipWhitelist"
          multiline
          minRows={2}
          helperText="account.staff.ipWhitelistHelp"
        />
      </Box>
    </FormDialog>
  );
}
