import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { DataTable, imageSrc } from '../../../src';
import {
  authorColumns,
  franchiseeColumn,
  PublishableList,
  sortColumn,
  stateColumn,
  windowColumn,
  type PublishableScreen,
} from '../publishable/PublishableList';
import {
  BANNER_LANGS,
  BANNER_LINK_TYPES,
  BANNER_STATES,
  BANNER_VIEWS,
  pictureFor,
  useBannerCalls,
  type BannerRecord,
  type BannerView,
} from './bannerCalls';
import { BannerPreview } from './BannerPreview';

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

/**
 * Banners (home carousel) or start-up ads: picture, languages with pictures, link, sort, window and
 * state; preview as the member app shows it, switch on/off, delete (the shared shell,
 * publishable/PublishableList.tsx). Adding and editing go to the bannerEdit / startadEdit address
 * (BannerEditScreen), so an edit can be linked and reloaded.
 */
export function BannerList({ view }: { view: BannerView }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const calls = useBannerCalls(view);
  const screen: PublishableScreen<BannerRecord> = {
    resource: view.resource,
    title: view.title,
    texts: { labels: 'information.banners', group: `information.banners.${view.kind}`, edit: 'ra.action.edit' },
    testId: 'banner',
    calls,
    editor: { navigate: (record) => navigate(record ? `${view.editPath}?id=${record.id}` : view.editPath) },
    preview: (record, close) => <BannerPreview view={view} record={record} onClose={close} />,
  };
  const { texts } = screen;
  return (
    <PublishableList
      screen={screen}
      filters={filters}
      defaultSort={{ field: 'sort', order: 'ASC' }}
      hiddenColumns={['createdBy', 'updatedAt']}
      columns={[
        <DataTable.Col
          key="picture"
          source="picture"
          label="information.banners.col.picture"
          disableSort
          render={(r: BannerRecord) => <Thumb record={r} />}
        />,
        <DataTable.Col key="title" source="title" label="information.banners.col.title" disableSort />,
        <DataTable.Col
          key="langs"
          source="langs"
          label="information.banners.col.langs"
          disableSort
          render={(r: BannerRecord) =>
            BANNER_LANGS.filter((l) => r.images[l])
              .map((l) => translate(`information.banners.lang.${l}`))
              .join(' / ')
          }
        />,
        <DataTable.Col
          key="link"
          source="link"
          label="information.banners.col.link"
          disableSort
          render={(r: BannerRecord) => (
            <span title={r.link}>
              {translate(`information.banners.linkType.${r.linkType}`)}
              {r.link ? `: ${r.link}` : ''}
            </span>
          )}
        />,
        franchiseeColumn<BannerRecord>(texts, translate),
        sortColumn(texts),
        windowColumn<BannerRecord>(texts),
        stateColumn<BannerRecord>(texts, 'banner', translate),
        ...authorColumns(texts),
      ]}
    />
  );
}

export default function BannerManagementList() {
  return <BannerList view={BANNER_VIEWS.banner} />;
}

export function StartadList() {
  return <BannerList view={BANNER_VIEWS.startad} />;
}
