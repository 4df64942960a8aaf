import { useMemo } from 'react';
import { Box } from '@mui/material';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import { BombayDayInput, DataTable, formatBombay, imageSrc } from '../../../src';
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
import { POST_KINDS, POST_LANGS, POST_STATES, usePostCalls, type PostKind, type PostRecord } from './postCalls';
import { PostDialog } from './PostDialog';
import { PostPreview } from './PostPreview';

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

/**
 * The articles (or activities) members read, per content language: category, publish window and
 * state (scheduled, published, expired, off); add, edit, preview as the member app shows it,
 * switch, delete (the shared shell, publishable/PublishableList.tsx). Filters: title, category,
 * state, language, publish time.
 */
export function PostList({ kind }: { kind: PostKind }) {
  const translate = useTranslate();
  const calls = usePostCalls(kind);
  const filters = useMemo(() => filtersOf(kind), [kind]);
  const screen: PublishableScreen<PostRecord> = {
    resource: kind.resource,
    title: `information.menu.${kind.resource}`,
    texts: { labels: 'information.post', group: kind.ns, edit: 'information.post.edit' },
    testId: 'post',
    calls,
    editor: { dialog: (record, close, done) => <PostDialog kind={kind} record={record} onClose={close} onDone={done} /> },
    preview: (record, close) => <PostPreview kind={kind} record={record} onClose={close} />,
  };
  const { texts } = screen;
  return (
    <PublishableList
      screen={screen}
      filters={filters}
      defaultSort={{ field: 'id', order: 'DESC' }}
      hiddenColumns={['id', 'summary', 'sort', 'createdBy', 'updatedBy', 'updatedAt']}
      columns={[
        ...(kind.hasActivityTime
          ? [
              <DataTable.Col
                key="coverUrl"
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
              />,
            ]
          : []),
        <DataTable.Col key="title" source="title" label="information.post.col.title" disableSort />,
        <DataTable.Col
          key="category"
          source="category"
          label="information.post.col.category"
          disableSort
          render={(r: PostRecord) => translate(`${kind.ns}.category.${r.category}`)}
        />,
        <DataTable.Col
          key="lang"
          source="lang"
          label="information.post.col.lang"
          disableSort
          render={(r: PostRecord) => translate(`information.post.lang.${r.lang}`)}
        />,
        franchiseeColumn<PostRecord>(texts, translate),
        <DataTable.Col key="summary" source="summary" label="information.post.col.summary" disableSort />,
        sortColumn(texts),
        windowColumn<PostRecord>(texts),
        ...(kind.hasActivityTime
          ? [
              <DataTable.Col
                key="activityStartAt"
                source="activityStartAt"
                label="information.activity.activityCol"
                disableSort
                render={(r: PostRecord) => <ActivityTime record={r} />}
              />,
            ]
          : []),
        stateColumn<PostRecord>(texts, 'post', translate),
        pinnedColumn<PostRecord>(texts, translate),
        ...authorColumns(texts, true),
      ]}
    />
  );
}

export default function ArticleList() {
  return <PostList kind={POST_KINDS.article} />;
}

export function ActivityList() {
  return <PostList kind={POST_KINDS.activity} />;
}
