import { useState } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { ColumnsButton, List, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  ACTIONS_COLUMN,
  ConfirmActionButton,
  DataTable,
  formatBombay,
  GuardedButton,
  MoneyField,
  DATE_PATTERN,
  useIdempotencyKey,
} from '../../../src';
import { AdjustmentDialog } from './AdjustmentDialog';
import { AdjustmentList } from './AdjustmentList';
import { COMMISSION_REFRESH_MINUTES } from '../shared/commissionRefresh';
import { usePeriodCalls, type LineRecord, type PeriodRecord } from './calls';
import { CycleSetting } from './CycleSetting';
import { LinesTable } from './LinesTable';

const STATUS_COLOR = { open: 'default', computed: 'warning', approved: 'info', paid: 'success' } as const;

function PeriodActions({ period, onDone }: { period: PeriodRecord; onDone(): void }) {
  const calls = usePeriodCalls();
  const notify = useNotify();
  const { key, renew } = useIdempotencyKey();
  const options = { key: period.periodKey };
  return (
    <Stack direction="row" spacing={1}>
      {(period.status === 'open' || period.status === 'computed') && (
        <ConfirmActionButton
          label={period.status === 'open' ? 'account.commission.compute' : 'account.commission.recompute'}
          title="account.commission.compute"
          content="account.commission.confirmCompute"
          translateOptions={options}
          data-testid={`compute-${period.periodKey}`}
          onConfirm={async () => {
            const result = await calls.compute({ periodKey: period.periodKey });
            notify('account.commission.computed', { type: 'success', messageArgs: { lines: result.lines } });
            onDone();
          }}
        />
      )}
      {period.status === 'computed' && (
        <ConfirmActionButton
          label="account.commission.approve"
          title="account.commission.approve"
          content="account.commission.confirmApprove"
          translateOptions={options}
          color="success"
          data-testid={`approve-${period.periodKey}`}
          onConfirm={async () => {
            // The figures shown: the server refuses if the refresh job has recomputed them since.
            await calls.approve({ periodKey: period.periodKey, computedAt: period.computedAt ?? undefined });
            notify('account.commission.approved', { type: 'success' });
            onDone();
          }}
        />
      )}
      {period.status === 'approved' && (
        <ConfirmActionButton
          label="account.commission.pay"
          title="account.commission.pay"
          content="account.commission.confirmPay"
          translateOptions={options}
          color="warning"
          data-testid={`pay-${period.periodKey}`}
          onConfirm={async () => {
            const result = await calls.pay({ periodKey: period.periodKey }, { idempotencyKey: key });
            renew();
            notify('account.commission.paid', { type: 'success', messageArgs: { journals: result.journals } });
            onDone();
          }}
        />
      )}
    </Stack>
  );
}

/** An approved period whose inputs changed since (the refresh job's finding): its figures stand. */
function InputsChanged({ period }: { period: PeriodRecord }) {
  const translate = useTranslate();
  if (period.inputsChanged.length === 0) return null;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', mt: 0.5 }}
      data-testid={`inputs-changed-${period.periodKey}`}
    >
      {translate('account.commission.inputsChangedApproved', { count: period.inputsChanged.length })}
    </Typography>
  );
}

/** shareholder / commission_period: compute, approve (a second staff member) and pay each ended period; lines per agent below. */
export default function PeriodList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<LineRecord | null>(null);
  return (
    <Box data-testid="commission-period-list">
      <List
        resource="commissionPeriod"
        title="account.menu.commission_period"
        exporter={false}
        pagination={false}
        perPage={100}
        actions={
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', width: '100%' }}>
            <CycleSetting onChanged={refresh} />
            <ColumnsButton storeKey="account.commission.periods.columns" />
          </Stack>
        }
      >
        {/* Who paid is one click away in the column chooser, so the table fits 1440 px. */}
        <DataTable<PeriodRecord & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey="account.commission.periods.columns"
          hiddenColumns={['paidBy']}
        >
          <DataTable.Col source="periodKey" label="account.commission.col.period" disableSort />
          <DataTable.Col
            source="start"
            label="account.commission.col.range"
            disableSort
            render={(r) => `${formatBombay(r.start, DATE_PATTERN)} – ${formatBombay(r.end - 1, DATE_PATTERN)}`}
          />
          <DataTable.Col
            source="status"
            label="account.commission.col.status"
            disableSort
            render={(r) => (
              <>
                <Chip
                  size="small"
                  color={STATUS_COLOR[(r as PeriodRecord).status]}
                  label={translate(`account.commission.status.${r.status}`)}
                  data-testid={`status-${r.periodKey}`}
                />
                <InputsChanged period={r as PeriodRecord} />
              </>
            )}
          />
          <DataTable.Col source="lines" label="account.commission.col.lines" disableSort />
          <DataTable.Col source="totalPayable" label="account.commission.col.totalPayable" disableSort>
            <MoneyField source="totalPayable" />
          </DataTable.Col>
          <DataTable.Col
            source="computedBy"
            label="account.commission.col.computedBy"
            disableSort
            render={(r) => (r.computedKind === 'job' ? translate('account.commission.computedByJob') : (r.computedBy ?? '-'))}
          />
          <DataTable.Col source="approvedBy" label="account.commission.col.approvedBy" disableSort render={(r) => r.approvedBy ?? '-'} />
          <DataTable.Col source="paidBy" label="account.commission.col.paidBy" disableSort render={(r) => r.paidBy ?? '-'} />
          <DataTable.Col
            label="account.commission.col.actions"
            className={ACTIONS_COLUMN}
            render={(r) => (
              <Stack direction="row" spacing={1}>
                <PeriodActions period={r as PeriodRecord} onDone={refresh} />
                {r.status !== 'open' && (
                  <GuardedButton
                    size="small"
                    data-testid={`lines-${r.periodKey}`}
                    onClick={() => setOpen(open === r.periodKey ? null : (r.periodKey as string))}
                  >
                    {translate('account.commission.lines')}
                  </GuardedButton>
                )}
              </Stack>
            )}
          />
        </DataTable>
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }} data-testid="commission-move-rule">
        {translate('account.commission.moveRule', { minutes: COMMISSION_REFRESH_MINUTES })}
      </Typography>
      {open && (
        <Box sx={{ mt: 2 }} data-testid={`period-lines-${open}`}>
          <LinesTable periodKey={open} onAdjust={setAdjusting} />
          <AdjustmentList periodKey={open} decide />
        </Box>
      )}
      {adjusting && <AdjustmentDialog line={adjusting} onClose={() => setAdjusting(null)} onDone={refresh} />}
    </Box>
  );
}
