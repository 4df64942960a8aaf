import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Button, Container, MenuItem, Paper, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { formatBombay } from '../../../src';
import { useVerifyCalls, type PublicGame, type PublicPeriod, type Verification } from '../lotteryCalls';
import { ResultBalls } from '../results/ResultBalls';
import { LuckyVerify } from './LuckyVerify';
import { recompute } from './recompute';

function Check({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid={ok ? 'check-ok' : 'check-bad'}
      sx={{ alignItems: 'center', color: ok ? 'success.main' : 'error.main' }}
    >
      {ok ? <CheckCircleIcon fontSize="small" /> : <CancelIcon fontSize="small" />}
      <Typography variant="body2">{ok ? yes : no}</Typography>
    </Stack>
  );
}

const Mono = ({ children, testId }: { children: string; testId?: string }) => (
  <Typography
    component="div"
    data-testid={testId}
    sx={{
      fontFamily: 'monospace',
      fontSize: 13,
      wordBreak: 'break-all',
      whiteSpace: 'pre-wrap',
      bgcolor: 'action.hover',
      p: 1,
      borderRadius: 1,
    }}
  >
    {children}
  </Typography>
);

function Proof({ v }: { v: Verification }) {
  const translate = useTranslate();
  const check = useMemo(
    () =>
      v.seed && v.seedHash && v.result
        ? recompute({ shape: v.shape, seed: v.seed, seedHash: v.seedHash, issueNo: v.issueNo, result: v.result })
        : null,
    [v],
  );
  if (v.resultSource === 'external') {
    return (
      <Stack spacing={2}>
        {v.result && <ResultBalls shape={v.shape} result={v.result} />}
        <Alert severity="info">{translate('lottery.verify.external', { source: v.external?.source || '-' })}</Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2">{translate('lottery.verify.commitment')}</Typography>
        <Mono testId="verify-commitment">{v.seedHash ?? '-'}</Mono>
      </Box>
      {!v.seed || !v.result ? (
        <Alert severity="info">{translate('lottery.verify.notDrawn')}</Alert>
      ) : (
        <>
          <Box>
            <Typography variant="subtitle2">{translate('lottery.verify.seed')}</Typography>
            <Mono testId="verify-seed">{v.seed}</Mono>
          </Box>
          <Box>
            <Typography variant="subtitle2">{translate('lottery.verify.result')}</Typography>
            <ResultBalls shape={v.shape} result={v.result} />
          </Box>
          {check && (
            <Box data-testid="verify-recomputed">
              <Typography variant="subtitle2">{translate('lottery.verify.recomputed')}</Typography>
              <Mono>{`SHA-256(seed) = ${check.commitment}\nresult = [${check.result.join(', ')}]`}</Mono>
              <Check ok={check.commitmentMatches} yes={translate('lottery.verify.hashOk')} no={translate('lottery.verify.hashBad')} />
              <Check ok={check.resultMatches} yes={translate('lottery.verify.resultOk')} no={translate('lottery.verify.resultBad')} />
            </Box>
          )}
          <Typography variant="body2" color={v.verified ? 'success.main' : 'error.main'}>
            {v.verified ? translate('lottery.verify.serverOk') : translate('lottery.verify.serverBad', { reason: v.reason ?? '-' })}
          </Typography>
        </>
      )}
      <Box>
        <Typography variant="subtitle2">{translate('lottery.verify.howTo')}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('lottery.verify.howToText')}
        </Typography>
        <Mono>
          {[
            `# Python 3`,
            `import hashlib, hmac`,
            `seed = bytes.fromhex("${v.seed ?? '<seed>'}"); issue = "${v.issueNo}"`,
            `print(hashlib.sha256(seed).hexdigest())  # = commitment`,
            `n, k, lo = ${v.shape === 'k3' ? '6, 3, 1' : v.shape === '5d' ? '10, 5, 0' : '10, 1, 0'}; out = []; i = 0`,
            `while len(out) < k:`,
            `    msg = issue if i == 0 else f"{issue}:{i}"; i += 1`,
            `    for b in hmac.new(seed, msg.encode(), hashlib.sha256).digest():`,
            `        if len(out) < k and b < 256 - 256 % n: out.append(b % n + lo)`,
            `print(out)  # = result`,
          ].join('\n')}
        </Mono>
      </Box>
    </Stack>
  );
}

/** /verify: public (signed out) check of any drawn period, or any lucky draw, against the commitment published beforehand. */
export default function VerifyPage() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const calls = useVerifyCalls();
  const [params, setParams] = useSearchParams();
  const [games, setGames] = useState<PublicGame[]>([]);
  const [periods, setPeriods] = useState<PublicPeriod[] | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const periodId = Number(params.get('periodId')) || undefined;
  const gameCode = params.get('game') ?? verification?.gameCode ?? '';
  const campaignId = Number(params.get('campaign')) || undefined;
  const lucky = params.has('campaign');

  useEffect(() => {
    calls.games().then(setGames, () => setGames([]));
  }, [calls]);
  useEffect(() => {
    if (!periodId) return setVerification(null);
    calls.verify({ periodId }).then(setVerification, () => setVerification(null));
  }, [calls, periodId]);
  useEffect(() => {
    if (!gameCode) return setPeriods(null);
    // 30: the server's default, named because the contract's payload type asks for it.
    calls.periods({ gameCode, limit: 30 }).then(setPeriods, () => setPeriods([]));
  }, [calls, gameCode]);

  const pickGame = (code: string) => setParams({ game: code });
  const pickPeriod = (id: number) => setParams({ game: gameCode, periodId: String(id) });
  // A linked period (the console's results list, a member's bet) may be older than the latest
  // drawn periods offered; it is still the one shown, so the selector names it instead of going blank.
  const linked =
    verification &&
    verification.periodId === periodId &&
    verification.gameCode === gameCode &&
    !(periods ?? []).some((p) => p.periodId === periodId)
      ? [{ periodId: verification.periodId, issueNo: verification.issueNo, drawAt: null }]
      : [];
  const periodChoices: { periodId: number; issueNo: string; drawAt: number | null }[] = [...linked, ...(periods ?? [])];
  const known = periodId !== undefined && periodChoices.some((p) => p.periodId === periodId);
  const issueOf = (id: unknown) => periodChoices.find((p) => p.periodId === id)?.issueNo ?? '';
  // Members know a game by its name (as in the console's game list); the code only when the game is no longer offered.
  const gameName = (code: string) => games.find((g) => g.code === code)?.name ?? code;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }} data-testid="verify-page">
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h5" component="h1">
            {translate('lottery.verify.title')}
          </Typography>
          <Button size="small" onClick={() => setLocale(locale === 'zh' ? 'en' : 'zh')} data-testid="verify-language">
            {translate('lottery.verify.language')}
          </Button>
        </Stack>
        <Tabs
          value={lucky ? 'lucky' : 'games'}
          onChange={(_, v: string) => setParams(v === 'lucky' ? { campaign: '' } : {})}
          sx={{ mb: 2 }}
        >
          <Tab value="games" label={translate('lottery.verify.tabGames')} data-testid="verify-tab-games" />
          <Tab value="lucky" label={translate('lottery.verify.tabLucky')} data-testid="verify-tab-lucky" />
        </Tabs>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {translate(lucky ? 'lottery.verify.lucky.intro' : 'lottery.verify.intro')}
        </Typography>
        {lucky ? (
          <LuckyVerify campaignId={campaignId} onPick={(id) => setParams({ campaign: String(id) })} />
        ) : (
          <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
              <TextField
                select
                label={translate('lottery.verify.game')}
                value={games.some((g) => g.code === gameCode) ? gameCode : ''}
                onChange={(e) => pickGame(e.target.value)}
                sx={{ width: { xs: '100%', sm: 220 } }}
                size="small"
                slotProps={{ htmlInput: { 'data-testid': 'verify-game' } }}
              >
                {games.map((g) => (
                  <MenuItem key={g.code} value={g.code}>
                    {g.name}
                  </MenuItem>
                ))}
              </TextField>
              {/* The chosen period shows as its number alone: with the draw time it overflowed a phone's field. */}
              <TextField
                select
                label={translate('lottery.verify.period')}
                value={known ? periodId : ''}
                onChange={(e) => pickPeriod(Number(e.target.value))}
                sx={{ width: { xs: '100%', sm: 300 } }}
                size="small"
                disabled={periodChoices.length === 0}
                slotProps={{ htmlInput: { 'data-testid': 'verify-period' }, select: { renderValue: issueOf } }}
              >
                {periodChoices.map((p) => (
                  <MenuItem key={p.periodId} value={p.periodId}>
                    {p.drawAt === null ? p.issueNo : `${p.issueNo} · ${formatBombay(p.drawAt)}`}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {periods !== null && periods.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {translate('lottery.verify.noPeriods')}
              </Alert>
            )}
            {verification ? (
              <Box data-testid="verify-proof">
                <Typography
                  variant="h6"
                  sx={{ mb: 2, overflowWrap: 'anywhere' }}
                  data-testid="verify-heading"
                >{`${gameName(verification.gameCode)} · ${verification.issueNo}`}</Typography>
                <Proof v={verification} />
              </Box>
            ) : (
              <Typography color="text.secondary">{translate('lottery.verify.pick')}</Typography>
            )}
          </>
        )}
      </Paper>
    </Container>
  );
}
