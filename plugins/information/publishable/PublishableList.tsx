import { useState, type ReactElement, type ReactNode } from 'react';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { BombayDateField, ConfirmActionButton, DataTable, formatBombay, GuardedButton, ListPagination, useCanWrite } from '../../../src';

/*
 * Notices, banners (start-up ads) and articles (activities) are one kind of screen: a list of rows
 * a member sees once published, each with its franchisee, sort, publish window and state, switched
 * on and off, deleted, previewed, added and edited. This shell holds that once; a content kind
 * declares its own columns, filters, texts, preview and editor (as the server's
 * publishableContent.ts does for the routes).
 */

/** What every publishable record has. */
export interface PublishableRecord {
  id: number;
  title: string;
  status: number;
  state: 'scheduled' | 'live' | 'expired' | 'off';
  startAt: number;
  endAt: number | null;
  franchiseeName: string | null;
  pinned?: number;
}

/**
 * A kind's texts: `labels` holds the shared words (col.*, state.*, noEnd, platformWide, pinned,
 * notPinned, preview, turnOn, turnOff, delete), `group` the kind's own sentences (add, empty,
 * offTitle, offConfirm, turnedOff, turnedOn, deleteTitle, deleteConfirm, deleted).
 */
export interface PublishableTexts {
  labels: string;
  group: string;
  /** The edit button's label. */
  edit: string;
}

/** A kind's screen: its resource (menu leaf), title, texts, test-id prefix and the two calls every row has. */
export interface PublishableScreen<R extends PublishableRecord> {
  resource: string;
  title: string;
  texts: PublishableTexts;
  testId: string;
  calls: { status(payload: { id: number; status: 0 | 1 }): Promise<unknown>; remove(payload: { id: number }): Promise<unknown> };
  /** Opens the editor: a dialog over the list (`dialog`) or the kind's edit address (`navigate`). */
  editor: { dialog(record: R | null, close: () => void, done: () => void): ReactNode } | { navigate(record: R | null): void };
  preview(record: R, close: () => void): ReactNode;
}

const STATE_COLORS: Record<PublishableRecord['state'], 'info' | 'success' | 'default' | 'warning'> = {
  scheduled: 'info',
  live: 'success',
  expired: 'default',
  off: 'warning',
};

/** The publish window, from above to until (or "no end"), in Bombay time. */
export function PublishWindow({ record, noEnd }: { record: { startAt: number; endAt: number | null }; noEnd: string }) {
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatBombay(record.startAt, 'YYYY-MM-DD HH:mm')}
      <br />
      {record.endAt === null ? translate(noEnd) : formatBombay(record.endAt, 'YYYY-MM-DD HH:mm')}
    </span>
  );
}

/*
 * The shared columns, as functions: react-admin's DataTable reads its columns from its direct
 * children, so a kind places these elements among its own, in its own order.
 */

export const franchiseeColumn = <R extends PublishableRecord>({ labels }: PublishableTexts, translate: (key: string) => string) => (
  <DataTable.Col
    key="franchiseeName"
    source="franchiseeName"
    label={`${labels}.col.franchisee`}
    disableSort
    render={(r: R) => r.franchiseeName ?? translate(`${labels}.platformWide`)}
  />
);

export const sortColumn = ({ labels }: PublishableTexts) => <DataTable.NumberCol key="sort" source="sort" label={`${labels}.col.sort`} />;

export const windowColumn = <R extends PublishableRecord>({ labels }: PublishableTexts) => (
  <DataTable.Col
    key="startAt"
    source="startAt"
    label={`${labels}.col.window`}
    render={(r: R) => <PublishWindow record={r} noEnd={`${labels}.noEnd`} />}
  />
);

export const stateColumn = <R extends PublishableRecord>(
  { labels }: PublishableTexts,
  testId: string,
  translate: (key: string) => string,
) => (
  <DataTable.Col
    key="state"
    source="state"
    label={`${labels}.col.state`}
    disableSort
    render={(r: R) => (
      <Chip
        size="small"
        color={STATE_COLORS[r.state]}
        label={translate(`${labels}.state.${r.state}`)}
        data-testid={`${testId}-state-${r.id}`}
      />
    )}
  />
);

export const pinnedColumn = <R extends PublishableRecord>({ labels }: PublishableTexts, translate: (key: string) => string) => (
  <DataTable.Col
    key="pinned"
    source="pinned"
    label={`${labels}.col.pinned`}
    disableSort
    render={(r: R) => (r.pinned ? translate(`${labels}.pinned`) : translate(`${labels}.notPinned`))}
  />
);

/** Who created (and, where `updatedBy`, last edited) a row, and when it changed. */
export const authorColumns = ({ labels }: PublishableTexts, updatedBy = false) => [
  <DataTable.Col key="createdBy" source="createdBy" label={`${labels}.col.createdBy`} disableSort />,
  ...(updatedBy ? [<DataTable.Col key="updatedBy" source="updatedBy" label={`${labels}.col.updatedBy`} disableSort />] : []),
  <DataTable.Col key="updatedAt" source="updatedAt" label={`${labels}.col.updatedAt`} disableSort>
    <BombayDateField source="updatedAt" />
  </DataTable.Col>,
];

function RowActions<R extends PublishableRecord>({ screen, record, onEdit }: { screen: PublishableScreen<R>; record: R; onEdit(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { texts, testId, calls } = screen;
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  return (
    <>
      <Button size="small" onClick={onEdit} data-testid={`${testId}-edit-${record.id}`}>
        {translate(texts.edit)}
      </Button>
      {record.status === 0 ? (
        <ConfirmActionButton
          label={`${texts.labels}.turnOff`}
          title={`${texts.group}.offTitle`}
          content={`${texts.group}.offConfirm`}
          color="warning"
          translateOptions={{ title: record.title }}
          data-testid={`${testId}-off-${record.id}`}
          onConfirm={() => calls.status({ id: record.id, status: 1 }).then(done(`${texts.group}.turnedOff`))}
        />
      ) : (
        <GuardedButton
          size="small"
          data-testid={`${testId}-on-${record.id}`}
          onClick={() => calls.status({ id: record.id, status: 0 }).then(done(`${texts.group}.turnedOn`), () => undefined)}
        >
          {translate(`${texts.labels}.turnOn`)}
        </GuardedButton>
      )}
      <ConfirmActionButton
        label={`${texts.labels}.delete`}
        title={`${texts.group}.deleteTitle`}
        content={`${texts.group}.deleteConfirm`}
        color="error"
        translateOptions={{ title: record.title }}
        data-testid={`${testId}-delete-${record.id}`}
        onConfirm={() => calls.remove({ id: record.id }).then(done(`${texts.group}.deleted`))}
      />
    </>
  );
}

type Open<R> = { kind: 'add' } | { kind: 'edit' | 'preview'; record: R } | null;

/**
 * The list of one content kind: the id column, the kind's `columns`, then preview and (for a
 * caller who may write) edit, switch and delete; an add button; the kind's editor and preview.
 */
export function PublishableList<R extends PublishableRecord>({
  screen,
  filters,
  defaultSort,
  hiddenColumns,
  columns,
}: {
  screen: PublishableScreen<R>;
  filters: ReactElement[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  hiddenColumns: string[];
  columns: ReactElement[];
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { resource, texts, testId, editor } = screen;
  const canWrite = useCanWrite(resource, ['admin', 'franchisee']);
  const columnsKey = `information.${resource}.columns`;
  const [open, setOpen] = useState<Open<R>>(null);
  const edit = (record: R | null) =>
    'navigate' in editor ? editor.navigate(record) : setOpen(record ? { kind: 'edit', record } : { kind: 'add' });
  const close = () => setOpen(null);
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={columnsKey} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => edit(null)} data-testid={`${testId}-add`}>
          {translate(`${texts.group}.add`)}
        </Button>
      )}
    </TopToolbar>
  );
  return (
    <List
      resource={resource}
      title={screen.title}
      perPage={20}
      empty={false}
      sort={defaultSort}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<R>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={columnsKey}
        hiddenColumns={hiddenColumns}
        empty={<div style={{ padding: 16 }}>{translate(`${texts.group}.empty`)}</div>}
      >
        <DataTable.Col source="id" label={`${texts.labels}.col.id`} />
        {columns}
        <DataTable.Col
          label={`${texts.labels}.col.actions`}
          disableSort
          render={(r: R) => (
            // Two buttons a line keeps rows low at 1440 px.
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start' }}>
              <Button size="small" onClick={() => setOpen({ kind: 'preview', record: r })} data-testid={`${testId}-preview-${r.id}`}>
                {translate(`${texts.labels}.preview`)}
              </Button>
              {canWrite && <RowActions screen={screen} record={r} onEdit={() => edit(r)} />}
            </Box>
          )}
        />
      </DataTable>
      {'dialog' in editor && open?.kind === 'add' && editor.dialog(null, close, refresh)}
      {'dialog' in editor && open?.kind === 'edit' && editor.dialog(open.record, close, refresh)}
      {open?.kind === 'preview' && screen.preview(open.record, close)}
    </List>
  );
}
