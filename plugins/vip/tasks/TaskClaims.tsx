import { useState } from 'react';
import { Alert, Box, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BombayDateField, DataTable, formatBombay, GuardedButton, ServerTable } from '../../../src';
import { useTaskCalls, type ClaimRecord, type ProgressAnswer, type TaskRecord } from './taskCalls';
import { AwardText, ConditionText } from './TaskText';

/** One member's progress in the current period, computed by the server from the member's deposits, bets or sign-ins. */
function ProgressLookup({ record }: { record: TaskRecord }) {
  const translate = useTranslate();
  const calls = useTaskCalls();
  const [username, setUsername] = useState('');
  const [answer, setAnswer] = useState<ProgressAnswer | null>(null);
  const look = () => calls.progress({ taskId: record.id, username: username.trim() }).then(setAnswer, () => setAnswer(null));
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {translate('vip.tasks.progressTitle')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          sx={{ width: 280 }}
          label={translate('vip.tasks.col.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && username.trim()) void look();
          }}
          slotProps={{ htmlInput: { 'data-testid': 'task-progress-username' } }}
        />
        <GuardedButton variant="outlined" disabled={!username.trim()} onClick={look} data-testid="task-progress-look">
          {translate('vip.tasks.progressLook')}
        </GuardedButton>
      </Stack>
      {answer && (
        <Alert
          severity={answer.claimedAt ? 'success' : answer.reached ? 'info' : 'warning'}
          sx={{ mt: 1 }}
          data-testid="task-progress-answer"
        >
          {translate('vip.tasks.progressOf', {
            username: answer.username,
            period: translate(`vip.tasks.periodKey.${record.period}`, { key: answer.periodKey }),
          })}{' '}
          <ConditionText type={record.type} value={answer.progress} /> / <ConditionText type={record.type} value={answer.threshold} />
          {' · '}
          {answer.claimedAt
            ? translate('vip.tasks.claimedAt', { at: formatBombay(answer.claimedAt) })
            : translate(answer.reached ? 'vip.tasks.reached' : 'vip.tasks.notReached')}
        </Alert>
      )}
    </Box>
  );
}

/** The claims tab: every award paid for this task, newest first, with the member's progress when claiming. */
export function TaskClaims({ record }: { record: TaskRecord }) {
  const translate = useTranslate();
  return (
    <>
      <ProgressLookup record={record} />
      <ServerTable
        resource="rewardTaskClaim"
        filter={{ taskId: record.id }}
        perPage={10}
        rowsPerPageOptions={[10, 20, 50]}
        data-testid="task-claims"
        empty={<Typography sx={{ p: 2 }}>{translate('vip.tasks.noClaims')}</Typography>}
      >
        <DataTable.Col source="id" label="vip.tasks.col.id" />
        <DataTable.Col source="username" label="vip.tasks.col.username" render={(c: ClaimRecord) => `${c.username} (${c.memberId})`} />
        <DataTable.Col
          source="periodKey"
          label="vip.tasks.col.periodKey"
          render={(c: ClaimRecord) => translate(`vip.tasks.periodKey.${record.period}`, { key: c.periodKey })}
        />
        <DataTable.Col
          source="progress"
          label="vip.tasks.col.progress"
          render={(c: ClaimRecord) => <ConditionText type={record.type} value={c.progress} />}
        />
        <DataTable.Col
          source="awardAmount"
          label="vip.tasks.col.award"
          render={(c: ClaimRecord) => <AwardText kind={c.awardKind} amount={c.awardAmount} ticketName={record.ticketName} />}
        />
        <DataTable.Col source="businessKey" label="vip.tasks.col.businessKey" />
        <DataTable.Col source="createdAt" label="vip.tasks.col.claimedAt">
          <BombayDateField source="createdAt" />
        </DataTable.Col>
      </ServerTable>
    </>
  );
}
