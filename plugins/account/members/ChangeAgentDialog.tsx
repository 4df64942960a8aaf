import { TextField } from '@mui/material';
import { AutocompleteInput, ReferenceInput, required, useTranslate } from 'react-admin';
import { FormDialog, searchBy } from '../../../src';
import { useFormalMemberCalls, type MemberRecord } from './memberCalls';

/** update/member/agent: pick another agent of the member's station, searched on the server as the user types. */
export function ChangeAgentDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useFormalMemberCalls();
  const notCurrent = (value: unknown) =>
    value !== null && value !== undefined && value === record.agentId ? 'account.members.sameAgent' : undefined;
  return (
    <FormDialog<{ agentId: number | null }>
      title="account.members.changeAgent"
      record={record}
      resource="member"
      defaultValues={{ agentId: null }}
      success="account.members.saved"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.changeAgent({ id: record.id, agentId: Number(values.agentId) })}
    >
      <TextField label={translate('account.members.columns.agentName')} value={record.agentName ?? '-'} disabled />
      <ReferenceInput
        source="agentId"
        reference="agentChoice"
        filter={{ stationId: record.stationId }}
        perPage={20}
        sort={{ field: 'username', order: 'ASC' }}
      >
        <AutocompleteInput
          label="account.members.agent"
          optionText="username"
          filterToQuery={searchBy('usernameKeyword')}
          TextFieldProps={{ placeholder: translate('account.members.agentSearch') }}
          validate={[required(), notCurrent]}
        />
      </ReferenceInput>
    </FormDialog>
  );
}
