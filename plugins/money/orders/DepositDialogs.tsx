import { useMemo, useRef } from 'react';
import { Alert, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { TextInput, useTranslate } from 'react-admin';
import { formatPaise, FormDialog, ReasonDialog, useIdempotencyKey, useRefreshBadges } from '../../../src';
import { DEPOSIT_RESOURCE, useDepositCalls, type BonusOffer, type DepositOrder } from './orderCalls';
import { optionalRemark, optionalRupees, ORDER_REASON_MESSAGES, paiseOrUndefined } from './validation';

interface Props {
  record: DepositOrder;
  onClose(): void;
  onDone(): void;
}

/** The bonus field's check: a valid rupee amount not above what the rules allow (the server refuses more, naming the field). */
function bonusWithin(max: number) {
  return (value?: string | null) => {
    const invalid = optionalRupees(value);
    if (invalid) return invalid;
    const paise = paiseOrUndefined(value);
    return paise !== undefined && paise > max ? { message: 'money.orders.bonusOverOffer', args: { max: formatPaise(max) } } : undefined;
  };
}

function OfferLine({ offer }: { offer: BonusOffer }) {
  const translate = useTranslate();
  const facts = [
    offer.isFirstDeposit ? translate('money.orders.firstDeposit') : null,
    translate('money.orders.approvedToday', { count: offer.approvedToday }),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Alert severity={offer.rule ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="bonus-offer">
      {offer.rule
        ? translate('money.orders.bonusRule', {
            name: offer.rule.name,
            bonus: formatPaise(offer.rule.bonus),
            multiple: (offer.rule.turnoverMultipleX100 / 100).toString(),
          })
        : translate('money.orders.noBonusRule')}
      {' · '}
      {translate('money.orders.bonusMax', { max: formatPaise(offer.max) })}
      {' · '}
      {facts}
    </Alert>
  );
}

/**
 * Approve: the amount, the bonus and the turnover requirement, all on the server in one
 * transaction. The bonus starts at what the recharge discount rules give (the server's offer);
 * staff may lower it, not raise it above the offer's maximum.
 */
export function ApproveDepositDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const calls = useDepositCalls(record.kind);
  const refreshBadges = useRefreshBadges();
  // One key per opened dialog: a retried click after a lost answer is replayed, not credited twice.
  const { key } = useIdempotencyKey();
  // Once approved, the order has no offer left: the server refuses to give one for a decided order
  // (order_not_pending, toasted red beside the green success), and the list's refresh after the
  // decision invalidates every query, this one too while the dialog is still mounted.
  const decided = useRef(false);
  const offer = useQuery({
    queryKey: [DEPOSIT_RESOURCE[record.kind], 'bonusOffer', record.id],
    queryFn: () => calls.bonusOffer({ id: record.id }),
    enabled: () => !decided.current,
  });
  const validateBonus = useMemo(() => bonusWithin(offer.data?.max ?? 0), [offer.data?.max]);
  return (
    <FormDialog<{ bonus: string; remark: string }>
      // The form's starting values are read once: it starts again when the offer arrives.
      key={offer.data ? 'offer' : 'loading'}
      title="money.orders.approveDeposit"
      titleOptions={{ orderNo: record.orderNo }}
      defaultValues={{ bonus: offer.data ? (offer.data.offered / 100).toFixed(2) : '', remark: '' }}
      saveLabel="money.orders.approve"
      success="money.orders.approved"
      saveTestId="order-dialog-save"
      loading={!offer.data}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async ({ bonus, remark }) => {
        await calls.approve(
          { id: record.id, bonus: paiseOrUndefined(bonus) ?? 0, remark: (remark ?? '').trim() || undefined },
          { idempotencyKey: key },
        );
        decided.current = true;
        await refreshBadges();
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="approve-summary">
        {record.username} · {translate('money.orders.col.amount')}: {formatPaise(record.amount)} · UTR: {record.utr || '-'} ·{' '}
        {translate('money.orders.col.payerName')}: {record.payerName || '-'}
      </Typography>
      {offer.data && <OfferLine offer={offer.data} />}
      <TextInput
        source="bonus"
        label="money.orders.bonusRupees"
        validate={validateBonus}
        disabled={!offer.data}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'deposit-bonus' } }}
      />
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
    <ReasonDialog
      title="money.orders.rejectDeposit"
      titleOptions={{ orderNo: record.orderNo }}
      label="money.orders.reason"
      messages={ORDER_REASON_MESSAGES}
      confirmLabel="money.orders.reject"
      success="money.orders.rejected"
      saveTestId="order-dialog-save"
      reasonTestId="order-reason"
      onClose={onClose}
      onDone={onDone}
      onSubmit={async (reason) => {
        await calls.reject({ id: record.id, reason }, { idempotencyKey: key });
        await refreshBadges();
      }}
    />
  );
}
