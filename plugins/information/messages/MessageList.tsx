import { useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BombayDayInput, BombayDateField, ConfirmActionButton, DataTable, ListPagination, useCanWrite } from '../../../src';
import { useActions } from '../../../dataProvider';
import { MESSAGE_CATEGORIES, MESSAGE_STATUSES, messageActions, type MessageRecord, type MessageStatus } from './messageCalls';
import { MessageReplyDialog } from './MessageReplyDialog';

const FILTERS = [
  <TextInput key="account" source="account" label="information.message.col.account" alwaysOn resettable />,
  <TextInput key="title" source="title" label="information.message.col.title" alwaysOn resettable />,
  <SelectInput
    key="status"
    source="status"
    label="information.message.col.status"
    alwaysOn
    choices={MESSAGE_STATUSES.map((s) => ({ id: s, name: `information.message.status.${s}` }))}
  />,
  <SelectInput
    key="category"
    source="category"
    label="information.message.col.category"
    alwaysOn
    choices={MESSAGE_CATEGORIES.map((c) => ({ id: c, name: `information.message.category.${c}` }))}
  />,
  <BombayDayInput key="createdFrom" source="createdFrom" label="information.message.col.createdFrom" bound="start" alwaysOn />,
  <BombayDayInput key="createdTo" source="createdTo" label="information.message.col.createdTo" bound="end" alwaysOn />,
];

const STATUS_COLORS: Record<MessageStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  replied: 'success',
  closed: 'default',
};

function CloseButton({ record }: { record: MessageRecord }) {
  const calls = useActions('memberMessage', messageActions);
  const notify = useNotify();
  const refresh = useRefresh();
  return (
    <ConfirmActionButton
      label="information.message.close"
      title="information.message.closeTitle"
      content="information.message.closeConfirm"
      color="warning"
      translateOptions={{ title: record.title, account: record.account }}
      data-testid={`message-close-${record.id}`}
      onConfirm={() =>
        calls.close({ id: record.id }).then(() => {
          notify('information.message.closed', { type: 'success' });
          refresh();
        })
      }
    />
  );
}

/**
 * message_center › message: what members wrote (questions, complaints, suggestions), newest
 * first, awaiting replies highlighted; answer in rich text, correct an answer, close a message.
 */
export default function MessageList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite('memberMessage', ['admin', 'franchisee']);
  const [open, setOpen] = useState<MessageRecord | null>(null);
  const columnsKey = 'information.memberMessage.columns';
  return (
    <List
      resource="memberMessage"
      title="information.menu.message"
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={FILTERS}
      exporter={false}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <ColumnsButton storeKey={columnsKey} />
        </TopToolbar>
      }
    >
      <DataTable<MessageRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={columnsKey}
        hiddenColumns={['vipLevel', 'franchiseeName', 'closedBy']}
        empty={<div style={{ padding: 16 }}>{translate('information.message.empty')}</div>}
      >
        <DataTable.Col source="id" label="information.message.col.id" />
        <DataTable.Col source="account" label="information.message.col.account" disableSort />
        <DataTable.Col
          source="vipLevel"
          label="information.message.col.vipLevel"
          disableSort
          render={(r: MessageRecord) => `VIP ${r.vipLevel}`}
        />
        <DataTable.Col source="franchiseeName" label="information.message.col.franchisee" disableSort />
        <DataTable.Col
          source="category"
          label="information.message.col.category"
          disableSort
          render={(r: MessageRecord) => translate(`information.message.category.${r.category}`)}
        />
        <DataTable.Col
          source="title"
          label="information.message.col.title"
          disableSort
          render={(r: MessageRecord) => (
            <Box sx={{ maxWidth: 320 }}>
              <div>{r.title}</div>
              <Box
                component="div"
                sx={{ color: 'text.secondary', fontSize: 12, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={r.content}
              >
                {r.content}
              </Box>
            </Box>
          )}
        />
        <DataTable.Col source="createdAt" label="information.message.col.createdAt">
          <BombayDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col
          source="status"
          label="information.message.col.status"
          disableSort
          render={(r: MessageRecord) => (
            <Chip
              size="small"
              color={STATUS_COLORS[r.status]}
              label={translate(`information.message.status.${r.status}`)}
              data-testid={`message-status-${r.id}`}
            />
          )}
        />
        <DataTable.Col
          source="repliedBy"
          label="information.message.col.repliedBy"
          disableSort
          render={(r: MessageRecord) => r.repliedBy ?? translate('information.message.noReply')}
        />
        <DataTable.Col source="repliedAt" label="information.message.col.repliedAt" disableSort>
          <BombayDateField source="repliedAt" />
        </DataTable.Col>
        <DataTable.Col source="closedBy" label="information.message.col.closedBy" disableSort />
        <DataTable.Col
          label="information.message.col.actions"
          disableSort
          render={(r: MessageRecord) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => setOpen(r)} data-testid={`message-open-${r.id}`}>
                {translate(
                  !canWrite || r.status === 'closed'
                    ? 'information.message.view'
                    : r.reply
                      ? 'information.message.editReply'
                      : 'information.message.reply',
                )}
              </Button>
              {canWrite && r.status !== 'closed' && <CloseButton record={r} />}
            </Box>
          )}
        />
      </DataTable>
      {open && <MessageReplyDialog record={open} onClose={() => setOpen(null)} onDone={refresh} />}
    </List>
  );
}
