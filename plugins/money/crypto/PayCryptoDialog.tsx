import { useQuery } from '@tanstack/react-query';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { FormDialog, formatPaise, useIdempotencyKey } from '../../../src';
import { useCryptoCalls, type CryptoChannel, type QueuedWithdrawal } from './cryptoCalls';
import { formatRate, formatUsdt, usdtMicroOf } from './usdt';
import { remarkError, txHashError } from './validation';

interface Values {
  channelId: number;
  txHash: string;
  remark: string;
}

const sameChain = (a: string, b: string) => a === '' || b === '' || a.toUpperCase() === b.toUpperCase();

/** Channels that may pay every one of `rows`: the orders' franchisee's own or a platform one, on the orders' chain. */
export function usableChannels(channels: readonly CryptoChannel[], rows: readonly QueuedWithdrawal[]): CryptoChannel[] {
  const franchisee = rows[0]?.franchiseeId;
  return channels.filter(
    (c) => (c.franchiseeId === null || c.franchiseeId === franchisee) && rows.every((r) => sameChain(r.chain, c.cryptoNetwork)),
  );
}

/** The orders with their USDT amounts at the chosen channel's rate, and the total. */
function Lines({ rows, channels }: { rows: readonly QueuedWithdrawal[]; channels: readonly CryptoChannel[] }) {
  const translate = useTranslate();
  const channelId = useWatch<Values>({ name: 'channelId' }) as number | undefined;
  const channel = channels.find((c) => c.id === channelId);
  const rate = channel?.rateX100 ?? 0;
  const totalInr = rows.reduce((s, r) => s + r.netPayout, 0);
  const totalUsdt = rows.reduce((s, r) => s + usdtMicroOf(r.netPayout, rate), 0);
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="crypto-pay-rate">
        {channel
          ? translate('money.crypto.rateNow', { rate: formatRate(rate), network: channel.cryptoNetwork || '-' })
          : translate('money.crypto.chooseChannel')}
      </Typography>
      <Table size="small" sx={{ mb: 2 }} data-testid="crypto-pay-lines">
        <TableHead>
          <TableRow>
            <TableCell>{translate('money.crypto.col.orderNo')}</TableCell>
            <TableCell>{translate('money.crypto.col.username')}</TableCell>
            <TableCell>{translate('money.crypto.col.walletAddress')}</TableCell>
            <TableCell align="right">{translate('money.crypto.col.netPayout')}</TableCell>
            <TableCell align="right">{translate('money.crypto.col.usdt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.orderNo}</TableCell>
              <TableCell>{r.username}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {r.chain ? `${r.chain} · ` : ''}
                {r.walletAddress}
              </TableCell>
              <TableCell align="right">{formatPaise(r.netPayout)}</TableCell>
              <TableCell align="right">{channel ? formatUsdt(usdtMicroOf(r.netPayout, rate)) : '-'}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3}>
              <strong>{translate('money.crypto.total', { count: rows.length })}</strong>
            </TableCell>
            <TableCell align="right">
              <strong>{formatPaise(totalInr)}</strong>
            </TableCell>
            <TableCell align="right" data-testid="crypto-pay-total-usdt">
              <strong>{channel ? formatUsdt(totalUsdt) : '-'}</strong>
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </>
  );
}

/**
 * Pays the chosen approved withdrawals in USDT through one enabled virtual-currency channel at its
 * current rate (the server refuses if the rate changed meanwhile). One idempotency key per opening.
 */
export function PayCryptoDialog({ rows, onClose, onDone }: { rows: readonly QueuedWithdrawal[]; onClose(): void; onDone(): void }) {
  const translate = useTranslate();
  const calls = useCryptoCalls();
  const { key } = useIdempotencyKey();
  const channels = useQuery({ queryKey: ['cryptoDisbursement', 'channels'], queryFn: () => calls.channels() });
  const mixed = new Set(rows.map((r) => r.franchiseeId)).size > 1;
  const usable = usableChannels(channels.data?.list ?? [], rows);
  const reason = mixed ? 'money.crypto.mixedFranchisees' : channels.data && usable.length === 0 ? 'money.crypto.noChannel' : null;
  return (
    <FormDialog<Values>
      title="money.crypto.payTitle"
      titleOptions={{ count: rows.length }}
      defaultValues={{ channelId: usable.length === 1 ? usable[0].id : undefined, txHash: '', remark: '' }}
      saveLabel="money.crypto.pay"
      success="money.crypto.paid"
      saveTestId="crypto-pay-save"
      maxWidth="md"
      loading={channels.isPending}
      disabledReason={reason}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async ({ channelId, txHash, remark }) => {
        const channel = usable.find((c) => c.id === channelId);
        if (!channel) return;
        await calls.pay(
          {
            ids: rows.map((r) => r.id),
            channelId,
            rateX100: channel.rateX100,
            txHash: (txHash ?? '').trim() || undefined,
            remark: (remark ?? '').trim() || undefined,
          },
          { idempotencyKey: key },
        );
      }}
    >
      {reason && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="crypto-pay-blocked">
          {translate(reason)}
        </Alert>
      )}
      <SelectInput
        source="channelId"
        label="money.crypto.channel"
        choices={usable.map((c) => ({ id: c.id, name: `${c.name} · ${c.cryptoNetwork || '-'} · ${formatRate(c.rateX100)}` }))}
        validate={required('money.crypto.v.channel')}
        isRequired
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'crypto-pay-channel' } }}
      />
      <Lines rows={rows} channels={usable} />
      <TextInput source="txHash" label="money.crypto.txHash" validate={txHashError} fullWidth helperText="money.crypto.txHashHelp" />
      <TextInput source="remark" label="money.crypto.remark" validate={remarkError} fullWidth />
    </FormDialog>
  );
}
