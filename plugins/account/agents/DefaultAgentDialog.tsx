import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, Form, ReferenceInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { searchBy, useClickGuard } from '../../../src';
import { useOfflineAgentCalls, type StationDefaultAgent } from './agentCalls';

/** Save, once an agent other than the current default is picked. */
function RowSave({ current, busy }: { current: number | null; busy: boolean }) {
  const translate = useTranslate();
  const agentId = useWatch<{ agentId: number | null }>({ name: 'agentId' });
  return (
    <Button
      type="submit"
      variant="contained"
      size="small"
      disabled={agentId == null || agentId === current || busy}
      aria-busy={busy || undefined}
    >
      {translate('ra.action.save')}
    </Button>
  );
}

/** One station's default agent: the agent picker lists agents of that station only. */
function StationRow({ row, onSaved }: { row: StationDefaultAgent; onSaved(): void }) {
  const calls = useOfflineAgentCalls();
  const notify = useNotify();
  const { guarded, busy } = useClickGuard(async ({ agentId }: { agentId: number | null }) => {
    if (agentId == null) return;
    await calls.setDefaultAgent({ stationId: row.stationId, agentId });
    notify('account.agents.saved', { type: 'success' });
    onSaved();
  });
  return (
    <Form
      defaultValues={{ agentId: row.agentId }}
      onSubmit={(values: Record<string, unknown>) => guarded(values as { agentId: number | null })}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
        data-testid={`default-agent-${row.stationId}`}
      >
        <Typography sx={{ minWidth: 180 }}>{row.stationName}</Typography>
        <ReferenceInput
          source="agentId"
          reference="agentChoice"
          filter={{ stationId: row.stationId }}
          perPage={20}
          sort={{ field: 'username', order: 'ASC' }}
        >
          <AutocompleteInput
            label="account.agents.defaultAgent"
            optionText="username"
            filterToQuery={searchBy('usernameKeyword')}
            helperText={false}
            size="small"
            sx={{ flex: 1 }}
          />
        </ReferenceInput>
        <RowSave current={row.agentId} busy={busy} />
      </Stack>
    </Form>
  );
}

/** The default agent per station (chance_offline_agent/update/default/agent, GET and POST). */
export function DefaultAgentDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const calls = useOfflineAgentCalls();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const defaults = useQuery({ queryKey: ['offlineAgent', 'defaultAgent'], queryFn: () => calls.defaultAgent({}) });
  const rows = defaults.data?.list;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{translate('account.agents.defaultAgent')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('account.agents.defaultAgentHint')}
          </Typography>
          {defaults.isError && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
          {rows?.length === 0 && <Alert severity="info">{translate('account.agents.none')}</Alert>}
          {rows?.map((row) => (
            <StationRow key={`${row.stationId}-${row.agentId}`} row={row} onSaved={() => void defaults.refetch()} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
