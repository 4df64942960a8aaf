import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  BombayDateField,
  ConfirmActionButton,
  DataTable,
  formatBombay,
  GuardedButton,
  imageSrc,
  ListPagination,
  useCanWrite,
} from '../../../src';
import {
  BANNER_LANGS,
  BANNER_LINK_TYPES,
  BANNER_STATES,
  BANNER_VIEWS,
  pictureFor,
  useBannerCalls,
  type BannerRecord,
  type BannerState,
  type BannerView,
} from './bannerCalls';
import { BannerPreview } from './BannerPreview';

type Open = { kind: 'preview'; record: BannerRecord } | null;

const choicesOf = (values: readonly string[], prefix: string) => values.map((v) => ({ id: v, name: `information.banners.${prefix}.${v}` }));
const filters = [
  <TextInput key="title" source="title" label="information.banners.col.title" alwaysOn resettable />,
  <SelectInput key="state" source="state" label="information.banners.col.state" choices={choicesOf(BANNER_STATES, 'state')} alwaysOn />,
  <SelectInput
    key="linkType"
    source="linkType"
    label="information.banners.col.linkType"
    choices={choicesOf(BANNER_LINK_TYPES, 'linkType')}
  />,
];
const STATE_COLORS: Record<BannerState, 'info' | 'success' | 'default' | 'warning'> = {
  scheduled: 'info',
  live: 'success',
  expired: 'default',
  off: 'warning',
};

function Thumb({ record }: { record: BannerRecord }) {
  const translate = useTranslate();
  const picture = pictureFor(record.images, 'en', 'pc');
  if (!picture) return <>{translate('information.banners.noImages')}</>;
  return (
    <Box
      component="img"
      src={imageSrc(picture.url)}
      alt={record.title}
      sx={{ width: 120, height: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
    />
  );
}

function Window({ record }: { record: BannerRecord }) {
  const translate = useTranslate();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatBombay(record.startAt, 'YYYY-MM-DD HH:mm')}
      <br />
      {record.endAt === null ? translate('information.banners.noEnd') : formatBombay(record.endAt, 'YYYY-MM-DD HH:mm')}
    </span>
  );
}

function RowActions({ view, record }: { view: BannerView; record: BannerRecord }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const calls = useBannerCalls(view);
  const notify = useNotify();
  const refresh = useRefresh();
  const group = `information.banners.${view.kind}`;
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    refresh();
  };
  return (
    <>
      <Button size="small" onClick={() => navigate(`${view.editPath}?id=${record.id}`)} data-testid={`banner-edit-${record.id}`}>
        {translate('ra.action.edit')}
      </Button>
      {record.status === 0 ? (
        <ConfirmActionButton
          label="information.banners.turnOff"
          title={`${group}.offTitle`}
          content={`${group}.offConfirm`}
          color="warning"
          translateOptions={{ title: record.title }}
          data-testid={`banner-off-${record.id}`}
          onConfirm={() => calls.status({ id: record.id, status: 1 }).then(done(`${group}.turnedOff`))}
        />
      ) : (
        <GuardedButton
          size="small"
          data-testid={`banner-on-${record.id}`}
          onClick={() => calls.status({ id: record.id, status: 0 }).then(done(`${group}.turnedOn`), () => undefined)}
        >
          {translate('information.banners.turnOn')}
        </GuardedButton>
      )}
      <ConfirmActionButton
        label="information.banners.delete"
        title={`${group}.deleteTitle`}
        content={`${group}.deleteConfirm`}
        color="error"
        translateOptions={{ title: record.title }}
        data-testid={`banner-delete-${record.id}`}
        onConfirm={() => calls.remove({ id: record.id }).then(done(`${group}.deleted`))}
      />
    </>
  );
}

/**
 * Banners (home carousel) or start-up ads: picture, languages with pictures, link, sort, window and
 * state; preview as the member app shows it, switch on/off, delete. Adding and editing go to the
 * bannerEdit / startadEdit address (BannerEditScreen), so an edit can be linked and reloaded.
 */
export function BannerList({ view }: { view: BannerView }) {
  const translate = useTranslate();
  const canWrite = useCanWrite(view.resource, ['admin', 'franchisee']);
  const columnsKey = `information.${view.resource}.columns`;
  const group = `information.banners.${view.kind}`;
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={columnsKey} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => navigate(view.editPath)} data-testid="banner-add">
          {translate(`${group}.add`)}
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
      sort={{ field: 'sort', order: 'ASC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
    >
      <DataTable<BannerRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={columnsKey}
        hiddenColumns={['createdBy', 'updatedAt']}
        empty={<div style={{ padding: 16 }}>{translate(`${group}.empty`)}</div>}
      >
        <DataTable.Col source="id" label="information.banners.col.id" />
        <DataTable.Col
          source="picture"
          label="information.banners.col.picture"
          disableSort
          render={(r: BannerRecord) => <Thumb record={r} />}
        />
        <DataTable.Col source="title" label="information.banners.col.title" disableSort />
        <DataTable.Col
          source="langs"
          label="information.banners.col.langs"
          disableSort
          render={(r: BannerRecord) =>
            BANNER_LANGS.filter((l) => r.images[l])
              .map((l) => translate(`information.banners.lang.${l}`))
              .join(' / ')
          }
        />
        <DataTable.Col
          source="link"
          label="information.banners.col.link"
          disableSort
          render={(r: BannerRecord) => (
            <span title={r.link}>
              {translate(`information.banners.linkType.${r.linkType}`)}
              {r.link ? `: ${r.link}` : ''}
            </span>
          )}
        />
        <DataTable.Col
          source="franchiseeName"
          label="information.banners.col.franchisee"
          disableSort
          render={(r: BannerRecord) => r.franchiseeName ?? translate('information.banners.platformWide')}
        />
        <DataTable.NumberCol source="sort" label="information.banners.col.sort" />
        <DataTable.Col source="startAt" label="information.banners.col.window" render={(r: BannerRecord) => <Window record={r} />} />
        <DataTable.Col
          source="state"
          label="information.banners.col.state"
          disableSort
          render={(r: BannerRecord) => (
            <Chip
              size="small"
              color={STATE_COLORS[r.state]}
              label={translate(`information.banners.state.${r.state}`)}
              data-testid={`banner-state-${r.id}`}
            />
          )}
        />
        <DataTable.Col source="createdBy" label="information.banners.col.createdBy" disableSort />
        <DataTable.Col source="updatedAt" label="information.banners.col.updatedAt" disableSort>
          <BombayDateField source="updatedAt" />
        </DataTable.Col>
        <DataTable.Col
          label="information.banners.col.actions"
          disableSort
          render={(r: BannerRecord) => (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto)', justifyContent: 'start' }}>
              <Button size="small" onClick={() => setOpen({ kind: 'preview', record: r })} data-testid={`banner-preview-${r.id}`}>
                {translate('information.banners.preview')}
              </Button>
              {canWrite && <RowActions view={view} record={r} />}
            </Box>
          )}
        />
      </DataTable>
      {open?.kind === 'preview' && <BannerPreview view={view} record={open.record} onClose={() => setOpen(null)} />}
    </List>
  );
}

export default function BannerManagementList() {
  return <BannerList view={BANNER_VIEWS.banner} />;
}

export function StartadList() {
  return <BannerList view={BANNER_VIEWS.startad} />;
}
