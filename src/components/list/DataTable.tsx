import { Children, createElement, Fragment, isValidElement, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Checkbox, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  BulkActionsToolbar,
  ColumnsSelector,
  DataTable as RaDataTable,
  DataTableRenderContext,
  DataTableStoreContext,
  FieldTitle,
  RecordContextProvider,
  TextField,
  useGetResourceLabel,
  useListContextWithProps,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableColumnProps,
  type DataTableProps,
  type Identifier,
  type ListControllerResult,
  type RaRecord,
} from 'react-admin';
import { ACTIONS_COLUMN } from './actionsColumn';
import { firstScreenRows, useFirstScreenFirst } from './useFirstScreenFirst';

/** Fields a phone card shows before "more". */
const CARD_FIELDS = 6;

type Column = ReactElement<DataTableColumnProps>;

/** The DataTable.Col elements, through fragments and `{cond && <Col/>}`. */
function columnsOf(children: ReactNode): Column[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child)) return [];
    if (child.type === Fragment) return columnsOf((child.props as { children?: ReactNode }).children);
    return [child as Column];
  });
}

const isActions = (column: Column) => String(column.props.className ?? '').includes(ACTIONS_COLUMN);

/** The id react-admin's column chooser stores a column under: its source, else its label. */
const columnId = (column: Column) => column.props.source ?? (column.props.label as string | undefined);

const NO_COLUMNS: string[] = [];

/** The children in the order the column chooser stored (react-admin's reorderChildren: ranks index the top-level children). */
function ranked(children: ReactNode, ranks: number[] | undefined): ReactNode[] {
  const list = Children.toArray(children);
  if (!ranks) return list;
  return list.reduce<ReactNode[]>((acc, child, index) => {
    const rank = ranks.indexOf(index);
    acc[rank === -1 ? index : rank] = child;
    return acc;
  }, []);
}

function CellValue({ column, record }: { column: Column; record: RaRecord }) {
  const { render, field, source, children } = column.props;
  if (children) return <>{children}</>;
  if (render) return <>{render(record)}</>;
  if (field) return createElement(field, { source });
  return source ? <TextField source={source} emptyText="-" /> : null;
}

interface Selection {
  selectedIds: Identifier[];
  onToggleItem(id: Identifier): void;
  isRowSelectable?(record: RaRecord): boolean;
}

function RecordCard({
  record,
  fields,
  actions,
  selection,
}: {
  record: RaRecord;
  fields: Column[];
  actions: Column[];
  selection?: Selection;
}) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [more, setMore] = useState(false);
  const shown = more ? fields : fields.slice(0, CARD_FIELDS);
  const selectable = selection && (!selection.isRowSelectable || selection.isRowSelectable(record));
  return (
    <Card variant="outlined" data-testid="record-card">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        {selection && (
          <Checkbox
            size="small"
            sx={{ float: 'right', m: -1 }}
            checked={!!selectable && selection.selectedIds.includes(record.id)}
            disabled={!selectable}
            onChange={() => selection.onToggleItem(record.id)}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
          />
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(84px, 40%) 1fr', columnGap: 1, rowGap: 0.5, m: 0 }}>
          {shown.map((column, i) => (
            <Fragment key={column.props.source ?? `col-${i}`}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }}>
                <FieldTitle label={column.props.label as string | undefined} source={column.props.source} resource={resource} />
              </Typography>
              <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', fontSize: 14 }}>
                <CellValue column={column} record={record} />
              </Box>
            </Fragment>
          ))}
        </Box>
        {(fields.length > CARD_FIELDS || actions.length > 0) && (
          <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {fields.length > CARD_FIELDS && (
              <Button size="small" onClick={() => setMore(!more)} aria-expanded={more}>
                {translate(more ? 'format.card.less' : 'format.card.more', { count: fields.length - CARD_FIELDS })}
              </Button>
            )}
            {actions.map((column, i) => (
              <Box key={`actions-${i}`} sx={{ ml: 'auto' }}>
                <CellValue column={column} record={record} />
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function CardList<RecordType extends RaRecord>({
  props,
  list,
}: {
  props: DataTableProps<RecordType>;
  list: ListControllerResult<RecordType>;
}) {
  const { children, empty, bulkActionButtons, bulkActionsToolbar, isRowSelectable } = props;
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const resource = useResourceContext(props);
  // The column chooser's choice (same store keys as react-admin's table), so a phone shows what the desktop would.
  const storeKey = props.storeKey || `${resource}.datatable`;
  const defaultHidden = props.hiddenColumns ?? NO_COLUMNS;
  const [hidden] = useStore<string[]>(storeKey, defaultHidden);
  const [ranks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const store = useMemo(() => ({ storeKey, defaultHiddenColumns: defaultHidden }), [storeKey, defaultHidden]);
  const { data, isPending, selectedIds } = list;
  // Typed as always there, but absent when rows come by props without a list (as react-admin checks too).
  const onToggleItem = list.onToggleItem as ListControllerResult<RecordType>['onToggleItem'] | undefined;
  const columns = columnsOf(ranked(children, ranks)).filter((c) => !hidden.includes(columnId(c) as string));
  // Bulk actions stay reachable on a phone: a checkbox per card, react-admin's toolbar once some are chosen.
  const selection: Selection | undefined =
    (bulkActionsToolbar || isValidElement(bulkActionButtons)) && onToggleItem
      ? { selectedIds: selectedIds ?? [], onToggleItem, isRowSelectable: isRowSelectable as Selection['isRowSelectable'] }
      : undefined;
  // The column chooser (ColumnsButton) draws its list from these, through a portal.
  const chooser = (
    <DataTableStoreContext.Provider value={store}>
      <DataTableRenderContext.Provider value="columnsSelector">
        <ColumnsSelector>{children}</ColumnsSelector>
      </DataTableRenderContext.Provider>
    </DataTableStoreContext.Provider>
  );
  if (isPending) {
    return (
      <Stack spacing={1} data-testid="record-cards-loading" sx={{ p: 1 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={112} />
        ))}
        {chooser}
      </Stack>
    );
  }
  if (!data || data.length === 0) {
    return (
      <>
        {empty ?? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {translate('ra.navigation.no_results', { name: resource ? resourceLabel(resource, 0) : '' })}
          </Typography>
        )}
        {chooser}
      </>
    );
  }
  const fields = columns.filter((c) => !isActions(c));
  const actions = columns.filter(isActions);
  return (
    <>
      {selection && (bulkActionsToolbar ?? <BulkActionsToolbar>{bulkActionButtons}</BulkActionsToolbar>)}
      <Stack spacing={1} sx={{ p: 1 }} data-testid="record-cards">
        {data.map((record: RaRecord) => (
          <RecordContextProvider key={record.id} value={record}>
            <RecordCard record={record} fields={fields} actions={actions} selection={selection} />
          </RecordContextProvider>
        ))}
      </Stack>
      {chooser}
    </>
  );
}

/**
 * react-admin's DataTable on screens 600 px and wider; below, the same columns as one card per
 * record (label: value, the first six fields, "more" for the rest, row actions at the bottom),
 * so a phone never gets a sideways-scrolling table. The cards follow the column chooser's hidden
 * columns and order, and keep bulk actions (a checkbox per selectable card and react-admin's bulk
 * toolbar); rowClick and expand only act on the table. Every list uses this one (a lint rule
 * keeps plugins off react-admin's), exactly like DataTable. A list's first answer draws the rows
 * that fit the window first, the rest right after.
 */
function ResponsiveDataTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const list = useListContextWithProps(props);
  const [limit] = useState(() => firstScreenRows(window.innerHeight));
  const rows = useFirstScreenFirst(phone ? undefined : list.data, limit);
  if (!phone) return <RaDataTable<RecordType> {...props} data={rows} />;
  return <CardList<RecordType> props={props} list={list as ListControllerResult<RecordType>} />;
}

export const DataTable = Object.assign(ResponsiveDataTable, { Col: RaDataTable.Col, NumberCol: RaDataTable.NumberCol });
