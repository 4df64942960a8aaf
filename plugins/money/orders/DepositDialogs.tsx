import { Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { formatPaise, FormDialog, useIdempotencyKey, useRefreshBadges } from '../../../src';
import { useDepositCalls, type DepositOrder } from './orderCalls';
import { optionalRemark, optionalRupees, paiseOrUndefined, requiredReason } from './validation';

interface Props {
  record: DepositOrder;
  onClose(): void;
  onDone(): void;
}

/** Approve: credit + bonus (defaulting to the order's) + turnover requirement, all on the server in one transaction. */
export function ApproveDepositDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const calls = useDepositCalls(record.kind);
  const refreshBadges = useRefreshBadges();
  // One key per opened dialog: a retried click after a lost answer is replayed, not credited twice.
  const { key } = useIdempotencyKey();
  return (
    <FormDialog<{ bonus: string; remark: string }>
      title="money.orders.approveDeposit"
      titleOptions={{ orderNo: record.orderNo }}
      defaultValues={{ bonus: (record.bonus / 100).toFixed(2), remark: '' }}
      saveLabel="money.orders.approve"
      success="money.orders.approved"
      saveTestId="order-dialog-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={async ({ bonus, remark }) => {
        await calls.approve({ id: record.id, bonus: paiseOrUndefined(bonus), remark: (remark ?? '').trim() || undefined }, { idempotencyKey: key });
        await refreshBadges();
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="approve-summary">
        {record.username} · {translate('money.orders.col.amount')}: {formatPaise(record.amount)} · UTR: {record.utr || '-'} · {translate('money.orders.col.payerName')}: {record.payerName || '-'}
      </Typography>
      <TextInput source="bonus" label="money.orders.bonusRupees" validate={optionalRupees} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'deposit-bonus' } }} />
      <TextInput source="remark" label="money.orders.col.remark" validate={optionalRemark} />
    </FormDialog>
  );
}

/** Reject with a mandatory reason; no money moves. */
export function RejectDepositDialog({ record, onClose, onDone }: Props) {
  const calls = useDepositCalls(record.kind);
  const refreshBadges = useRefreshBadges();
  const { key } = useIdempotencyKey();
  return (
    <FormDialog<{ reason: string }>
      title="money.orders.rejectDeposit"
      titleOptions={{ orderNo: record.orderNo }}
      defaultValues={{ reason: '' }}
      saveLabel="money.orders.reject"
      success="money.orders.rejected"
      saveTestId="order-dialog-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={async ({ reason }) => {
        await calls.reject({ id: record.id, reason: reason.trim() }, { idempotencyKey: key });
        await refreshBadges();
      }}
    >
      <TextInput source="reason" label="money.orders.reason" multiline minRows={2} isRequired validate={requiredReason} slotProps={{ htmlInput: { 'data-testid': 'order-reason' } }} />
    </FormDialog>
  );
}
