import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { TextInput, Title, useLocaleState, useTranslate } from 'react-admin';
import { FormDialog, GuardedButton, useCanWrite } from '../../../src';
import { GamePicker } from './GamePicker';
import { KILL_RATE_RESOURCE, useKillRateCalls, type OddsRow } from './killRateCalls';
import { formatOdds, parseOdds, playLabel, selectionLabel } from './labels';
import { oddsErrors, type OddsFormValues } from './leverForms';
import { LeverRequests, submittedNotice } from './LeverRequests';
import { LoadState } from './LoadState';
import { useGameChoice } from './useGameLever';

function OddsDialog({ gameId, row, onClose, onDone }: { gameId: number; row: OddsRow; onClose(): void; onDone(): void }) {
  const calls = useKillRateCalls();
  const translate = useTranslate();
  const target = `${playLabel(translate, row.playCode)} ${selectionLabel(translate, row.selection)}`;
  return (
    <FormDialog<OddsFormValues>
      title="lottery.odds.editTitle"
      titleOptions={{ target }}
      defaultValues={{ odds: formatOdds(row.nextOddsX100), reason: '' }}
      validate={(v) => oddsErrors(v as OddsFormValues, row.baseOddsX100)}
      success="lottery.requests.submitted"
      noticeFor={submittedNotice}
      saveTestId="odds-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(v) => calls.saveOdds({ gameId, playId: row.id, oddsX100: parseOdds(v.odds) as number, reason: v.reason.trim() })}
    >
      <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
        {translate('lottery.requests.afterApproval')}
      </Typography>
      <TextInput source="odds" label="lottery.odds.odds" slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'odds-value' } }} />
      <TextInput
        source="reason"
        label="lottery.lever.reason"
        helperText="lottery.lever.reasonHelp"
        multiline
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'odds-reason' } }}
      />
    </FormDialog>
  );
}

/**
 * yoyo_lottery / odds_setting: the odds of each selection of a game. A change is a request another
 * staff member approves here; once approved it prices bets from the game's next period; bets in
 * the open period keep the odds it opened with (their snapshot).
 */
export default function OddsSettingScreen() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const calls = useKillRateCalls();
  const client = useQueryClient();
  const canWrite = useCanWrite(KILL_RATE_RESOURCE, ['admin']);
  const [gameId, setGameId] = useGameChoice();
  const [playCode, setPlayCode] = useState('');
  const [editing, setEditing] = useState<OddsRow | null>(null);
  const query = useQuery({
    queryKey: [KILL_RATE_RESOURCE, 'odds', gameId],
    queryFn: () => calls.odds({ gameId: gameId as number }),
    enabled: gameId !== null,
  });
  const all = query.data?.list ?? [];
  const plays = [...new Set(all.map((r) => r.playCode))];
  const rows = playCode ? all.filter((r) => r.playCode === playCode) : all;
  return (
    <Card data-testid="odds-setting">
      <Title title="lottery.menu.odds_setting" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <GamePicker
            value={gameId}
            onChange={(id) => {
              setGameId(id);
              setPlayCode('');
            }}
          />
          <TextField
            select
            size="small"
            label={translate('lottery.limits.play')}
            value={playCode}
            onChange={(e) => setPlayCode(e.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{translate('lottery.odds.allPlays')}</MenuItem>
            {plays.map((p) => (
              <MenuItem key={p} value={p}>
                {playLabel(translate, p)}
              </MenuItem>
            ))}
          </TextField>
          {query.data && (
            <Typography variant="body2" color="text.secondary">
              {query.data.openIssueNo
                ? translate('lottery.limits.openIssue', { issue: query.data.openIssueNo })
                : translate('lottery.limits.noOpen')}
            </Typography>
          )}
        </Box>
        <LeverRequests kind="odds" gameId={gameId} canDecide={canWrite} />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
          {translate('lottery.requests.afterApproval')}
        </Typography>
        <LoadState
          pending={gameId === null || query.isPending}
          error={query.error}
          empty={rows.length === 0}
          emptyText="lottery.odds.empty"
          onRetry={() => query.refetch()}
          testId="odds"
        >
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.limits.play')}</TableCell>
                <TableCell>{translate('lottery.odds.selection')}</TableCell>
                <TableCell align="right">{translate('lottery.odds.base')}</TableCell>
                <TableCell align="right">{translate('lottery.odds.current')}</TableCell>
                <TableCell align="right">{translate('lottery.odds.next')}</TableCell>
                {canWrite && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id} data-testid={`odds-row-${r.playCode}-${r.selection}`}>
                  <TableCell>{playLabel(translate, r.playCode)}</TableCell>
                  <TableCell>{(locale === 'zh' ? r.nameZh : r.nameEn) || selectionLabel(translate, r.selection)}</TableCell>
                  <TableCell align="right">{formatOdds(r.baseOddsX100)}</TableCell>
                  <TableCell align="right">{formatOdds(r.currentOddsX100)}</TableCell>
                  <TableCell align="right">
                    {formatOdds(r.nextOddsX100)}
                    {r.nextOddsX100 !== r.currentOddsX100 && (
                      <Chip size="small" color="warning" label={translate('lottery.limits.pending')} sx={{ ml: 1 }} />
                    )}
                  </TableCell>
                  {canWrite && (
                    <TableCell align="right">
                      <GuardedButton size="small" onClick={() => setEditing(r)} data-testid={`odds-edit-${r.playCode}-${r.selection}`}>
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
        <OddsDialog
          gameId={gameId}
          row={editing}
          onClose={() => setEditing(null)}
          onDone={() => client.invalidateQueries({ queryKey: [KILL_RATE_RESOURCE] })}
        />
      )}
    </Card>
  );
}
