import { useEffect, useState } from 'react';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { GuardedButton } from '../../../src';
import { useAgentCalls } from './agentCalls';

interface StationDefault {
  stationId: number;
  stationName: string;
  agentId: number | null;
  agentUsername: string | null;
}

interface Option {
  id: number;
  username: string;
}

/** One station's default agent: the agent picker lists agents of that station only. */
function StationRow({ row, onSaved }: { row: StationDefault; onSaved(): void }) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const notify = useNotify();
  const current = row.agentId === null ? null : { id: row.agentId, username: row.agentUsername ?? String(row.agentId) };
  const [value, setValue] = useState<Option | null>(current);
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  useEffect(() => {
    let live = true;
    api
      .action<{ list: Option[] }>('agentApplication', 'parents', { stationId: row.stationId, usernameKeyword: query, pageIndex: 1, pageSize: 20 })
      .then((answer) => live && setOptions(answer.list))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [api, row.stationId, query]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }} data-testid={`default-agent-${row.stationId}`}>
      <Typography sx={{ minWidth: 180 }}>{row.stationName}</Typography>
      <Autocomplete
        sx={{ flex: 1 }}
        options={options}
        value={value}
        onChange={(_, next) => setValue(next)}
        onInputChange={(_, text, reason) => reason === 'input' && setQuery(text)}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(a) => a.username}
        renderInput={(params) => <TextField {...params} size="small" label={translate('account.agents.defaultAgent')} />}
      />
      <GuardedButton
        variant="contained"
        size="small"
        disabled={value === null || value.id === current?.id}
        onClick={async () => {
          await api.action('offlineAgent', 'setDefaultAgent', { stationId: row.stationId, agentId: value?.id });
          notify('account.agents.saved', { type: 'success' });
          onSaved();
        }}
      >
        {translate('ra.action.save')}
      </GuardedButton>
    </Stack>
  );
}

/** The default agent per station (chance_offline_agent/update/default/agent, GET and POST). */
export function DefaultAgentDialog({ onClose }: { onClose(): void }) {
  const translate = useTranslate();
  const api = useAgentCalls();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [rows, setRows] = useState<StationDefault[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    api
      .action<{ list: StationDefault[] }>('offlineAgent', 'defaultAgent')
      .then((answer) => setRows(answer.list))
      .catch(() => setFailed(true));
  }, [api, version]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>{translate('account.agents.defaultAgent')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('account.agents.defaultAgentHint')}
          </Typography>
          {failed && <Alert severity="error">{translate('ra.notification.http_error')}</Alert>}
          {rows?.length === 0 && <Alert severity="info">{translate('account.agents.none')}</Alert>}
          {rows?.map((row) => <StationRow key={`${row.stationId}-${row.agentId}`} row={row} onSaved={() => setVersion((v) => v + 1)} />)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
