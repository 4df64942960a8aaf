import { useMemo, useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BombayDateField, ConfirmActionButton, DataTable, formatBombay, GuardedButton, ListPagination, useCanWrite } from '../../../src';
import {
  NOTICE_DEVICES,
  NOTICE_LANGS,
  NOTICE_STATES,
  NOTICE_VIEWS,
  useNoticeCalls,
  type NoticeRecord,
  type NoticeState,
  type NoticeView,
} from '../informationCalls';
import { NoticeDialog } from './NoticeDialog';
import { NoticePreview } from './NoticePreview';

type Open = { kind: 'add' } | { kind: 'edit' | 'preview'; record: NoticeRecord } | null;

const choicesOf = (values: readonly string[], prefix: string) => values.map((v) => ({ id: v, name: `information.notice.${prefix}.${v}` }));

// A view of one type (the mailbox) needs no type filter.
const filtersOf = (view: NoticeView) => [
  <TextInput key="title" source="title" label="information.notice.col.title" alwaysOn resettable />,
  ...(view.types.length > 1
    ? [<SelectInput key="type" source="type" label="information.notice.col.type" choices={choicesOf(view.types, 'type')} alwaysOn />]
    : []),
  <SelectInput key="state" source="state" label="information.notice.col.state" choices={choicesOf(NOTICE_STATES, 'state')} alwaysOn />,
  <SelectInput key="lang" source="lang" label="information.notice.col.lang" choices={choicesOf(NOTICE_LANGS, 'lang')} />,
  <SelectInput key="device" source="device" label="information.notice.col.device" choices={choicesOf(NOTICE_DEVICES, 'device')} />,
];

const STATE_COLORS: Record<NoticeState, 'info' | 'success' | 'default' | 'warning'> = {
  scheduled: 'info',
  live: 'success',
  expired: 'default',
  off: 'warning',
};

function Recipients({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  if (record.audience === 'vip') return <>{translate('information.notice.vipFrom', { level: record.audienceVipMin })}</>;
  if (record.audience === 'members') {
    return (
      <span title={record.audienceAccounts.join(', ')}>
        {translate('information.notice.accounts', { count: record.audienceAccounts.length })}
      </span>
    );
  }
  return <>{translate('information.notice.audience.all')}</>;
}

function Window({ record }: { record: NoticeRecord }) {
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatBombay(record.startAt, 'YYYY-MM-DD HH:mm')}
      <br />
      {record.endAt === null ? translate('information.notice.noEnd') : formatBombay(record.endAt, 'YYYY-MM-DD HH:mm')}
    </span>
  );
}

function RowActions({ view, record, onOpen }: { view: NoticeView; record: NoticeRecord; onOpen(open: Open): void }) {
  const translate = useTranslate();
  const calls = useNoticeCalls(view);
  const notify = useNotify();
  const refresh = useRefresh();
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  return (
    <>
      <Button size="small" onClick={() => onOpen({ kind: 'edit', record })} data-testid={`notice-edit-${record.id}`}>
        {translate('ra.action.edit')}
      </Button>
      {record.status === 0 ? (
        <ConfirmActionButton
          label="information.notice.turnOff"
          title="information.notice.offTitle"
          content="information.notice.offConfirm"
          color="warning"
          translateOptions={{ title: record.title }}
          data-testid={`notice-off-${record.id}`}
          onConfirm={() => calls.status({ id: record.id, status: 1 }).then(done('information.notice.turnedOff'))}
        />
      ) : (
        <GuardedButton
          size="small"
          data-testid={`notice-on-${record.id}`}
          onClick={() => calls.status({ id: record.id, status: 0 }).then(done('information.notice.turnedOn'), () => undefined)}
        >
          {translate('information.notice.turnOn')}
        </GuardedButton>
      )}
      <ConfirmActionButton
        label="information.notice.delete"
        title="information.notice.deleteTitle"
        content="information.notice.deleteConfirm"
        color="error"
        translateOptions={{ title: record.title }}
        data-testid={`notice-delete-${record.id}`}
        onConfirm={() => calls.remove({ id: record.id }).then(done('information.notice.deleted'))}
      />
    </>
  );
}

/**
 * The notices members see (marquee, pop-up, notice board, mailbox), their window and state; add,
 * edit, preview, switch, delete. notice_management shows every type; notice_mail and
 * notice_notify the same screen over their own types.
 */
export function NoticeList({ view }: { view: NoticeView }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(view.resource, ['admin', 'franchisee']);
  const columnsKey = `information.${view.resource}.columns`;
  const filters = useMemo(() => filtersOf(view), [view]);
  const [open, setOpen] = useState<Open>(null);
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={columnsKey} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })} data-testid="notice-add">
          {translate('information.notice.add')}
        </Button>
      )}
    </TopToolbar>
  );
  return (
    <List
      resource={view.resource}
      title={view.title}
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<NoticeRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={columnsKey}
        hiddenColumns={['device', 'playAt', 'createdBy', 'updatedAt', 'station']}
        empty={<div style={{ padding: 16 }}>{translate('information.notice.empty')}</div>}
      >
        <DataTable.Col source="id" label="information.notice.col.id" />
        <DataTable.Col source="title" label="information.notice.col.title" disableSort />
        <DataTable.Col
          source="type"
          label="information.notice.col.type"
          disableSort
          render={(r: NoticeRecord) => translate(`information.notice.type.${r.type}`)}
        />
        <DataTable.Col
          source="lang"
          label="information.notice.col.lang"
          disableSort
          render={(r: NoticeRecord) => translate(`information.notice.lang.${r.lang}`)}
        />
        <DataTable.Col
          source="device"
          label="information.notice.col.device"
          disableSort
          render={(r: NoticeRecord) => translate(`information.notice.device.${r.device}`)}
        />
        <DataTable.Col
          source="franchiseeName"
          label="information.notice.col.franchisee"
          disableSort
          render={(r: NoticeRecord) => r.franchiseeName ?? translate('information.notice.platformWide')}
        />
        <DataTable.Col
          source="station"
          label="information.notice.col.station"
          disableSort
          render={(r: NoticeRecord) => r.stationName ?? translate('information.notice.allStations')}
        />
        <DataTable.Col
          source="audience"
          label="information.notice.col.recipients"
          disableSort
          render={(r: NoticeRecord) => <Recipients record={r} />}
        />
        <DataTable.NumberCol source="sort" label="information.notice.col.sort" />
        <DataTable.Col source="playAt" label="information.notice.col.playAt" disableSort>
          <BombayDateField source="playAt" />
        </DataTable.Col>
        <DataTable.Col source="startAt" label="information.notice.col.window" render={(r: NoticeRecord) => <Window record={r} />} />
        <DataTable.Col
          source="state"
          label="information.notice.col.state"
          disableSort
          render={(r: NoticeRecord) => (
            <Chip
              size="small"
              color={STATE_COLORS[r.state]}
              label={translate(`information.notice.state.${r.state}`)}
              data-testid={`notice-state-${r.id}`}
            />
          )}
        />
        <DataTable.Col
          source="pinned"
          label="information.notice.col.pinned"
          disableSort
          render={(r: NoticeRecord) => (r.pinned ? translate('information.notice.pinned') : translate('information.notice.notPinned'))}
        />
        <DataTable.Col source="createdBy" label="information.notice.col.createdBy" disableSort />
        <DataTable.Col source="updatedAt" label="information.notice.col.updatedAt" disableSort>
          <BombayDateField source="updatedAt" />
        </DataTable.Col>
        <DataTable.Col
          label="information.notice.col.actions"
          disableSort
          render={(r: NoticeRecord) => (
            // Two buttons a line keeps rows low at 1440 px.
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start' }}>
              <Button size="small" onClick={() => setOpen({ kind: 'preview', record: r })} data-testid={`notice-preview-${r.id}`}>
                {translate('information.notice.preview')}
              </Button>
              {canWrite && <RowActions view={view} record={r} onOpen={setOpen} />}
            </Box>
          )}
        />
      </DataTable>
      {open?.kind === 'add' && <NoticeDialog view={view} record={null} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'edit' && <NoticeDialog view={view} record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'preview' && <NoticePreview record={open.record} onClose={() => setOpen(null)} />}
    </List>
  );
}

export default function NoticeManagementList() {
  return <NoticeList view={NOTICE_VIEWS.management} />;
}

export function NoticeMailList() {
  return <NoticeList view={NOTICE_VIEWS.mail} />;
}

export function NoticeNotifyList() {
  return <NoticeList view={NOTICE_VIEWS.notify} />;
}
