import { useEffect, useState } from 'react';
import { Alert, Box, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GuardedButton, TableSkeleton, formatBombay, formatPaise, parseRupeesToPaise, useCanWrite, useIdempotencyKey } from '../../../src';
import { MEMBER_WRITERS, useFormalMemberCalls, type BankAccount, type PointsAnswer, type RegistDiscount } from './memberCalls';

/* The member detail tabs that are not paged lists: bank / UPI, points, registration discount. */

type DetailAction = 'bank' | 'integral' | 'registDiscount';
type DetailAnswer<A extends DetailAction> = A extends 'bank' ? BankAccount[] : A extends 'integral' ? PointsAnswer : RegistDiscount;

function useLoad<A extends DetailAction>(action: A, id: number, attempt = 0): DetailAnswer<A> | 'loading' | 'error' {
  const calls = useFormalMemberCalls();
  const [state, setState] = useState<DetailAnswer<A> | 'loading' | 'error'>('loading');
  useEffect(() => {
    const controller = new AbortController();
    setState('loading');
    (calls[action]({ id }, { signal: controller.signal }) as Promise<DetailAnswer<A>>).then(setState).catch(() => {
      if (!controller.signal.aborted) setState('error');
    });
    return () => controller.abort();
  }, [calls, action, id, attempt]);
  return state;
}

function Pending({ state, columns }: { state: 'loading' | 'error'; columns: number }) {
  const translate = useTranslate();
  return state === 'loading' ? (
    <TableSkeleton columns={columns} />
  ) : (
    <Alert severity="error">{translate('account.members.loadError')}</Alert>
  );
}

/** Payout details; the server masks account numbers and UPI ids. */
export function BankTab({ id }: { id: number }) {
  const translate = useTranslate();
  const state = useLoad('bank', id);
  if (state === 'loading' || state === 'error') return <Pending state={state} columns={8} />;
  if (state.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('account.members.noHistory')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="member-bank">
      <Table size="small">
        <TableHead>
          <TableRow>
            {['kind', 'holderName', 'bankName', 'ifsc', 'accountNo', 'upiId', 'isDefault', 'createdAt'].map((k) => (
              <TableCell key={k}>{translate(`account.members.detailTabs.bank.${k}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {state.map((b) => (
            <TableRow key={b.id}>
              <TableCell>{b.kind === 'upi' ? 'UPI' : translate('account.members.detailTabs.bank.bankKind')}</TableCell>
              <TableCell>{b.holderName || '-'}</TableCell>
              <TableCell>{b.bankName || '-'}</TableCell>
              <TableCell>{b.ifsc || '-'}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{b.accountNo || '-'}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{b.upiId || '-'}</TableCell>
              <TableCell>{translate(b.isDefault ? 'account.members.filters.yes' : 'account.members.filters.no')}</TableCell>
              <TableCell>{formatBombay(b.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function PointsTab({ id }: { id: number }) {
  const translate = useTranslate();
  const state = useLoad('integral', id);
  if (state === 'loading' || state === 'error') return <Pending state={state} columns={4} />;
  return (
    <Stack spacing={1}>
      <Typography>{`${translate('account.members.columns.points')}: ${state.points} · VIP ${state.vipLevel}`}</Typography>
      {state.list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('account.members.noHistory')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {['kind', 'amount', 'balanceAfter', 'createdAt'].map((k) => (
                  <TableCell key={k}>{translate(`account.members.detailTabs.points.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {state.list.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{translate(`account.members.pointKinds.${p.kind}`, { _: p.kind })}</TableCell>
                  <TableCell sx={{ color: p.amount < 0 ? 'error.main' : 'success.main' }}>{p.amount}</TableCell>
                  <TableCell>{p.balanceAfter}</TableCell>
                  <TableCell>{formatBombay(p.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

/** registDiscountDetail / updateRegistDiscount: set while pending, then grant (ledger credit) or cancel. */
export function RegistDiscountTab({ id }: { id: number }) {
  const translate = useTranslate();
  const calls = useFormalMemberCalls();
  const canWrite = useCanWrite('member', MEMBER_WRITERS);
  // One key per change: a retry after a lost answer replays instead of granting twice.
  const idempotency = useIdempotencyKey();
  const [attempt, setAttempt] = useState(0);
  const state = useLoad('registDiscount', id, attempt);
  const [amount, setAmount] = useState<string | null>(null);
  const [multiple, setMultiple] = useState<string | null>(null);
  if (state === 'loading' || state === 'error') return <Pending state={state} columns={2} />;
  const amountText = amount ?? formatPaise(state.amount, { symbol: false }).replace(/,/g, '');
  const multipleText = multiple ?? String(state.multipleX100 / 100);
  const paise = parseRupeesToPaise(amountText);
  const multipleX100 = Math.round(Number(multipleText) * 100);
  const valid = paise !== null && Number.isFinite(multipleX100) && multipleX100 >= 0;
  const pending = state.status === 0;
  const act = (action: 'save' | 'grant' | 'cancel') => async () => {
    const saved = await calls
      .updateRegistDiscount({ id, amount: paise ?? 0, multipleX100, action }, { idempotencyKey: idempotency.key })
      .then(
        () => true,
        () => false,
      );
    if (saved) idempotency.renew();
    setAmount(null);
    setMultiple(null);
    setAttempt(attempt + 1);
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }} data-testid="member-regist-discount">
      <Typography variant="body2">
        {`${translate('account.members.columns.createdAt')}: ${formatBombay(state.registeredAt)} · ${state.registerIp} · ${state.registerDevice}`}
      </Typography>
      <TextField size="small" select disabled label={translate('account.members.detailTabs.discount.status')} value={state.status}>
        {[0, 1, 2].map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`account.members.detailTabs.discount.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={translate('account.members.detailTabs.discount.amount')}
        value={amountText}
        disabled={!pending || !canWrite}
        error={paise === null}
        helperText={paise === null ? translate('account.members.amountInvalid') : ''}
        onChange={(e) => setAmount(e.target.value)}
      />
      <TextField
        size="small"
        label={translate('account.members.detailTabs.discount.multiple')}
        value={multipleText}
        disabled={!pending || !canWrite}
        onChange={(e) => setMultiple(e.target.value)}
      />
      {state.grantedAt !== null && (
        <Typography variant="body2">{`${translate('account.members.detailTabs.discount.at')}: ${formatBombay(state.grantedAt)}`}</Typography>
      )}
      {pending && canWrite && (
        <Stack direction="row" spacing={1}>
          <GuardedButton variant="outlined" disabled={!valid} onClick={act('save')}>
            {translate('ra.action.save')}
          </GuardedButton>
          <GuardedButton variant="contained" disabled={!valid || paise === 0} onClick={act('grant')}>
            {translate('account.members.detailTabs.discount.grant')}
          </GuardedButton>
          <GuardedButton color="warning" onClick={act('cancel')}>
            {translate('account.members.detailTabs.discount.cancel')}
          </GuardedButton>
        </Stack>
      )}
    </Stack>
  );
}
