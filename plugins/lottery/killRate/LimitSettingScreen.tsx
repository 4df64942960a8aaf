import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { TextInput, Title, useTranslate } from 'react-admin';
import { FormDialog, GuardedButton, formatPaise, useCanWrite } from '../../../src';
import { GamePicker } from './GamePicker';
import { KILL_RATE_RESOURCE, useKillRateCalls, type Limits, type PlayLimitRow } from './killRateCalls';
import { playLabel } from './labels';
import { limitDefaults, limitErrors, limitPayload, type LimitFormValues } from './leverForms';
import { LeverRequests, submittedNotice } from './LeverRequests';
import { LoadState } from './LoadState';
import { useGameChoice } from './useGameLever';

const input = (testId: string, decimal = true) => ({
  htmlInput: { 'data-testid': testId, ...(decimal ? { inputMode: 'decimal' as const } : {}) },
});

function LimitCells({ l, testId }: { l: Limits; testId: string }) {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'nowrap', fontSize: '0.875rem' }}
    >
      <span>{`${formatPaise(l.minStake)} – ${formatPaise(l.maxStake)}`}</span>
      <Box
        component="span"
        sx={{ color: 'text.secondary' }}
      >{`${translate('lottery.limits.maxPerMemberPeriod')}: ${formatPaise(l.maxPerMemberPeriod)}`}</Box>
      <Box
        component="span"
        sx={{ color: 'text.secondary' }}
      >{`${translate('lottery.limits.maxExposure')}: ${l.maxExposure === null ? translate('lottery.limits.noCap') : formatPaise(l.maxExposure)}`}</Box>
    </Box>
  );
}

/** The limit dialog, also opened from the kill-rate control screen. */
export function LimitDialog({ gameId, row, onClose, onDone }: { gameId: number; row: PlayLimitRow; onClose(): void; onDone(): void }) {
  const calls = useKillRateCalls();
  const translate = useTranslate();
  return (
    <FormDialog<LimitFormValues>
      title="lottery.limits.editTitle"
      titleOptions={{ play: playLabel(translate, row.playCode) }}
      defaultValues={limitDefaults(row.next)}
      validate={(v) => limitErrors(v as LimitFormValues)}
      success="lottery.requests.submitted"
      noticeFor={submittedNotice}
      saveTestId="limit-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => {
        const limits = limitPayload(v);
        // No cap goes as an absent field, which the server reads as it reads null.
        return calls.saveLimits({ gameId, playCode: row.playCode, ...limits, maxExposure: limits.maxExposure ?? undefined });
      }}
    >
      <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
        {translate('lottery.requests.afterApproval')}
      </Typography>
      <TextInput source="minStake" label="lottery.limits.minStake" slotProps={input('limit-min')} />
      <TextInput source="maxStake" label="lottery.limits.maxStake" slotProps={input('limit-max')} />
      <TextInput source="maxPerMemberPeriod" label="lottery.limits.maxPerMemberPeriod" slotProps={input('limit-period')} />
      <TextInput source="maxExposure" label="lottery.limits.maxExposure" helperText="lottery.limits.noCap" slotProps={input('limit-cap')} />
      <TextInput
        source="reason"
        label="lottery.lever.reason"
        helperText="lottery.lever.reasonHelp"
        multiline
        fullWidth
        slotProps={input('limit-reason', false)}
      />
    </FormDialog>
  );
}

/**
 * yoyo_lottery / limitSetting: per play of a game, min and max stake, max per member per period and
 * the exposure cap per selection. A change applies from the game's next period; the table shows
 * what the open period uses beside what the next one will.
 */
export default function LimitSettingScreen() {
  const translate = useTranslate();
  const calls = useKillRateCalls();
  const client = useQueryClient();
  const canWrite = useCanWrite(KILL_RATE_RESOURCE, ['admin']);
  const [gameId, setGameId] = useGameChoice();
  const [editing, setEditing] = useState<PlayLimitRow | null>(null);
  const query = useQuery({
    queryKey: [KILL_RATE_RESOURCE, 'limits', gameId],
    queryFn: () => calls.limits({ gameId: gameId as number }),
    enabled: gameId !== null,
  });
  const rows = query.data?.list ?? [];
  return (
    <Card data-testid="limit-setting">
      <Title title="lottery.menu.limitSetting" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <GamePicker value={gameId} onChange={setGameId} />
          {query.data && (
            <Typography variant="body2" color="text.secondary">
              {query.data.openIssueNo
                ? translate('lottery.limits.openIssue', { issue: query.data.openIssueNo })
                : translate('lottery.limits.noOpen')}
            </Typography>
          )}
        </Box>
        <LeverRequests kind="limit" gameId={gameId} canDecide={canWrite} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('lottery.requests.afterApproval')}
        </Typography>
        <LoadState
          pending={gameId === null || query.isPending}
          error={query.error}
          empty={rows.length === 0}
          emptyText="lottery.limits.empty"
          onRetry={() => query.refetch()}
          testId="limits"
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.limits.play')}</TableCell>
                <TableCell>{translate('lottery.limits.current')}</TableCell>
                <TableCell>{translate('lottery.limits.next')}</TableCell>
                <TableCell>{translate('lottery.limits.source')}</TableCell>
                {canWrite && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.playCode} data-testid={`limit-row-${r.playCode}`}>
                  <TableCell>{playLabel(translate, r.playCode)}</TableCell>
                  <TableCell>
                    <LimitCells l={r.current} testId={`limit-current-${r.playCode}`} />
                  </TableCell>
                  <TableCell>
                    <LimitCells l={r.next} testId={`limit-next-${r.playCode}`} />
                  </TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={translate(r.custom ? 'lottery.limits.custom' : 'lottery.limits.gameDefault')}
                      />
                      {r.pending && <Chip size="small" color="warning" label={translate('lottery.limits.pending')} />}
                    </Box>
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <GuardedButton size="small" onClick={() => setEditing(r)} data-testid={`limit-edit-${r.playCode}`}>
                        {translate('lottery.lever.edit')}
                      </GuardedButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </LoadState>
      </CardContent>
      {editing && gameId !== null && (
        <LimitDialog
          gameId={gameId}
          row={editing}
          onClose={() => setEditing(null)}
          onDone={() => client.invalidateQueries({ queryKey: [KILL_RATE_RESOURCE] })}
        />
      )}
    </Card>
  );
}
