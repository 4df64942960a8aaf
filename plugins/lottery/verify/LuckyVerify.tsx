import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Box, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { formatBombay } from '../../../src';
import { useVerifyCalls, type LuckyVerification, type PublicCampaign } from '../lotteryCalls';
import { luckyCommitmentMatches, luckyPrizeIndexOf } from './recomputeLucky';

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

const Mark = ({ ok, testId }: { ok: boolean; testId?: string }) =>
  ok ? (
    <CheckCircleIcon fontSize="small" color="success" data-testid={testId ?? 'lucky-check-ok'} />
  ) : (
    <CancelIcon fontSize="small" color="error" data-testid={testId ?? 'lucky-check-bad'} />
  );

function Proof({ v }: { v: LuckyVerification }) {
  const translate = useTranslate();
  const weights = v.prizes.map((p) => p.weight);
  // This page's own recomputation, independent of the server's verdict.
  const mine = useMemo(
    () =>
      v.seed
        ? {
            commitment: v.seedHash !== null && luckyCommitmentMatches(v.seed, v.seedHash),
            draws: v.draws.map((d) => luckyPrizeIndexOf(v.seed as string, weights, v.campaignId, d.drawNo, d.memberId)),
          }
        : null,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- weights derive from v
    [v],
  );
  const prizeName = (i: number) => v.prizes[i]?.name ?? '-';
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle2">{translate('lottery.verify.lucky.commitment')}</Typography>
        <Mono testId="lucky-commitment">{v.seedHash ?? '-'}</Mono>
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate('lottery.verify.lucky.weights')}</Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{translate('lottery.verify.lucky.prize')}</TableCell>
              <TableCell align="right">{translate('lottery.verify.lucky.weight')}</TableCell>
              <TableCell align="right">{translate('lottery.verify.lucky.chance')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {v.prizes.map((p) => (
              <TableRow key={p.position}>
                <TableCell>{p.position}</TableCell>
                <TableCell>{p.name}</TableCell>
                <TableCell align="right">{p.weight}</TableCell>
                <TableCell align="right">{`${Number(((p.weight * 100) / v.totalWeight).toFixed(4))}%`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {!v.seed ? (
        <Alert severity="info">{translate('lottery.verify.lucky.notRevealed')}</Alert>
      ) : (
        <Box>
          <Typography variant="subtitle2">{translate('lottery.verify.lucky.seed')}</Typography>
          <Mono testId="lucky-seed">{v.seed}</Mono>
          {mine && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
              <Mark ok={mine.commitment} testId={mine.commitment ? 'lucky-hash-ok' : 'lucky-hash-bad'} />
              <Typography variant="body2">{translate(mine.commitment ? 'lottery.verify.hashOk' : 'lottery.verify.hashBad')}</Typography>
            </Stack>
          )}
        </Box>
      )}
      <Box>
        <Typography variant="subtitle2">
          {translate('lottery.verify.lucky.draws', { shown: v.draws.length, total: v.drawsMade })}
        </Typography>
        {v.draws.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('lottery.verify.lucky.noDraws')}
          </Typography>
        ) : (
          <Table size="small" data-testid="lucky-draws">
            <TableHead>
              <TableRow>
                <TableCell>{translate('lottery.verify.lucky.drawNo')}</TableCell>
                <TableCell>{translate('lottery.verify.lucky.member')}</TableCell>
                <TableCell>{translate('lottery.verify.lucky.prize')}</TableCell>
                <TableCell>{translate('lottery.verify.lucky.time')}</TableCell>
                <TableCell>{translate('lottery.verify.lucky.recomputed')}</TableCell>
                <TableCell>{translate('lottery.verify.lucky.server')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {v.draws.map((d, i) => (
                <TableRow key={d.drawNo}>
                  <TableCell>{d.drawNo}</TableCell>
                  <TableCell>{d.memberId}</TableCell>
                  <TableCell>{`${prizeName(d.prizeIndex)}${d.outcome === 'out_of_stock' ? ` (${translate('lottery.verify.lucky.outOfStock')})` : ''}`}</TableCell>
                  <TableCell>{formatBombay(d.createdAt)}</TableCell>
                  <TableCell>
                    {mine ? (
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        <Mark ok={mine.draws[i] === d.prizeIndex} />
                        <span>{prizeName(mine.draws[i])}</span>
                      </Stack>
                    ) : (
                      '-'
                    )}
                  </TableCell>
                  <TableCell>
                    {d.verified === null ? '-' : <Mark ok={d.verified} testId={d.verified ? 'lucky-server-ok' : 'lucky-server-bad'} />}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2">{translate('lottery.verify.howTo')}</Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('lottery.verify.lucky.howToText')}
        </Typography>
        <Mono>
          {[
            `# Python 3`,
            `import hashlib, hmac`,
            `seed = bytes.fromhex("${v.seed ?? '<seed>'}"); weights = [${weights.join(', ')}]`,
            `print(hashlib.sha256(seed).hexdigest())  # = commitment`,
            `def prize(draw_no, member):`,
            `    msg = f"lucky:${v.campaignId}:{draw_no}:{member}"; W = sum(weights); limit = 2**32 - 2**32 % W; buf = b""; i = 0`,
            `    while True:`,
            `        buf += hmac.new(seed, (msg if i == 0 else f"{msg}:{i}").encode(), hashlib.sha256).digest(); i += 1`,
            `        while len(buf) >= 4:`,
            `            u = int.from_bytes(buf[:4], "big"); buf = buf[4:]`,
            `            if u < limit:`,
            `                r = u % W`,
            `                for k, w in enumerate(weights):`,
            `                    if r < w: return k`,
            `                    r -= w`,
          ].join('\n')}
        </Mono>
      </Box>
    </Stack>
  );
}

/** /verify, lucky-draw part: pick an opened campaign; its commitment, published weights and (once closed) every draw recomputed here. */
export function LuckyVerify({ campaignId, onPick }: { campaignId: number | undefined; onPick(id: number): void }) {
  const translate = useTranslate();
  const calls = useVerifyCalls();
  const [campaigns, setCampaigns] = useState<PublicCampaign[] | null>(null);
  const [verification, setVerification] = useState<LuckyVerification | null>(null);
  useEffect(() => {
    calls.campaigns().then(setCampaigns, () => setCampaigns([]));
  }, [calls]);
  useEffect(() => {
    if (!campaignId) return setVerification(null);
    calls.luckyVerify({ campaignId, limit: 200 }).then(setVerification, () => setVerification(null));
  }, [calls, campaignId]);
  const known = campaignId !== undefined && (campaigns ?? []).some((c) => c.campaignId === campaignId);
  return (
    <Box>
      <TextField
        select
        label={translate('lottery.verify.lucky.campaign')}
        value={known ? campaignId : ''}
        onChange={(e) => onPick(Number(e.target.value))}
        sx={{ minWidth: 320, mb: 3 }}
        size="small"
        disabled={!campaigns || campaigns.length === 0}
        slotProps={{ htmlInput: { 'data-testid': 'verify-campaign' } }}
      >
        {(campaigns ?? []).map((c) => (
          <MenuItem
            key={c.campaignId}
            value={c.campaignId}
          >{`${c.name} · ${translate(`lottery.verify.lucky.status.${c.status}`)}`}</MenuItem>
        ))}
      </TextField>
      {campaigns !== null && campaigns.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('lottery.verify.lucky.noCampaigns')}
        </Alert>
      )}
      {verification ? (
        <Box data-testid="lucky-proof">
          <Typography
            variant="h6"
            sx={{ mb: 2 }}
          >{`${verification.name} · ${translate(`lottery.verify.lucky.status.${verification.status}`)}`}</Typography>
          <Proof v={verification} />
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('lottery.verify.lucky.pick')}</Typography>
      )}
    </Box>
  );
}
