import { Children, createElement, Fragment, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable as RaDataTable, FieldTitle, RecordContextProvider, TextField, useGetResourceLabel, useListContext, useListContextWithProps, useResourceContext, useTranslate,
  type DataTableColumnProps, type DataTableProps, type RaRecord,
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

function CellValue({ column, record }: { column: Column; record: RaRecord }) {
  const { render, field, source, children } = column.props;
  if (children) return <>{children}</>;
  if (render) return <>{render(record)}</>;
  if (field) return createElement(field, { source });
  return source ? <TextField source={source} emptyText="-" /> : null;
}

function RecordCard({ record, fields, actions }: { record: RaRecord; fields: Column[]; actions: Column[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [more, setMore] = useState(false);
  const shown = more ? fields : fields.slice(0, CARD_FIELDS);
  return (
    <Card variant="outlined" data-testid="record-card">
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
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

function CardList({ children, hiddenColumns, empty }: { children: ReactNode; hiddenColumns?: string[]; empty?: ReactNode }) {
  const translate = useTranslate();
  const resourceLabel = useGetResourceLabel();
  const resource = useResourceContext();
  const { data, isPending } = useListContext();
  const columns = columnsOf(children).filter((c) => !c.props.source || !hiddenColumns?.includes(c.props.source));
  if (isPending) {
    return (
      <Stack spacing={1} data-testid="record-cards-loading" sx={{ p: 1 }}>
        {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={112} />)}
      </Stack>
    );
  }
  if (!data || data.length === 0) {
    return <>{empty ?? <Typography sx={{ p: 2 }} color="text.secondary">{translate('ra.navigation.no_results', { name: resource ? resourceLabel(resource, 0) : '' })}</Typography>}</>;
  }
  const fields = columns.filter((c) => !isActions(c));
  const actions = columns.filter(isActions);
  return (
    <Stack spacing={1} sx={{ p: 1 }} data-testid="record-cards">
      {data.map((record: RaRecord) => (
        <RecordContextProvider key={record.id} value={record}>
          <RecordCard record={record} fields={fields} actions={actions} />
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/**
 * react-admin's DataTable on screens 600 px and wider; below, the same columns as one card per
 * record (label: value, the first six fields, "more" for the rest, row actions at the bottom),
 * so a phone never gets a sideways-scrolling table. Plugins use it exactly like DataTable. A
 * list's first answer draws the rows that fit the window first, the rest right after.
 */
function ResponsiveDataTable<RecordType extends RaRecord = RaRecord>(props: DataTableProps<RecordType>) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data } = useListContextWithProps(props);
  const [limit] = useState(() => firstScreenRows(window.innerHeight));
  const rows = useFirstScreenFirst(phone ? undefined : data, limit);
  if (!phone) return <RaDataTable<RecordType> {...props} data={rows} />;
  return <CardList hiddenColumns={props.hiddenColumns} empty={props.empty}>{props.children}</CardList>;
}

export const DataTable = Object.assign(ResponsiveDataTable, { Col: RaDataTable.Col, NumberCol: RaDataTable.NumberCol });
