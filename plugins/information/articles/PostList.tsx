import { useMemo, useState } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  BombayDayInput,
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  formatBombay,
  GuardedButton,
  imageSrc,
  ListPagination,
  useCanWrite,
} from '../../../src';
import { POST_KINDS, POST_LANGS, POST_STATES, usePostCalls, type PostKind, type PostRecord, type PostState } from './postCalls';
import { PostDialog } from './PostDialog';
import { PostPreview } from './PostPreview';

type Open = { kind: 'add' } | { kind: 'edit' | 'preview'; record: PostRecord } | null;

const filtersOf = (kind: PostKind) => [
  <TextInput key="title" source="title" label="information.post.col.title" alwaysOn resettable />,
  <SelectInput
    key="category"
    source="category"
    label="information.post.col.category"
    alwaysOn
    choices={kind.categories.map((c) => ({ id: c, name: `${kind.ns}.category.${c}` }))}
  />,
  <SelectInput
    key="state"
    source="state"
    label="information.post.col.state"
    alwaysOn
    choices={POST_STATES.map((s) => ({ id: s, name: `information.post.state.${s}` }))}
  />,
  <SelectInput
    key="lang"
    source="lang"
    label="information.post.col.lang"
    alwaysOn
    choices={POST_LANGS.map((l) => ({ id: l, name: `information.post.lang.${l}` }))}
  />,
  <BombayDayInput key="startFrom" source="startFrom" label="information.post.col.startFrom" bound="start" alwaysOn />,
  <BombayDayInput key="startTo" source="startTo" label="information.post.col.startTo" bound="end" alwaysOn />,
];

const STATE_COLORS: Record<PostState, 'info' | 'success' | 'default' | 'warning'> = {
  scheduled: 'info',
  live: 'success',
  expired: 'default',
  off: 'warning',
};

function Window({ record }: { record: PostRecord }) {
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatBombay(record.startAt, 'YYYY-MM-DD HH:mm')}
      <br />
      {record.endAt === null ? translate('information.post.noEnd') : formatBombay(record.endAt, 'YYYY-MM-DD HH:mm')}
    </span>
  );
}

function ActivityTime({ record }: { record: PostRecord }) {
  const translate = useTranslate();
  if (record.activityStartAt === null) return null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatBombay(record.activityStartAt, 'YYYY-MM-DD HH:mm')}
      <br />
      {record.activityEndAt === null ? translate('information.activity.ongoing') : formatBombay(record.activityEndAt, 'YYYY-MM-DD HH:mm')}
    </span>
  );
}

function RowActions({ kind, record, onOpen }: { kind: PostKind; record: PostRecord; onOpen(open: Open): void }) {
  const translate = useTranslate();
  const calls = usePostCalls(kind);
  const notify = useNotify();
  const refresh = useRefresh();
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  return (
    <>
      <Button size="small" onClick={() => onOpen({ kind: 'edit', record })} data-testid={`post-edit-${record.id}`}>
        {translate('information.post.edit')}
      </Button>
      {record.status === 0 ? (
        <ConfirmActionButton
          label="information.post.turnOff"
          title={`${kind.ns}.offTitle`}
          content={`${kind.ns}.offConfirm`}
          color="warning"
          translateOptions={{ title: record.title }}
          data-testid={`post-off-${record.id}`}
          onConfirm={() => calls.status({ id: record.id, status: 1 }).then(done(`${kind.ns}.turnedOff`))}
        />
      ) : (
        <GuardedButton
          size="small"
          data-testid={`post-on-${record.id}`}
          onClick={() => calls.status({ id: record.id, status: 0 }).then(done(`${kind.ns}.turnedOn`), () => undefined)}
        >
          {translate('information.post.turnOn')}
        </GuardedButton>
      )}
      <ConfirmActionButton
        label="information.post.delete"
        title={`${kind.ns}.deleteTitle`}
        content={`${kind.ns}.deleteConfirm`}
        color="error"
        translateOptions={{ title: record.title }}
        data-testid={`post-delete-${record.id}`}
        onConfirm={() => calls.remove({ id: record.id }).then(done(`${kind.ns}.deleted`))}
      />
    </>
  );
}

/**
 * The articles (or activities) members read, per content language: category, publish window and
 * state (scheduled, published, expired, off); add, edit, preview as the member app shows it,
 * switch, delete. Filters: title, category, state, language, publish time.
 */
export function PostList({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(kind.resource, ['admin', 'franchisee']);
  const columnsKey = `information.${kind.resource}.columns`;
  const filters = useMemo(() => filtersOf(kind), [kind]);
  const [open, setOpen] = useState<Open>(null);
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={columnsKey} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })} data-testid="post-add">
          {translate(`${kind.ns}.add`)}
        </Button>
      )}
    </TopToolbar>
  );
  return (
    <List
      resource={kind.resource}
      title={`information.menu.${kind.resource}`}
      perPage={20}
      empty={false}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<PostRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={columnsKey}
        hiddenColumns={['id', 'summary', 'sort', 'createdBy', 'updatedBy', 'updatedAt']}
        empty={<div style={{ padding: 16 }}>{translate(`${kind.ns}.empty`)}</div>}
      >
        <DataTable.Col source="id" label="information.post.col.id" />
        {kind.hasActivityTime && (
          <DataTable.Col
            source="coverUrl"
            label="information.activity.cover"
            disableSort
            render={(r: PostRecord) =>
              r.coverUrl ? (
                <Box
                  component="img"
                  src={imageSrc(r.coverUrl)}
                  alt={r.title}
                  data-testid={`post-cover-${r.id}`}
                  sx={{ width: 64, height: 32, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
                />
              ) : (
                translate('information.activity.noCover')
              )
            }
          />
        )}
        <DataTable.Col source="title" label="information.post.col.title" disableSort />
        <DataTable.Col
          source="category"
          label="information.post.col.category"
          disableSort
          render={(r: PostRecord) => translate(`${kind.ns}.category.${r.category}`)}
        />
        <DataTable.Col
          source="lang"
          label="information.post.col.lang"
          disableSort
          render={(r: PostRecord) => translate(`information.post.lang.${r.lang}`)}
        />
        <DataTable.Col
          source="franchiseeName"
          label="information.post.col.franchisee"
          disableSort
          render={(r: PostRecord) => r.franchiseeName ?? translate('information.post.platformWide')}
        />
        <DataTable.Col source="summary" label="information.post.col.summary" disableSort />
        <DataTable.NumberCol source="sort" label="information.post.col.sort" />
        <DataTable.Col source="startAt" label="information.post.col.window" render={(r: PostRecord) => <Window record={r} />} />
        {kind.hasActivityTime && (
          <DataTable.Col
            source="activityStartAt"
            label="information.activity.activityCol"
            disableSort
            render={(r: PostRecord) => <ActivityTime record={r} />}
          />
        )}
        <DataTable.Col
          source="state"
          label="information.post.col.state"
          disableSort
          render={(r: PostRecord) => (
            <Chip
              size="small"
              color={STATE_COLORS[r.state]}
              label={translate(`information.post.state.${r.state}`)}
              data-testid={`post-state-${r.id}`}
            />
          )}
        />
        <DataTable.Col
          source="pinned"
          label="information.post.col.pinned"
          disableSort
          render={(r: PostRecord) => (r.pinned ? translate('information.post.pinned') : translate('information.post.notPinned'))}
        />
        <DataTable.Col source="createdBy" label="information.post.col.createdBy" disableSort />
        <DataTable.Col source="updatedBy" label="information.post.col.updatedBy" disableSort />
        <DataTable.Col source="updatedAt" label="information.post.col.updatedAt" disableSort>
          <BombayDateField source="updatedAt" />
        </DataTable.Col>
        <DataTable.Col
          label="information.post.col.actions"
          disableSort
          render={(r: PostRecord) => (
            // Two buttons a line keeps rows low at 1440 px.
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start' }}>
              <Button size="small" onClick={() => setOpen({ kind: 'preview', record: r })} data-testid={`post-preview-${r.id}`}>
                {translate('information.post.preview')}
              </Button>
              {canWrite && <RowActions kind={kind} record={r} onOpen={setOpen} />}
            </Box>
          )}
        />
      </DataTable>
      {open?.kind === 'add' && <PostDialog kind={kind} record={null} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'edit' && <PostDialog kind={kind} record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
      {open?.kind === 'preview' && <PostPreview kind={kind} record={open.record} onClose={() => setOpen(null)} />}
    </List>
  );
}

export default function ArticleList() {
  return <PostList kind={POST_KINDS.article} />;
}

export function ActivityList() {
  return <PostList kind={POST_KINDS.activity} />;
}
