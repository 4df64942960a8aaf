import { useState } from 'react';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import SendIcon from '@mui/icons-material/Send';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { BombayDayInput, BombayDateField, DataTable, formatBombay, ListPagination, StoredHtml, useCanWrite } from '../../../src';
import { SYSTEM_EVENTS, type MailRecord } from './mailCalls';
import { MailBroadcastDialog } from './MailBroadcastDialog';
import { MailSendDialog } from './MailSendDialog';

const readChoices = [1, 0].map((id) => ({ id, name: `information.mail.read.${id}` }));
const eventChoices = SYSTEM_EVENTS.map((e) => ({ id: e, name: `information.mail.event.${e}` }));

function filters(withSource: boolean) {
  return [
    <TextInput key="account" source="account" label="information.mail.col.account" alwaysOn resettable />,
    ...(withSource
      ? [
          <SelectInput
            key="source"
            source="source"
            label="information.mail.col.source"
            alwaysOn
            choices={['system', 'staff'].map((s) => ({ id: s, name: `information.mail.source.${s}` }))}
          />,
        ]
      : []),
    <SelectInput key="event" source="event" label="information.mail.col.event" choices={eventChoices} alwaysOn />,
    <SelectInput key="read" source="read" label="information.mail.col.read" choices={readChoices} alwaysOn />,
    <BombayDayInput key="createdFrom" source="createdFrom" label="information.mail.col.createdFrom" bound="start" alwaysOn />,
    <BombayDayInput key="createdTo" source="createdTo" label="information.mail.col.createdTo" bound="end" alwaysOn />,
  ];
}

/** The mail as the member app shows it (the server's sanitised HTML, sanitised again for drawing). */
export function MailViewDialog({ record, onClose }: { record: MailRecord; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{record.title}</DialogTitle>
      <DialogContent>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 1 }}>
          {record.account} · {formatBombay(record.createdAt, 'YYYY-MM-DD HH:mm')} · {translate(`information.notice.lang.${record.lang}`)}
        </Typography>
        <StoredHtml sx={{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' } }} data-testid="mail-content" html={record.content} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

export function MailTable({ columnsKey, showSource }: { columnsKey: string; showSource: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<MailRecord | null>(null);
  return (
    <>
      <DataTable<MailRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={columnsKey}
        hiddenColumns={['franchiseeName', 'lang']}
        empty={<div style={{ padding: 16 }}>{translate('information.mail.empty')}</div>}
      >
        <DataTable.Col source="id" label="information.mail.col.id" />
        <DataTable.Col source="account" label="information.mail.col.account" disableSort />
        <DataTable.Col source="franchiseeName" label="information.mail.col.franchisee" disableSort />
        {showSource && (
          <DataTable.Col
            source="source"
            label="information.mail.col.source"
            disableSort
            render={(r: MailRecord) => translate(`information.mail.source.${r.source}`)}
          />
        )}
        <DataTable.Col
          source="event"
          label="information.mail.col.event"
          disableSort
          render={(r: MailRecord) => (r.event ? translate(`information.mail.event.${r.event}`, { _: r.event }) : '-')}
        />
        <DataTable.Col
          source="lang"
          label="information.mail.col.lang"
          disableSort
          render={(r: MailRecord) => translate(`information.notice.lang.${r.lang}`)}
        />
        <DataTable.Col
          source="title"
          label="information.mail.col.title"
          disableSort
          render={(r: MailRecord) => (
            <Box sx={{ maxWidth: 300, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.title}>
              {r.title}
            </Box>
          )}
        />
        <DataTable.Col source="createdAt" label="information.mail.col.createdAt">
          <BombayDateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col
          source="readAt"
          label="information.mail.col.read"
          disableSort
          render={(r: MailRecord) => (
            <Chip
              size="small"
              color={r.readAt === null ? 'default' : 'success'}
              data-testid={`mail-read-${r.id}`}
              label={
                r.readAt === null
                  ? translate('information.mail.read.0')
                  : `${translate('information.mail.read.1')} ${formatBombay(r.readAt, 'MM-DD HH:mm')}`
              }
            />
          )}
        />
        <DataTable.Col
          source="sentBy"
          label="information.mail.col.sentBy"
          disableSort
          render={(r: MailRecord) => r.sentBy ?? translate('information.mail.source.system')}
        />
        <DataTable.Col
          label="information.mail.col.actions"
          disableSort
          render={(r: MailRecord) => (
            <Button size="small" onClick={() => setOpen(r)} data-testid={`mail-view-${r.id}`}>
              {translate('information.mail.view')}
            </Button>
          )}
        />
      </DataTable>
      {open && <MailViewDialog record={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * message_center › mails: every member's mailbox (the platform's automatic messages and the
 * personal mails staff wrote), with whether each was read; write a personal mail to a member, or one mail to whole VIP levels.
 */
export default function MailList() {
  const translate = useTranslate();
  const canWrite = useCanWrite('memberMail', ['admin', 'franchisee']);
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [broadcasting, setBroadcasting] = useState(false);
  const columnsKey = 'information.memberMail.columns';
  return (
    <List
      resource="memberMail"
      title="information.menu.mails"
      perPage={20}
      empty={false}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters(true)}
      exporter={false}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          <ColumnsButton storeKey={columnsKey} />
          {canWrite && (
            <Button startIcon={<SendIcon />} onClick={() => setSending(true)} data-testid="mail-send-open">
              {translate('information.mail.send')}
            </Button>
          )}
          {canWrite && (
            <Button startIcon={<GroupsIcon />} onClick={() => setBroadcasting(true)} data-testid="mail-broadcast-open">
              {translate('information.mail.broadcast.open')}
            </Button>
          )}
        </TopToolbar>
      }
    >
      <MailTable columnsKey={columnsKey} showSource />
      {sending && <MailSendDialog onClose={() => setSending(false)} onDone={refresh} />}
      {broadcasting && <MailBroadcastDialog onClose={() => setBroadcasting(false)} onDone={refresh} />}
    </List>
  );
}

export const systemMailFilters = filters(false);
