import { useQuery } from '@tanstack/react-query';
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SelectInput, TextInput, required, useTranslate } from 'react-admin';
import { formatBombay, formatPaise, FormDialog, ReasonDialog, useIdempotencyKey, useRefreshBadges } from '../../../src';
import { useWithdrawalCalls, type WithdrawalAudit, type WithdrawalOrder } from './orderCalls';
import { optionalRemark, ORDER_REASON_MESSAGES } from './validation';

interface Props {
  record: WithdrawalOrder;
  onClose(): void;
  onDone(): void;
}

const yesNo = (met: boolean, translate: (k: string) => string) => translate(met ? 'money.orders.met' : 'money.orders.notMet');

function AuditFigures({ audit }: { audit: WithdrawalAudit }) {
  const translate = useTranslate();
  const figure = (label: string, paise: number, testId: string) => (
    <TableRow>
      <TableCell>{translate(label)}</TableCell>
      <TableCell align="right" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatPaise(paise)}
      </TableCell>
    </TableRow>
  );
  return (
    <>
      <Table size="small" sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell align="right">{translate('money.orders.normalRequired')}</TableCell>
            <TableCell align="right">{translate('money.orders.comprehensiveRequired')}</TableCell>
            <TableCell align="right">{translate('money.orders.allocated')}</TableCell>
            <TableCell>{translate('money.orders.normalAudit')}</TableCell>
            <TableCell>{translate('money.orders.comprehensiveAudit')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {audit.perRecord.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{translate('money.orders.noRequirement')}</TableCell>
            </TableRow>
          )}
          {audit.perRecord.map((r) => (
            <TableRow key={r.index}>
              <TableCell>{r.index + 1}</TableCell>
              <TableCell align="right">{formatPaise(r.normalRequired)}</TableCell>
              <TableCell align="right">{formatPaise(r.comprehensiveRequired)}</TableCell>
              <TableCell align="right">{formatPaise(r.allocated)}</TableCell>
              <TableCell>{yesNo(r.normalMet, translate)}</TableCell>
              <TableCell>{yesNo(r.comprehensiveMet, translate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Table size="small" data-testid="withdrawal-audit-figures">
        <TableBody>
          {figure('money.orders.validTurnover', audit.validTurnover, 'audit-valid-turnover')}
          {figure('money.orders.col.fee', audit.fee, 'audit-fee')}
          {figure('money.orders.col.bonusDeduction', audit.discountDeduction, 'audit-bonus-deduction')}
          {figure('money.orders.col.adminFee', audit.adminFee, 'audit-admin-fee')}
          {figure('money.orders.col.netPayout', audit.netPayout, 'audit-net-payout')}
        </TableBody>
      </Table>
    </>
  );
}

/** The first review of two, for the second reviewer: who gave it, when, and their remark. */
function FirstReview({ review }: { review: NonNullable<WithdrawalAudit['firstReview']> }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="first-review-by">
        {translate('money.orders.firstReviewBy', { reviewer: review.reviewer, time: formatBombay(review.reviewedAt) })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="first-review-remark">
        {review.remark.trim() === ''
          ? translate('money.orders.firstReviewNoRemark')
          : translate('money.orders.firstReviewRemark', { remark: review.remark })}
      </Typography>
    </>
  );
}

/**
 * The turnover check (spec §9) shown before approving: requirements, what each got, and the fee,
 * bonus deduction, admin fee and payout a withdrawal now would have. Approving an order at or above
 * the threshold only records the first review; another person gives the second.
 */
export function ReviewWithdrawalDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const calls = useWithdrawalCalls();
  const refreshBadges = useRefreshBadges();
  const { key } = useIdempotencyKey();
  const audit = useQuery({ queryKey: ['withdrawalOrder', 'audit', record.id], queryFn: () => calls.audit({ id: record.id }) });
  const firstOfTwo = record.needsSecondReview === 1 && record.stage === 'submitted';
  return (
    <FormDialog<{ remark: string }>
      title="money.orders.reviewWithdrawal"
      titleOptions={{ orderNo: record.orderNo }}
      defaultValues={{ remark: '' }}
      saveLabel="money.orders.approve"
      success={firstOfTwo ? 'money.orders.firstReviewed' : 'money.orders.approved'}
      saveTestId="order-dialog-save"
      maxWidth="md"
      loading={audit.isPending}
      disabledReason={audit.data && !audit.data.allowed ? 'money.orders.netNotPositive' : null}
      onClose={onClose}
      onDone={onDone}
      onSubmit={async ({ remark }) => {
        await calls.review({ id: record.id, remark: (remark ?? '').trim() || undefined }, { idempotencyKey: key });
        await refreshBadges();
      }}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {record.username} · {translate('money.orders.col.amount')}: {formatPaise(record.amount)}
      </Typography>
      {record.needsSecondReview === 1 && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="second-review-note">
          {translate(firstOfTwo ? 'money.orders.needsTwoReviewers' : 'money.orders.secondReviewer')}
          {audit.data?.firstReview && <FirstReview review={audit.data.firstReview} />}
        </Alert>
      )}
      {audit.data && <AuditFigures audit={audit.data} />}
      <TextInput source="remark" label="money.orders.col.remark" validate={optionalRemark} sx={{ mt: 2 }} />
    </FormDialog>
  );
}

/** Pays an approved withdrawal through an enabled payout channel (or by hand, with the bank's reference). */
export function PayWithdrawalDialog({ record, onClose, onDone }: Props) {
  const translate = useTranslate();
  const calls = useWithdrawalCalls();
  const { key } = useIdempotencyKey();
  const channels = useQuery({ queryKey: ['withdrawalOrder', 'payoutChannels'], queryFn: () => calls.payoutChannels() });
  return (
    <FormDialog<{ payoutChannelId: number; txnId: string }>
      title="money.orders.payWithdrawal"
      titleOptions={{ orderNo: record.orderNo }}
      defaultValues={{ txnId: '' }}
      saveLabel="money.orders.pay"
      success="money.orders.paid"
      saveTestId="order-dialog-save"
      loading={channels.isPending}
      disabledReason={channels.data && channels.data.list.length === 0 ? 'money.orders.noPayoutChannel' : null}
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ payoutChannelId, txnId }) =>
        calls.pay({ id: record.id, payoutChannelId, txnId: (txnId ?? '').trim() || undefined }, { idempotencyKey: key })
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }} data-testid="pay-summary">
        {record.username} · {translate('money.orders.col.netPayout')}: {formatPaise(record.netPayout)}
      </Typography>
      <SelectInput
        source="payoutChannelId"
        label="money.orders.payoutChannel"
        choices={(channels.data?.list ?? []).map((c) => ({ id: c.id, name: `${c.name} (${c.kind})` }))}
        validate={required('money.orders.channelRequired')}
        isRequired
        slotProps={{ htmlInput: { 'data-testid': 'pay-channel' } }}
      />
      <TextInput source="txnId" label="money.orders.txnId" validate={optionalRemark} />
    </FormDialog>
  );
}

/** Rejects with a mandatory reason; the frozen amount goes back to the member. */
export function RejectWithdrawalDialog({ record, onClose, onDone }: Props) {
  const calls = useWithdrawalCalls();
  const refreshBadges = useRefreshBadges();
  const { key } = useIdempotencyKey();
  return (
    <ReasonDialog
      title="money.orders.rejectWithdrawal"
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
