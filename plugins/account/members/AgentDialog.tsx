import { useEffect, useState } from 'react';
import { Autocomplete, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMembersApi, type MemberRecord } from './api';
import { FormDialog } from './FormDialog';

interface AgentOption {
  id: number;
  username: string;
}

/** update/member/agent: pick another agent of the member's station (searched as the user types). */
export function AgentDialog({ record, onClose, onDone }: { record: MemberRecord; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const api = useMembersApi();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<AgentOption[]>([]);
  const [agent, setAgent] = useState<AgentOption | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .action<{ list: AgentOption[] }>('member', 'agents', { usernameKeyword: keyword, stationId: record.stationId, pageIndex: 1, pageSize: 20 }, { signal: controller.signal })
        .then((a) => setOptions(a.list))
        .catch(() => undefined);
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, keyword, record.stationId]);
  return (
    <FormDialog
      title="account.members.changeAgent"
      valid={agent !== null && agent.id !== record.agentId}
      onClose={onClose}
      onDone={onDone}
      onSave={() => api.action('member', 'changeAgent', { id: record.id, agentId: agent?.id })}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField size="small" label={translate('account.members.columns.agentName')} value={record.agentName ?? '-'} disabled />
        <Autocomplete
          options={options}
          value={agent}
          getOptionLabel={(o) => o.username}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          onInputChange={(_, value) => setKeyword(value)}
          onChange={(_, value) => setAgent(value)}
          renderInput={(params) => <TextField {...params} size="small" label={translate('account.members.agent')} placeholder={translate('account.members.agentSearch')} />}
        />
      </Stack>
    </FormDialog>
  );
}
