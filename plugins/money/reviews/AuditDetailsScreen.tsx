import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { ListContextProvider, Title, useList, useTranslate, type ListControllerResult, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { DataTable, formatBombay, formatPaise } from '../../../src';
import { businessNumber } from '../shared/cashRecords';
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

/**
 * One of the history's record lists, drawn by the host DataTable (a table on a desk, a card per
 * record on a phone, issue 39 item 5): the answer holds every row, so one local page (useList's 1000), no sorting.
 */
function HistoryTable<T extends RaRecord>({ rows, testId, children }: { rows: T[]; testId: string; children: ReactNode }) {
  const list = useList<T>({ data: rows });
  return (
    <ListContextProvider value={{ ...list, setSort: undefined } as unknown as ListControllerResult<T>}>
      <Box data-testid={testId}>
        <DataTable<T> resource="auditDetails" storeKey={`auditDetails.${testId}`} bulkActionButtons={false} rowClick={false}>
          {children}
        </DataTable>
      </Box>
    </ListContextProvider>
  );
}

type Step = OrderHistory['steps'][number] & { id: number };
type Journal = Omit<OrderHistory['journals'][number], 'id'> & { id: string };
type Requirement = OrderHistory['requirements'][number];

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
  const steps: Step[] = h.steps.map((s) => ({ ...s, id: s.step }));
  // A journal posts to several accounts of the order: one row per posting.
  const journals: Journal[] = h.journals.map((j) => ({ ...j, id: `${j.id}:${j.reference}` }));
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
        <HistoryTable<Step> rows={steps} testId="history-steps">
          <DataTable.Col<Step> source="step" label="money.reviews.col.step" />
          <DataTable.Col<Step>
            source="decision"
            label="money.reviews.col.decision"
            render={(s) => translate(`money.reviews.decision.${s.decision}`)}
          />
          <DataTable.Col<Step> source="reviewer" label="money.reviews.col.reviewer" render={(s) => s.reviewer ?? '-'} />
          <DataTable.Col<Step> source="reason" label="money.reviews.col.reason" render={(s) => s.reason || '-'} />
          <DataTable.Col<Step> source="at" label="money.reviews.field.at" render={(s) => formatBombay(s.at)} />
        </HistoryTable>
      </Section>
      <Section title="money.reviews.journals">
        {journals.length === 0 ? (
          none
        ) : (
          <HistoryTable<Journal> rows={journals} testId="history-journals">
            <DataTable.Col<Journal>
              source="type"
              label="money.reviews.field.type"
              render={(j) => translate(`money.records.type.${j.type}`, { _: j.type })}
            />
            {/* The stored key (withdraw_freeze:W…) as the number it carries, as member_cash_record shows it (issue 39 item 6). */}
            <DataTable.Col<Journal> source="reference" label="money.reviews.field.reference" render={(j) => businessNumber(j.reference)} />
            <DataTable.Col<Journal>
              source="amount"
              label="money.reviews.col.amount"
              render={(j) => `${j.amount > 0 ? '+' : ''}${formatPaise(j.amount)}`}
            />
            <DataTable.Col<Journal> source="at" label="money.reviews.field.at" render={(j) => formatBombay(j.at)} />
          </HistoryTable>
        )}
      </Section>
      <Section title="money.reviews.requirements">
        {h.requirements.length === 0 ? (
          none
        ) : (
          <HistoryTable<Requirement> rows={h.requirements} testId="history-requirements">
            <DataTable.Col<Requirement> source="deposit" label="money.reviews.field.deposit" render={(r) => formatPaise(r.deposit)} />
            <DataTable.Col<Requirement> source="discount" label="money.reviews.field.discount" render={(r) => formatPaise(r.discount)} />
            <DataTable.Col<Requirement>
              source="normalRequired"
              label="money.reviews.field.normalRequired"
              render={(r) => formatPaise(r.normalRequired)}
            />
            <DataTable.Col<Requirement>
              source="comprehensiveRequired"
              label="money.reviews.field.comprehensiveRequired"
              render={(r) => formatPaise(r.comprehensiveRequired)}
            />
            <DataTable.Col<Requirement> source="allocated" label="money.reviews.field.allocated" render={(r) => formatPaise(r.allocated)} />
            <DataTable.Col<Requirement>
              source="status"
              label="money.reviews.field.status"
              render={(r) => translate(`money.reviews.requirementStatus.${r.status}`, { _: r.status })}
            />
          </HistoryTable>
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
