import { useState } from 'react';
import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, Stack } from '@mui/material';
import { ColumnsButton, ListBase, useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ACTIONS_COLUMN, DataTable, GuardedButton, ListPagination, MoneyField } from '../../../src';
import type { LineMemberRecord, LineRecord } from './calls';

const money = (source: string, label: string, signed = false) => (
  <DataTable.Col key={source} source={source} label={`account.commission.col.${label}`} disableSort>
    <MoneyField source={source} signed={signed} />
  </DataTable.Col>
);

function MembersDialog({ line, onClose }: { line: LineRecord; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid="commission-members">
      <DialogTitle>
        {translate('account.commission.membersOf')} · {line.agentName} · {line.periodKey}
      </DialogTitle>
      <DialogContent>
        <ListBase
          resource="commissionMember"
          filter={{ periodKey: line.periodKey, agentId: line.agentId }}
          perPage={1000}
          disableSyncWithLocation
          disableAuthentication
        >
          <DataTable<LineMemberRecord> rowClick={false} bulkActionButtons={false}>
            <DataTable.Col source="username" label="account.commission.col.member" disableSort />
            {money('validBet', 'validBet')}
            {money('profit', 'profit', true)}
            {money('deposits', 'deposits')}
            {money('bonus', 'bonus')}
            {money('memberRebate', 'memberRebate')}
          </DataTable>
        </ListBase>
      </DialogContent>
    </Dialog>
  );
}

// A line has 22 figures; the ones that explain the total (fees, bonuses, rebates, carry, base, rate,
// wallet, remark) are one click away in the column chooser, so the default set fits 1440 px.
const COLUMNS_KEY = 'account.commission.lines.columns';
const HIDDEN = [
  'templateName',
  'depositFee',
  'bonus',
  'memberRebate',
  'carryIn',
  'base',
  'commissionBps',
  'rebatePayable',
  'carryOut',
  'remark',
  'wallet',
];

function Table({ showPeriod, onAdjust }: { showPeriod: boolean; onAdjust?: (line: LineRecord) => void }) {
  const translate = useTranslate();
  const { data, isPending } = useListContext<LineRecord & RaRecord>();
  const [drill, setDrill] = useState<LineRecord | null>(null);
  if (!isPending && (!data || data.length === 0)) return <Alert severity="info">{translate('account.commission.none')}</Alert>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ColumnsButton storeKey={COLUMNS_KEY} />
      </Box>
      <DataTable<LineRecord & RaRecord>
        rowClick={false}
        bulkActionButtons={false}
        data-testid="commission-lines"
        storeKey={COLUMNS_KEY}
        hiddenColumns={HIDDEN}
      >
        {showPeriod && <DataTable.Col source="periodKey" label="account.commission.col.period" disableSort />}
        <DataTable.Col source="agentName" label="account.commission.col.agent" disableSort />
        <DataTable.Col source="templateName" label="account.commission.col.template" disableSort render={(r) => r.templateName ?? '-'} />
        <DataTable.Col
          source="activeMembers"
          label="account.commission.col.activeMembers"
          disableSort
          render={(r) => `${r.activeMembers} / ${r.members}`}
        />
        {money('validBet', 'validBet')}
        {money('profit', 'profit', true)}
        <DataTable.Col source="depositFee" label="account.commission.col.fees" disableSort>
          <MoneyField source="fees" />
        </DataTable.Col>
        {money('bonus', 'bonus')}
        {money('memberRebate', 'memberRebate')}
        {money('carryIn', 'carryIn', true)}
        {money('base', 'base', true)}
        <DataTable.Col
          source="commissionBps"
          label="account.commission.col.commissionRate"
          disableSort
          render={(r) => `${(r.commissionBps / 100).toFixed(2)}%`}
        />
        {money('commissionPayable', 'commissionPayable')}
        {money('rebatePayable', 'rebatePayable')}
        {money('totalPayable', 'totalPayable')}
        <DataTable.Col
          source="adjustedPaid"
          label="account.commission.col.adjusted"
          disableSort
          render={(r) => (
            <span data-testid={`adjusted-${r.agentId}`}>
              <MoneyField source="adjustedPaid" signed />
              {r.adjustedPending !== 0 && (
                <>
                  {' '}
                  ({translate('account.commission.adjustPendingShort')} <MoneyField source="adjustedPending" signed />)
                </>
              )}
            </span>
          )}
        />
        <DataTable.Col source="correctedTotal" label="account.commission.col.correctedTotal" disableSort>
          <MoneyField source="correctedTotal" signed />
        </DataTable.Col>
        {money('carryOut', 'carryOut', true)}
        <DataTable.Col
          source="remark"
          label="account.commission.col.remark"
          disableSort
          render={(r) => translate(`account.commission.remark.${r.remark}`)}
        />
        <DataTable.Col
          source="status"
          label="account.commission.col.status"
          disableSort
          render={(r) => (
            <Chip
              size="small"
              color={r.status === 'paid' ? 'success' : 'default'}
              label={translate(`account.commission.status.${r.status}`)}
            />
          )}
        />
        {money('wallet', 'wallet')}
        <DataTable.Col
          label="account.commission.col.actions"
          className={ACTIONS_COLUMN}
          render={(r) => (
            <Stack direction="row" spacing={1}>
              <GuardedButton size="small" data-testid={`members-${r.agentId}`} onClick={() => setDrill(r as LineRecord)}>
                {translate('account.commission.membersOf')}
              </GuardedButton>
              {onAdjust && r.status === 'paid' && (
                <GuardedButton size="small" color="warning" data-testid={`adjust-${r.agentId}`} onClick={() => onAdjust(r as LineRecord)}>
                  {translate('account.commission.adjustShort')}
                </GuardedButton>
              )}
            </Stack>
          )}
        />
      </DataTable>
      {drill && <MembersDialog line={drill} onClose={() => setDrill(null)} />}
    </Box>
  );
}

/**
 * Agent lines of a period (or of every period the caller may see), with a drill-down to members,
 * the paid corrections and the corrected total; `onAdjust` offers a correction of a paid line.
 */
export function LinesTable({ periodKey, onAdjust }: { periodKey?: string; onAdjust?: (line: LineRecord) => void }) {
  return (
    // disableAuthentication: the commissionLine resource is the my_commission menu node, which the
    // settlement reviewers (e.g. finance) lack, and react-admin's access check would send them to the
    // 401 page from inside the settlement screen. The server checks either right and scopes the rows.
    <ListBase
      resource="commissionLine"
      filter={periodKey ? { periodKey } : {}}
      perPage={1000}
      disableSyncWithLocation
      disableAuthentication
      queryOptions={{ select: (result) => ({ ...result, data: result.data.map((l) => ({ ...l, fees: l.depositFee + l.withdrawFee })) }) }}
    >
      <Table showPeriod={!periodKey} onAdjust={onAdjust} />
      {!periodKey && <ListPagination />}
    </ListBase>
  );
}
