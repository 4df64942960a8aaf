import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatBombay, formatPaise } from '../../../src';
import { REVIEW_KINDS, useReviewCalls, type OrderHistory, type ReviewKind } from './reviewCalls';

const MONEY_FIELDS = new Set(['amount', 'bonus', 'credited', 'fee', 'adminFee', 'bonusDeduction', 'netPayout']);
const ORDER_FIELDS: Record<ReviewKind, string[]> = {
  deposit: ['amount', 'bonus', 'credited', 'status'],
  withdrawal: ['amount', 'fee', 'adminFee', 'bonusDeduction', 'netPayout', 'stage'],
  manual: ['amount', 'direction', 'memberCount', 'maker', 'status'],
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

function History({ h }: { h: OrderHistory }) {
  const translate = useTranslate();
  const none = <Typography color="text.secondary">{translate('money.reviews.none')}</Typography>;
  const value = (field: string) => {
    const v = h.order[field];
    if (MONEY_FIELDS.has(field)) return formatPaise(Number(v));
    // States in the words the order screens use for them.
    if (field === 'stage') return translate(`money.orders.stage.${v}`, { _: String(v) });
    if (field === 'status')
      return translate(h.kind === 'manual' ? `money.manual.status.${v}` : `money.orders.depositStatus.${v}`, { _: String(v) });
    if (field === 'direction') return translate(`money.reviews.direction.${v}`, { _: String(v) });
    return String(v ?? '-');
  };
  return (
    <Box data-testid="audit-history">
      <Section title="money.reviews.order">
        <Typography data-testid="history-order">
          {translate(`money.reviews.kind.${h.kind}`)} · {h.order.orderNo}
          {h.order.username ? ` · ${h.order.username}` : ''} · {formatBombay(h.order.createdAt)}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {ORDER_FIELDS[h.kind].map((f) => (
            <Typography key={f} variant="body2">
              {translate(`money.reviews.field.${f}`, { _: translate(`money.reviews.col.${f}`, { _: f }) })}: {value(f)}
            </Typography>
          ))}
        </Stack>
      </Section>
      <Section title="money.reviews.steps">
        <Table size="small" data-testid="history-steps">
          <TableHead>
            <TableRow>
              {['step', 'decision', 'reviewer', 'reason'].map((c) => (
                <TableCell key={c}>{translate(`money.reviews.col.${c}`)}</TableCell>
              ))}
              <TableCell>{translate('money.reviews.field.at')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {h.steps.map((s) => (
              <TableRow key={s.step}>
                <TableCell>{s.step}</TableCell>
                <TableCell>{translate(`money.reviews.decision.${s.decision}`)}</TableCell>
                <TableCell>{s.reviewer ?? '-'}</TableCell>
                <TableCell>{s.reason || '-'}</TableCell>
                <TableCell>{formatBombay(s.at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title="money.reviews.journals">
        {h.journals.length === 0 ? (
          none
        ) : (
          <Table size="small" data-testid="history-journals">
            <TableHead>
              <TableRow>
                {['type', 'reference', 'amount', 'at'].map((c) => (
                  <TableCell key={c}>{translate(`money.reviews.field.${c}`, { _: translate(`money.reviews.col.${c}`) })}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {h.journals.map((j) => (
                <TableRow key={`${j.id}:${j.reference}`}>
                  <TableCell>{translate(`money.records.type.${j.type}`, { _: j.type })}</TableCell>
                  <TableCell>{j.reference}</TableCell>
                  <TableCell>
                    {j.amount > 0 ? '+' : ''}
                    {formatPaise(j.amount)}
                  </TableCell>
                  <TableCell>{formatBombay(j.at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title="money.reviews.requirements">
        {h.requirements.length === 0 ? (
          none
        ) : (
          <Table size="small" data-testid="history-requirements">
            <TableHead>
              <TableRow>
                {['deposit', 'discount', 'normalRequired', 'comprehensiveRequired', 'allocated', 'status'].map((c) => (
                  <TableCell key={c}>{translate(`money.reviews.field.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {h.requirements.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{formatPaise(r.deposit)}</TableCell>
                  <TableCell>{formatPaise(r.discount)}</TableCell>
                  <TableCell>{formatPaise(r.normalRequired)}</TableCell>
                  <TableCell>{formatPaise(r.comprehensiveRequired)}</TableCell>
                  <TableCell>{formatPaise(r.allocated)}</TableCell>
                  <TableCell>{r.status}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </Box>
  );
}

/** auditDetails: one deposit, withdrawal or manual request's whole review history, looked up by kind and number (or opened from the log and the queue). */
export default function AuditDetailsScreen() {
  const translate = useTranslate();
  const calls = useReviewCalls();
  const [params, setParams] = useSearchParams();
  const kind = (REVIEW_KINDS as readonly string[]).includes(params.get('kind') ?? '') ? (params.get('kind') as ReviewKind) : 'deposit';
  const orderNo = params.get('orderNo') ?? '';
  const [draft, setDraft] = useState({ kind, orderNo });
  const [history, setHistory] = useState<OrderHistory | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    setDraft({ kind, orderNo });
    setHistory(null);
    setMissing(false);
    if (!orderNo) return;
    // A refusal (not found, out of scope) is toasted by the http layer; the page says nothing was found.
    calls.history({ kind, orderNo }).then(setHistory, () => setMissing(true));
  }, [calls, kind, orderNo]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.orderNo.trim()) setParams({ kind: draft.kind, orderNo: draft.orderNo.trim() });
  };
  const empty = draft.orderNo.trim() === '';
  return (
    <Paper sx={{ p: 3, mt: 2 }} data-testid="audit-details">
      <Title title="money.menu.auditDetails" />
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={submit} noValidate>
        <TextField
          select
          size="small"
          label={translate('money.reviews.col.kind')}
          value={draft.kind}
          sx={{ minWidth: 180 }}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value as ReviewKind })}
          slotProps={{ htmlInput: { 'data-testid': 'details-kind' } }}
        >
          {REVIEW_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {translate(`money.reviews.kind.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate('money.reviews.col.orderNo')}
          value={draft.orderNo}
          sx={{ minWidth: 280 }}
          onChange={(e) => setDraft({ ...draft, orderNo: e.target.value })}
          error={empty && orderNo !== ''}
          helperText={empty ? translate('money.reviews.orderNoRequired') : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'details-order-no', maxLength: 64 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={empty} data-testid="details-lookup">
            {translate('money.reviews.lookup')}
          </Button>
        </Box>
      </Stack>
      {missing && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="details-missing">
          {translate('ra.navigation.no_results')}
        </Alert>
      )}
      {history && <History h={history} />}
    </Paper>
  );
}
