import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, BombayDateField, DataTable, ListPagination, useCanWrite } from '../../src';
import { RESOURCE } from './calls';
import { ItemDialog } from './ItemDialog';
import { STATUSES, type ItemRecord } from './shared/items';

type Open = { record: ItemRecord | null } | null;

const filters = [
  <TextInput key="title" source="title" label="support_tickets.col.title" alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    label="support_tickets.col.status"
    alwaysOn
    choices={STATUSES.map((s) => ({ id: s, name: `support_tickets.status.${s}` }))}
  />,
];

function Empty({ onAdd }: { onAdd?: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="support-tickets-empty">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('support_tickets.empty')}
      </Typography>
      {onAdd && (
        <Button startIcon={<AddIcon />} onClick={onAdd}>
          {translate('support_tickets.add')}
        </Button>
      )}
    </Box>
  );
}

/** support_tickets_list: the items, newest first, filtered by title and state; add and edit. */
export default function ItemList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const [open, setOpen] = useState<Open>(null);
  const add = canWrite ? () => setOpen({ record: null }) : undefined;
  return (
    <List
      resource={RESOURCE}
      title="support_tickets.menu.support_tickets_list"
      perPage={20}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      empty={<Empty onAdd={add} />}
      actions={
        <TopToolbar>
          {add && (
            <Button startIcon={<AddIcon />} onClick={add} data-testid="support-tickets-add">
              {translate('support_tickets.add')}
            </Button>
          )}
        </TopToolbar>
      }
    >
      <DataTable<ItemRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="support_tickets.col.id" />
        <DataTable.Col source="title" label="support_tickets.col.title" disableSort />
        <DataTable.Col
          source="status"
          label="support_tickets.col.status"
          disableSort
          render={(r: ItemRecord) => (
            <Chip
              size="small"
              color={r.status === 'open' ? 'warning' : 'default'}
              label={translate(`support_tickets.status.${r.status}`)}
            />
          )}
        />
        <DataTable.Col source="createdBy" label="support_tickets.col.createdBy" disableSort />
        <DataTable.Col source="updatedAt" label="support_tickets.col.updatedAt">
          <BombayDateField source="updatedAt" />
        </DataTable.Col>
        {canWrite && (
          <DataTable.Col
            label="support_tickets.col.actions"
            className={ACTIONS_COLUMN}
            disableSort
            render={(r: ItemRecord) => (
              <Button size="small" onClick={() => setOpen({ record: r })} data-testid={`support-tickets-edit-${r.id}`}>
                {translate('ra.action.edit')}
              </Button>
            )}
          />
        )}
      </DataTable>
      {open && <ItemDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
    </List>
  );
}
