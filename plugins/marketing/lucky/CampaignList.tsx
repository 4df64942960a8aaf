import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { ConfirmActionButton, DataTable, formatBombay, formatPaise, ListPagination, useCanWrite, useHostPermissions } from '../../../src';
import { CAMPAIGN_RESOURCE, CAMPAIGN_STATUSES, useCampaignCalls, type CampaignKind, type CampaignRecord } from '../luckyCalls';
import { CampaignDialog } from './CampaignDialog';
import { chanceOf } from './campaignForm';
import { SimulateDialog } from './SimulateDialog';

type Open = { kind: 'add' } | { kind: 'edit' | 'simulate'; record: CampaignRecord } | null;
const STATUS_COLOR = { draft: 'default', open: 'success', closed: 'info' } as const;

function Prizes({ record }: { record: CampaignRecord }) {
  const translate = useTranslate();
  return (
    <Box>
      {record.prizes.map((p) => (
        <Typography key={p.id} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {`${p.name} · ${translate(`marketing.lucky.kind.${p.kind}`)}${p.kind === 'money' ? ` ${formatPaise(p.amount)}` : p.kind === 'points' ? ` ${p.amount}` : ''}`}
          {` · ${translate('marketing.lucky.prize.weight')} ${p.weight} (${chanceOf(p.weight, record.totalWeight)})`}
          {p.stock !== null ? ` · ${translate('marketing.lucky.stockLeft', { left: p.stockLeft ?? 0, stock: p.stock })}` : ''}
        </Typography>
      ))}
    </Box>
  );
}

function Rules({ record }: { record: CampaignRecord }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2">{translate('marketing.lucky.ruleVip', { level: record.minVipLevel })}</Typography>
      <Typography variant="body2">{translate('marketing.lucky.ruleDeposit', { amount: formatPaise(record.minDeposit) })}</Typography>
      <Typography variant="body2">{translate('marketing.lucky.ruleDaily', { count: record.dailyLimit })}</Typography>
    </Box>
  );
}

function Actions({ kind, record, onOpen }: { kind: CampaignKind; record: CampaignRecord; onOpen(o: Open): void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useCampaignCalls(kind);
  const role = useHostPermissions()?.role;
  return (
    <Stack direction="row">
      {record.status === 'draft' && (
        <>
          <Button size="small" onClick={() => onOpen({ kind: 'edit', record })} data-testid={`lucky-edit-${record.id}`}>
            {translate('ra.action.edit')}
          </Button>
          <ConfirmActionButton
            label="marketing.lucky.open"
            color="success"
            title="marketing.lucky.open"
            content="marketing.lucky.confirmOpen"
            translateOptions={{ name: record.name }}
            data-testid={`lucky-open-${record.id}`}
            onConfirm={async () => {
              await calls.open({ id: record.id });
              refresh();
            }}
          />
        </>
      )}
      {record.status === 'open' && (
        <>
          {role === 'admin' && (
            <Button size="small" onClick={() => onOpen({ kind: 'simulate', record })} data-testid={`lucky-simulate-${record.id}`}>
              {translate('marketing.lucky.simulate')}
            </Button>
          )}
          <ConfirmActionButton
            label="marketing.lucky.close"
            color="warning"
            title="marketing.lucky.close"
            content="marketing.lucky.confirmClose"
            translateOptions={{ name: record.name }}
            data-testid={`lucky-close-${record.id}`}
            onConfirm={async () => {
              await calls.close({ id: record.id });
              refresh();
            }}
          />
        </>
      )}
      {record.status !== 'draft' && (
        <Button
          size="small"
          href={`/verify?campaign=${record.id}`}
          target="_blank"
          rel="noreferrer"
          data-testid={`lucky-verify-${record.id}`}
        >
          {translate('marketing.lucky.verify')}
        </Button>
      )}
    </Stack>
  );
}

/** Member_lottery_management (platform-wide) and business_lottery_management (a franchisee's): campaigns, their prizes, rules and fairness proof. */
export function CampaignList({ kind }: { kind: CampaignKind }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const resource = CAMPAIGN_RESOURCE[kind];
  const canWrite = useCanWrite(resource, kind === 'member' ? ['admin'] : ['admin', 'franchisee']);
  const [open, setOpen] = useState<Open>(null);
  const columnsKey = `marketing.lucky.${kind}.columns`;
  const filters = [
    <TextInput key="name" source="name" label="marketing.lucky.col.name" alwaysOn resettable />,
    <SelectInput
      key="status"
      source="status"
      label="marketing.lucky.col.status"
      choices={CAMPAIGN_STATUSES.map((s) => ({ id: s, name: `marketing.lucky.status.${s}` }))}
      alwaysOn
    />,
  ];
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={columnsKey} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })} data-testid="lucky-add">
          {translate('marketing.lucky.add')}
        </Button>
      )}
    </TopToolbar>
  );
  return (
    // empty={false}: with no campaign yet the toolbar (and its Add button) must still show; the table says "no results".
    <List
      resource={resource}
      title={`marketing.menu.${kind === 'member' ? 'Member_lottery_management' : 'business_lottery_management'}`}
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<CampaignRecord> bulkActionButtons={false} rowClick={false} storeKey={columnsKey} hiddenColumns={['seedHash', 'createdAt']}>
        <DataTable.Col source="id" label="marketing.lucky.col.id" disableSort />
        {kind === 'business' && (
          <DataTable.Col
            source="franchiseeName"
            label="marketing.lucky.col.franchisee"
            disableSort
            render={(r: CampaignRecord) =>
              `${r.franchiseeName ?? ''}${r.stationName ? ` / ${r.stationName}` : ` / ${translate('marketing.lucky.allStations')}`}`
            }
          />
        )}
        <DataTable.Col source="name" label="marketing.lucky.col.name" disableSort />
        <DataTable.Col
          source="startsAt"
          label="marketing.lucky.col.window"
          disableSort
          render={(r: CampaignRecord) => `${formatBombay(r.startsAt, 'YYYY-MM-DD HH:mm')} – ${formatBombay(r.endsAt, 'YYYY-MM-DD HH:mm')}`}
        />
        <DataTable.Col
          source="prizes"
          label="marketing.lucky.col.prizes"
          disableSort
          render={(r: CampaignRecord) => <Prizes record={r} />}
        />
        <DataTable.Col
          source="dailyLimit"
          label="marketing.lucky.col.rules"
          disableSort
          render={(r: CampaignRecord) => <Rules record={r} />}
        />
        <DataTable.NumberCol source="drawsMade" label="marketing.lucky.col.drawsMade" disableSort />
        <DataTable.Col
          source="status"
          label="marketing.lucky.col.status"
          disableSort
          render={(r: CampaignRecord) => (
            <Chip
              size="small"
              color={STATUS_COLOR[r.status]}
              label={translate(`marketing.lucky.status.${r.status}`)}
              data-testid={`lucky-status-${r.id}`}
            />
          )}
        />
        <DataTable.Col
          source="seedHash"
          label="marketing.lucky.col.seedHash"
          disableSort
          render={(r: CampaignRecord) => (
            <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {r.seedHash ?? '-'}
            </Typography>
          )}
        />
        <DataTable.Col
          source="createdAt"
          label="marketing.lucky.col.createdAt"
          disableSort
          render={(r: CampaignRecord) => formatBombay(r.createdAt)}
        />
        {canWrite && (
          <DataTable.Col
            label="marketing.lucky.col.actions"
            disableSort
            render={(r: CampaignRecord) => <Actions kind={kind} record={r} onOpen={setOpen} />}
          />
        )}
      </DataTable>
      {open?.kind === 'add' && <CampaignDialog kind={kind} record={null} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'edit' && <CampaignDialog kind={kind} record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'simulate' && <SimulateDialog kind={kind} record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
    </List>
  );
}
