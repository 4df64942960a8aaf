import { useMemo } from 'react';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDateField, DataTable } from '../../../src';
import {
  authorColumns,
  franchiseeColumn,
  pinnedColumn,
  PublishableList,
  sortColumn,
  stateColumn,
  windowColumn,
  type PublishableScreen,
} from '../publishable/PublishableList';
import {
  NOTICE_DEVICES,
  NOTICE_LANGS,
  NOTICE_STATES,
  NOTICE_VIEWS,
  useNoticeCalls,
  type NoticeRecord,
  type NoticeView,
} from '../informationCalls';
import { NoticeDialog } from './NoticeDialog';
import { NoticePreview } from './NoticePreview';

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

/**
 * The notices members see (marquee, pop-up, notice board, mailbox), their window and state; add,
 * edit, preview, switch, delete (the shared shell, publishable/PublishableList.tsx).
 * notice_management shows every type; notice_mail and notice_notify the same screen over their own
 * types.
 */
export function NoticeList({ view }: { view: NoticeView }) {
  const translate = useTranslate();
  const calls = useNoticeCalls(view);
  const filters = useMemo(() => filtersOf(view), [view]);
  const screen: PublishableScreen<NoticeRecord> = {
    resource: view.resource,
    title: view.title,
    texts: { labels: 'information.notice', group: 'information.notice', edit: 'ra.action.edit' },
    testId: 'notice',
    calls,
    editor: { dialog: (record, close, done) => <NoticeDialog view={view} record={record} onClose={close} onDone={done} /> },
    preview: (record, close) => <NoticePreview record={record} onClose={close} />,
  };
  const { texts } = screen;
  return (
    <PublishableList
      screen={screen}
      filters={filters}
      defaultSort={{ field: 'id', order: 'DESC' }}
      hiddenColumns={['device', 'playAt', 'createdBy', 'updatedAt', 'station']}
      columns={[
        <DataTable.Col key="title" source="title" label="information.notice.col.title" disableSort />,
        <DataTable.Col
          key="type"
          source="type"
          label="information.notice.col.type"
          disableSort
          render={(r: NoticeRecord) => translate(`information.notice.type.${r.type}`)}
        />,
        <DataTable.Col
          key="lang"
          source="lang"
          label="information.notice.col.lang"
          disableSort
          render={(r: NoticeRecord) => translate(`information.notice.lang.${r.lang}`)}
        />,
        <DataTable.Col
          key="device"
          source="device"
          label="information.notice.col.device"
          disableSort
          render={(r: NoticeRecord) => translate(`information.notice.device.${r.device}`)}
        />,
        franchiseeColumn<NoticeRecord>(texts, translate),
        <DataTable.Col
          key="station"
          source="station"
          label="information.notice.col.station"
          disableSort
          render={(r: NoticeRecord) => r.stationName ?? translate('information.notice.allStations')}
        />,
        <DataTable.Col
          key="audience"
          source="audience"
          label="information.notice.col.recipients"
          disableSort
          render={(r: NoticeRecord) => <Recipients record={r} />}
        />,
        sortColumn(texts),
        <DataTable.Col key="playAt" source="playAt" label="information.notice.col.playAt" disableSort>
          <BombayDateField source="playAt" />
        </DataTable.Col>,
        windowColumn<NoticeRecord>(texts),
        stateColumn<NoticeRecord>(texts, 'notice', translate),
        pinnedColumn<NoticeRecord>(texts, translate),
        ...authorColumns(texts),
      ]}
    />
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
