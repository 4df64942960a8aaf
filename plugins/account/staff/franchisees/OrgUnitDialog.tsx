import { Box } from '@mui/material';
import { SelectInput, TextInput, required, useDataProvider, useRefresh } from 'react-admin';
import { FormDialog } from '../../../../src';

export interface OrgRecord {
  id?: number;
  code: string;
  name: string;
  status: number;
  franchiseeId?: number;
}

type Values = Omit<OrgRecord, 'id'>;

const CODE = /^[A-Za-z0-9_-]{1,20}$/;
const codeError = (value?: string | null) => (CODE.test((value ?? '').trim()) ? undefined : 'account.staff.v.len1_20');
const nameError = (value?: string | null) => {
  const length = (value ?? '').trim().length;
  return length >= 1 && length <= 20 ? undefined : 'account.staff.v.len1_20';
};
const STATUSES = [0, 1].map((id) => ({ id, name: `account.staff.franchisees.statuses.${id}` }));

/**
 * Creates or edits a franchisee (resource 'staffFranchisee') or a station (resource 'staffStation',
 * which also needs its franchisee): code and name 1–20, enabled or disabled.
 */
export function OrgUnitDialog({
  resource,
  record,
  franchisees,
  onClose,
}: {
  resource: 'staffFranchisee' | 'staffStation';
  record: OrgRecord | null;
  franchisees?: { id: number; name: string }[];
  onClose(): void;
}) {
  const dataProvider = useDataProvider();
  const refresh = useRefresh();
  const station = resource === 'staffStation';

  const save = async (values: Values) => {
    const data = {
      code: values.code.trim(),
      name: values.name.trim(),
      status: values.status,
      ...(station ? { franchiseeId: values.franchiseeId } : {}),
    };
    if (record?.id) await dataProvider.update(resource, { id: record.id, data, previousData: record });
    else await dataProvider.create(resource, { data });
  };
  const title = station
    ? record
      ? 'account.staff.franchisees.editStation'
      : 'account.staff.franchisees.createStation'
    : record
      ? 'account.staff.franchisees.edit'
      : 'account.staff.franchisees.create';

  return (
    <FormDialog<Values>
      title={title}
      defaultValues={{
        code: record?.code ?? '',
        name: record?.name ?? '',
        status: record?.status ?? 0,
        ...(station ? { franchiseeId: record?.franchiseeId } : {}),
      }}
      success="account.staff.saved"
      saveTestId={`${resource}-save`}
      maxWidth="xs"
      onClose={onClose}
      onDone={refresh}
      onSubmit={save}
    >
      <Box data-testid={`${resource}-dialog`}>
        {station && (
          <SelectInput
            source="franchiseeId"
            label="account.staff.franchisee"
            choices={franchisees ?? []}
            translateChoice={false}
            validate={required('account.staff.v.required')}
          />
        )}
        <TextInput
          source="code"
          label="account.staff.franchisees.code"
          isRequired
          validate={codeError}
          helperText="account.staff.franchisees.codeHelp"
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': `${resource}-code` } }}
        />
        <TextInput
          source="name"
          label="account.staff.franchisees.name"
          isRequired
          validate={nameError}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': `${resource}-name` } }}
        />
        <SelectInput source="status" label="account.staff.status" choices={STATUSES} isRequired />
      </Box>
    </FormDialog>
  );
}
