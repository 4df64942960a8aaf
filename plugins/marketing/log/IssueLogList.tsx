import { useState } from 'react';
import { Box, Button, Chip, Tab, Tabs } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { BombayDateField, DataTable, FormDialog, ListPagination, MoneyField, useCanWrite } from '../../../src';
import { useIssueLogCalls, type IssueLogRecord } from '../marketingCalls';
import { LuckyDrawLogList } from './LuckyDrawLogList';

const STATES = ['issued', 'used', 'voided'] as const;
const SOURCES = ['staff', 'lucky_draw'] as const;
const stateOf = (r: IssueLogRecord) => (r.voided === 1 ? 'voided' : r.usedAt ? 'used' : 'issued');
const reasonError = (v?: string | null) => {
  const n = (v ?? '').trim().length;
  return n < 1 || n > 255 ? 'marketing.log.reasonRequired' : undefined;
};

/**
 * A reward task's ticket carries its claim key as serial (task:<task>:<period>:<member>, vip's
 * reward-task claim): shown as the task and period, never as the stored key (issue 39 item 6).
 */
function Serial({ serial }: { serial: string }) {
  const translate = useTranslate();
  const task = /^task:(\d+):([^:]+):\d+$/.exec(serial);
  if (!task) return <>{serial}</>;
  const period = task[2] === 'once' ? translate('marketing.log.oncePeriod') : task[2];
  return <>{translate('marketing.log.taskSerial', { task: task[1], period })}</>;
}

const filters = [
  <TextInput key="username" source="username" label="marketing.log.col.username" alwaysOn resettable />,
  <SelectInput
    key="state"
    source="state"
    label="marketing.log.col.state"
    choices={STATES.map((s) => ({ id: s, name: `marketing.log.state.${s}` }))}
    alwaysOn
  />,
  <SelectInput
    key="source"
    source="source"
    label="marketing.log.col.source"
    choices={SOURCES.map((s) => ({ id: s, name: `marketing.log.source.${s}` }))}
    alwaysOn
  />,
];

function VoidDialog({ record, onClose, onDone }: { record: IssueLogRecord; onClose(): void; onDone(): void }) {
  const calls = useIssueLogCalls();
  return (
    <FormDialog<{ reason: string }>
      title="marketing.log.void"
      defaultValues={{ reason: '' }}
      success="marketing.log.voided"
      saveTestId="ticket-void-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={({ reason }) => calls.void({ id: record.id, reason: reason.trim() })}
    >
      <TextInput
        source="reason"
        label="marketing.log.col.voidReason"
        validate={reasonError}
        slotProps={{ htmlInput: { 'data-testid': 'ticket-void-reason' } }}
      />
    </FormDialog>
  );
}

/** Who gave the ticket: the staff member who issued it, or the lucky draw it was won in. */
function IssuedBy({ record }: { record: IssueLogRecord }) {
  const translate = useTranslate();
  if (record.luckyDrawId) return <>{translate('marketing.log.wonIn', { campaign: record.campaignName ?? '', no: record.drawNo ?? '' })}</>;
  return <>{record.issuedBy ?? ''}</>;
}

/** award_volume_issue_log: every ticket issued, to whom and by whom, its state; voiding an unused one with a reason. */
function TicketIssueLog() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite('ticketIssueLog', ['admin', 'franchisee']);
  const [voiding, setVoiding] = useState<IssueLogRecord | null>(null);
  return (
    <List
      resource="ticketIssueLog"
      title="marketing.menu.award_volume_issue_log"
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <ColumnsButton storeKey="marketing.log.columns" />
        </TopToolbar>
      }
    >
      {/* The expiry is one click away in the column chooser, so the default set fits 1440 px. */}
      <DataTable<IssueLogRecord> bulkActionButtons={false} rowClick={false} storeKey="marketing.log.columns" hiddenColumns={['expiresAt']}>
        <DataTable.Col
          source="serialNo"
          label="marketing.log.col.serialNo"
          disableSort
          render={(r: IssueLogRecord) => <Serial serial={r.serialNo} />}
        />
        <DataTable.Col source="ticketName" label="marketing.log.col.ticket" disableSort />
        <DataTable.Col source="username" label="marketing.log.col.username" disableSort />
        <DataTable.Col source="amount" label="marketing.log.col.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col
          source="issuedBy"
          label="marketing.log.col.issuedBy"
          disableSort
          render={(r: IssueLogRecord) => <IssuedBy record={r} />}
        />
        <DataTable.Col source="issuedAt" label="marketing.log.col.issuedAt" disableSort>
          <BombayDateField source="issuedAt" />
        </DataTable.Col>
        <DataTable.Col source="expiresAt" label="marketing.log.col.expiresAt" disableSort>
          <BombayDateField source="expiresAt" />
        </DataTable.Col>
        <DataTable.Col
          source="voided"
          label="marketing.log.col.state"
          disableSort
          render={(r: IssueLogRecord) => (
            <Chip
              size="small"
              color={stateOf(r) === 'voided' ? 'default' : stateOf(r) === 'used' ? 'info' : 'success'}
              label={translate(`marketing.log.state.${stateOf(r)}`)}
            />
          )}
        />
        <DataTable.Col
          source="voidReason"
          label="marketing.log.col.voidReason"
          disableSort
          render={(r: IssueLogRecord) => (r.voided ? `${r.voidReason} (${r.voidedBy ?? ''})` : '')}
        />
        {canWrite && (
          <DataTable.Col
            label="marketing.log.col.actions"
            disableSort
            render={(r: IssueLogRecord) =>
              stateOf(r) === 'issued' ? (
                <Button size="small" color="warning" onClick={() => setVoiding(r)} data-testid={`ticket-void-${r.id}`}>
                  {translate('marketing.log.void')}
                </Button>
              ) : null
            }
          />
        )}
      </DataTable>
      {voiding && <VoidDialog record={voiding} onClose={() => setVoiding(null)} onDone={refresh} />}
    </List>
  );
}

/** The award log's two views: tickets issued (by staff or won), and every lucky-draw prize. */
export default function IssueLogList() {
  const translate = useTranslate();
  const [tab, setTab] = useState<'tickets' | 'lucky'>('tickets');
  return (
    <Box>
      <Tabs value={tab} onChange={(_, v: 'tickets' | 'lucky') => setTab(v)} sx={{ mb: 1 }}>
        <Tab value="tickets" label={translate('marketing.log.tabTickets')} data-testid="log-tab-tickets" />
        <Tab value="lucky" label={translate('marketing.log.tabLucky')} data-testid="log-tab-lucky" />
      </Tabs>
      {tab === 'tickets' ? <TicketIssueLog /> : <LuckyDrawLogList />}
    </Box>
  );
}
