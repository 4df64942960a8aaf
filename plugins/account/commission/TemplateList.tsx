import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { ColumnsButton, List, TopToolbar, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ACTIONS_COLUMN, DataTable, formatBombay, formatPaise, GuardedButton, useCanWrite } from '../../../src';
import { useTemplateCalls, type TemplateRecord, type TemplateTerms } from './calls';
import { TemplateDialog } from './TemplateDialog';

function tiersText(t: TemplateTerms): string {
  return t.tiers.map((x) => `≥ ${formatPaise(x.from, { decimals: 0 })}: ${(x.bps / 100).toFixed(2)}%`).join(' · ');
}

/** shareholder / commission_template: the rebate templates, the default one, and edits waiting for the next period. */
export default function TemplateList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const calls = useTemplateCalls();
  const canWrite = useCanWrite('commissionTemplate', ['admin']);
  const [editing, setEditing] = useState<TemplateRecord | 'new' | null>(null);
  const deductions = (t: TemplateTerms) =>
    (['deductDepositFee', 'deductWithdrawFee', 'deductBonus', 'deductRebate'] as const)
      .filter((k) => t[k])
      .map((k) => translate(`account.commission.deduct.${k}`))
      .join(', ') || '-';
  return (
    <Box data-testid="commission-template-list">
      <List
        resource="commissionTemplate"
        title="account.menu.commission_template"
        exporter={false}
        pagination={false}
        perPage={100}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey="account.commission.templates.columns" />
            {canWrite && (
              <GuardedButton variant="contained" size="small" data-testid="template-create" onClick={() => setEditing('new')}>
                {translate('account.commission.create')}
              </GuardedButton>
            )}
          </TopToolbar>
        }
      >
        {/* Deductions, agent count and the next period's change are one click away in the column chooser, so the table fits 1440 px. */}
        <DataTable<TemplateRecord & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey="account.commission.templates.columns"
          hiddenColumns={['deductDepositFee', 'agents', 'pending']}
        >
          <DataTable.Col
            source="name"
            label="account.commission.col.name"
            disableSort
            render={(r) => (
              <>
                {r.name} {r.isDefault && <Chip size="small" color="primary" label={translate('account.commission.default')} />}
              </>
            )}
          />
          <DataTable.Col
            source="basis"
            label="account.commission.col.basis"
            disableSort
            render={(r) => translate(`account.commission.basis.${r.basis}`)}
          />
          <DataTable.Col source="tiers" label="account.commission.col.tiers" disableSort render={(r) => tiersText(r as TemplateRecord)} />
          <DataTable.Col
            source="gameRebates"
            label="account.commission.col.gameRebates"
            disableSort
            render={(r) => (r as TemplateRecord).gameRebates.map((g) => `#${g.gameId}: ${(g.bps / 100).toFixed(2)}%`).join(' · ') || '-'}
          />
          <DataTable.Col
            source="minActiveMembers"
            label="account.commission.col.minActive"
            disableSort
            render={(r) => translate('account.commission.activeRule', { count: r.minActiveMembers, bet: formatPaise(r.minActiveBet) })}
          />
          <DataTable.Col
            source="deductDepositFee"
            label="account.commission.col.deductions"
            disableSort
            render={(r) => deductions(r as TemplateRecord)}
          />
          <DataTable.Col source="agents" label="account.commission.col.agents" disableSort />
          <DataTable.Col
            source="pending"
            label="account.commission.col.pending"
            disableSort
            render={(r) => {
              const p = (r as TemplateRecord).pending;
              return p ? `${formatBombay(p.effectiveFrom)}: ${tiersText(p)}` : '-';
            }}
          />
          <DataTable.Col
            label="account.commission.col.actions"
            className={ACTIONS_COLUMN}
            render={(r) =>
              canWrite && (
                <Stack direction="row" spacing={1}>
                  <GuardedButton size="small" data-testid={`template-edit-${r.id}`} onClick={() => setEditing(r as TemplateRecord)}>
                    {translate('account.commission.edit')}
                  </GuardedButton>
                  {!r.isDefault && (
                    <GuardedButton
                      size="small"
                      data-testid={`template-default-${r.id}`}
                      onClick={async () => {
                        await calls.setDefault({ id: r.id as number });
                        notify('account.commission.defaultSet', { type: 'success' });
                        refresh();
                      }}
                    >
                      {translate('account.commission.setDefault')}
                    </GuardedButton>
                  )}
                </Stack>
              )
            }
          />
        </DataTable>
      </List>
      {editing && <TemplateDialog record={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} onDone={refresh} />}
    </Box>
  );
}
