import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BombayDateField, DataTable, formatBombay, ListPagination, MoneyField, useCanWrite } from '../../../src';
import { TICKET_TYPES, type TicketRecord } from '../marketingCalls';
import { IssueDialog } from './IssueDialog';
import { TicketDialog } from './TicketDialog';
import { menuUrl } from '../../../shared/menuUrl';
import { MARKETING_MENU } from '../shared/menuTree';

type Open = { kind: 'edit' | 'issue'; record: TicketRecord } | null;

// The add form has its own address (Addticket_management, AddTicketScreen.tsx).
const ADD_TICKET_PATH = menuUrl(MARKETING_MENU.marketing_management.Addticket_management.path);

const filters = [
  <TextInput key="name" source="name" label="marketing.tickets.col.name" alwaysOn resettable />,
  <SelectInput
    key="type"
    source="type"
    label="marketing.tickets.col.type"
    choices={TICKET_TYPES.map((t) => ({ id: t, name: `marketing.tickets.type.${t}` }))}
    alwaysOn
  />,
];

function Expiry({ record }: { record: TicketRecord }) {
  const translate = useTranslate();
  return (
    <>
      {record.expiresAt
        ? formatBombay(record.expiresAt - 1, 'YYYY-MM-DD')
        : translate('marketing.tickets.daysAfter', { days: record.validDays })}
    </>
  );
}

// The seed's tickets were handed out without setting ticket.status: what was issued decides.
function Status({ record }: { record: TicketRecord }) {
  const translate = useTranslate();
  const issued = record.status === 1 || record.issued > 0;
  return (
    <Chip
      size="small"
      color={issued ? 'success' : 'default'}
      label={translate(issued ? 'marketing.tickets.state.issued' : 'marketing.tickets.state.unissued')}
    />
  );
}

/** ticket_management: tickets with their texts, limits and expiry; add (on Addticket_management), edit and issue to a VIP level. */
// Usage limit, issued count and creation time are one click away in the column chooser, so the default set fits 1440 px.
const COLUMNS_KEY = 'marketing.tickets.columns';

export default function TicketList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const canWrite = useCanWrite('ticket', ['admin', 'franchisee']);
  const [open, setOpen] = useState<Open>(null);
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={COLUMNS_KEY} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => navigate(ADD_TICKET_PATH)} data-testid="ticket-add">
          {translate('marketing.tickets.add')}
        </Button>
      )}
    </TopToolbar>
  );
  return (
    <List
      resource="ticket"
      title="marketing.menu.ticket_management"
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<TicketRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={COLUMNS_KEY}
        hiddenColumns={['limitCount', 'issued', 'createdAt']}
      >
        <DataTable.Col source="id" label="marketing.tickets.col.id" disableSort />
        <DataTable.Col source="franchiseeName" label="marketing.tickets.col.franchisee" disableSort />
        <DataTable.Col source="name" label="marketing.tickets.col.name" disableSort />
        <DataTable.Col
          source="type"
          label="marketing.tickets.col.type"
          disableSort
          render={(r: TicketRecord) => translate(`marketing.tickets.type.${r.type}`)}
        />
        <DataTable.Col
          source="titleZh"
          label="marketing.tickets.col.titles"
          disableSort
          render={(r: TicketRecord) => [r.titleZh, r.titleEn, r.titleHi].filter(Boolean).join(' / ')}
        />
        <DataTable.Col source="amount" label="marketing.tickets.col.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.NumberCol source="limitCount" label="marketing.tickets.col.limitCount" disableSort />
        <DataTable.Col
          source="expiresAt"
          label="marketing.tickets.col.expiry"
          disableSort
          render={(r: TicketRecord) => <Expiry record={r} />}
        />
        <DataTable.NumberCol source="issued" label="marketing.tickets.col.issued" disableSort />
        <DataTable.Col
          source="status"
          label="marketing.tickets.col.status"
          disableSort
          render={(r: TicketRecord) => <Status record={r} />}
        />
        <DataTable.Col source="createdAt" label="marketing.tickets.col.createdAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
        {canWrite && (
          <DataTable.Col
            label="marketing.tickets.col.actions"
            disableSort
            render={(r: TicketRecord) => (
              <Stack direction="row">
                <Button size="small" onClick={() => setOpen({ kind: 'edit', record: r })} data-testid={`ticket-edit-${r.id}`}>
                  {translate('ra.action.edit')}
                </Button>
                <Button size="small" onClick={() => setOpen({ kind: 'issue', record: r })} data-testid={`ticket-issue-${r.id}`}>
                  {translate('marketing.tickets.issue')}
                </Button>
              </Stack>
            )}
          />
        )}
      </DataTable>
      {open?.kind === 'edit' && <TicketDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'issue' && <IssueDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
    </List>
  );
}
