// The files `npm run plugin:new <name>` writes: one domain, both tiers, with its tests. Each
// function takes the names (scripts/pluginNew/names.mjs) and answers the file's text. The plugin
// they make is small but whole: a table and its migration, a list screen with filters and an
// empty state, an add/edit dialog, a list route and a writing route, a badge counting open items,
// a Home card, seeded demo rows, operation-log names, zh and en texts, and unit, server and e2e tests.

/** @typedef {import('./names.mjs').Names} Names */

/** The list screen's typed menu right, as the files that gate or link to it name it. @param {Names} n */
const listRight = (n) => `${n.constant}_MENU.${n.section}.${n.leaf}`;

/** @param {Names} n */
export const sharedMenu = (n) => `import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The ${n.name} plugin's menu, declared once, here, as the built-in plugins declare theirs: one
 * compact tree (a name is a screen, [name, children] a section) that both tiers read. A menu path
 * is the permission key. The server module hands the tree to the menu catalogue (and the installer
 * grants it to the admin role); the routes and the badge's counter name their gate, and the
 * console its links, by the typed paths, so a misspelt name is a compile error rather than a gate
 * that opens to nobody. The console manifest draws its menu from the same nodes (menuFromTree),
 * adding the screen, icon and roles; a name the tree lacks is a compile error there too.
 */
export const ${n.constant}_MENU_NODES = [['${n.section}', ['${n.leaf}']]] as const;

/** The tree, as the server's menu catalogue holds it. */
export const ${n.constant}_MENU_TREE = menuTree(${n.constant}_MENU_NODES);

/**
 * Its paths by name, level by level, for the gates and the links; the list screen's:
 * \`${listRight(n)}.path\`.
 */
export const ${n.constant}_MENU = menuRights(${n.constant}_MENU_NODES);
`;

/** @param {Names} n */
export const sharedItems = (n) => `import type { AnswerOf } from '../../../shared/contract';
import type { itemContracts } from './itemContract';

/* What both tiers know of a ${n.name} item: its states and the limits of its fields. */

export const STATUSES = ['open', 'closed'] as const;
export type ItemStatus = (typeof STATUSES)[number];

export const TITLE_MAX = 60;
export const NOTE_MAX = 500;

/** The badge's key: the field of chance_home_page/auditReminder the console reads and the server counts under. */
export const OPEN_COUNT = '${n.camel}Open';

/** An item as the list route answers it (times epoch ms). */
export type ItemRecord = AnswerOf<typeof itemContracts.list>['list'][number];

/** The counts the Home card shows. */
export type ItemSummary = AnswerOf<typeof itemContracts.summary>;
`;

/** @param {Names} n */
export const sharedContract = (n) => `import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, listFields, optionalId } from '../../../shared/fields';
import { NOTE_MAX, STATUSES, TITLE_MAX } from './items';

/*
 * The ${n.name} calls, declared once for both tiers (issue 41): the server's routes take method,
 * path and request from here and must answer what \`answer\` says; the console's facade takes its
 * types from here with \`import type\` (zod stays out of its bundle); /openapi.json lists them.
 */

const item = z.object({
  id: z.number(),
  title: z.string(),
  note: z.string(),
  status: z.enum(STATUSES),
  /** The staff account that added it (null once that account is gone). */
  createdBy: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const itemContracts = {
  list: defineContract({
    method: 'POST',
    path: '/${n.api}/list',
    summary: 'The ${n.name} items, filtered by title and status',
    body: z.object({
      ...listFields(20, ['id', 'updatedAt']),
      title: z.preprocess(blank, z.string().trim().max(100).optional()),
      status: z.preprocess(blank, z.enum(STATUSES).optional()),
    }),
    answer: pageOf(item),
  }),
  save: defineContract({
    method: 'POST',
    path: '/${n.api}/save',
    summary: 'Adds an item, or edits one when id is given',
    body: z.object({
      id: optionalId,
      title: z.string({ error: '${n.name}_title_length' }).trim().min(1, { error: '${n.name}_title_length' }).max(TITLE_MAX, { error: '${n.name}_title_length' }),
      note: z.preprocess((v) => v ?? '', z.string().trim().max(NOTE_MAX, { error: '${n.name}_note_length' })),
      status: z.enum(STATUSES),
    }),
    answer: z.object({ id: z.number() }),
  }),
  summary: defineContract({
    method: 'POST',
    path: '/${n.api}/summary',
    summary: 'How many items are open and closed (the Home card)',
    answer: z.object({ open: z.number(), closed: z.number() }),
  }),
};
`;

/** @param {Names} n */
export const sharedAuditLabels = (n) => `import type { AuditLabels } from '../../../shared/auditLabels';

/** Names of the operation-log codes the ${n.name} server writes (its server module and console manifest both carry them). */
export const auditLabels: AuditLabels = {
  actions: { '${n.name}.save': ['保存${n.zhTitle}', 'Save an entry of ${n.enTitle}'] },
  targets: { ${n.table}: ['${n.zhTitle}', '${n.enTitle} entry'] },
};
`;

/** @param {Names} n */
export const serverTables = (n) => `import type { Generated } from 'kysely';
import type { ItemStatus } from '../shared/items';

/** Row type of migration ${n.migration}. Times epoch ms UTC. */
export interface ${n.pascal}ItemTable {
  id: Generated<number>;
  title: string;
  note: string;
  status: ItemStatus;
  /** The staff account that added it. */
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

// The core's database type gains this plugin's table by declaration merging: no core file names it.
declare module '../../../server/db/schema' {
  interface DB {
    ${n.table}: ${n.pascal}ItemTable;
  }
}
`;

/** @param {Names} n */
export const serverMigrations = (n) => `import type { Migration } from 'kysely';
import type { DialectName } from '../../../server/db/database';
import { migrationHelpers } from '../../../server/db/migrations/helpers';

/** The plugin's migrations, by name; their numbers keep their place among the core's. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  const { create, index } = migrationHelpers(dialect);
  return {
    '${n.migration}': {
      async up(db) {
        await create(db, '${n.table}')
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_by', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await index(db, '${n.table}', 'status', 'id');
      },
      async down(db) {
        await db.schema.dropTable('${n.table}').execute();
      },
    },
  };
}
`;

/** @param {Names} n */
export const serverMessages = (n) => `import type { Catalogue } from '../../../server/http/catalogue';

/** The ${n.name} plugin's server messages, in both console languages. */
export const ${n.camel}Messages = {
  ${n.name}_title_length: { en: 'Title: 1 to {max} characters', zh: '标题：1 到 {max} 个字符' },
  ${n.name}_note_length: { en: 'Note: at most {max} characters', zh: '备注：最多 {max} 个字符' },
} satisfies Catalogue;
`;

/** @param {Names} n */
export const serverRoutes = (n) => `import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute, type Route } from '../../../server/http/route';
import { itemContracts as contracts } from '../shared/itemContract';
import { ${n.constant}_MENU } from '../shared/menu';

/** Every route here is the list screen's: a caller needs its menu right. */
const LIST = ${listRight(n)};

const sort = defineSort({ columns: { id: '${n.table}.id', updatedAt: '${n.table}.updated_at' }, defaultField: 'id', defaultOrder: 'desc' });

/** ${n.leaf}: the list with its filters, adding and editing an item, and the Home card's counts. Administrators only. */
export const ${n.camel}Routes: Route[] = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST.path,
    async handler({ db, body }) {
      const filtered = db.selectFrom('${n.table}').leftJoin('staff_user', 'staff_user.id', '${n.table}.created_by')
        .$if(body.title !== undefined, (q) => q.where(containsText('${n.table}.title', body.title as string)))
        .$if(body.status !== undefined, (q) => q.where('${n.table}.status', '=', body.status as 'open' | 'closed'));
      return pagedList(db, {
        query: filtered,
        select: (q) => q.select([
          '${n.table}.id', '${n.table}.title', '${n.table}.note', '${n.table}.status', 'staff_user.username as createdBy',
          '${n.table}.created_at as createdAt', '${n.table}.updated_at as updatedAt',
        ]),
        sort,
        page: body,
      });
    },
  }),

  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST.path,
    writes: { action: '${n.name}.save', targetType: '${n.table}' },
    async handler({ db, caller, body, now, audit }) {
      const values = { title: body.title, note: body.note, status: body.status, updated_at: now };
      if (body.id !== undefined) {
        const before = await db.selectFrom('${n.table}').selectAll().where('id', '=', body.id).executeTakeFirst();
        if (!before) throw new ApiError('A0404', 'not_found');
        await db.updateTable('${n.table}').set(values).where('id', '=', body.id).execute();
        audit({ targetId: body.id, before, after: { ...before, ...values } });
        return { id: body.id };
      }
      const inserted = await db.insertInto('${n.table}').values({ ...values, created_by: caller.staffId, created_at: now }).returning('id').executeTakeFirstOrThrow();
      audit({ targetId: Number(inserted.id), after: values });
      return { id: Number(inserted.id) };
    },
  }),

  defineRoute({
    contract: contracts.summary,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST.path,
    async handler({ db }) {
      const rows = await db.selectFrom('${n.table}').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
      return { open: count('open'), closed: count('closed') };
    },
  }),
];
`;

/** @param {Names} n */
export const serverSeed = (n) => `import type { Database } from '../../../server/db/database';

const HOUR = 3_600_000;
const TITLES = ['Check the weekend promotion texts', 'Agent asks for a new QR code', 'Review the Diwali banner', 'Member reports a late UTR', 'Close last month\\'s cases', 'Translate the new notice'];

/** Demo rows, written once per demo database (plugin/installModules.ts). */
export async function seed${n.pascal}(db: Database, { now }: { now: number }): Promise<void> {
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const rows = TITLES.map((title, i) => ({
    title,
    note: '',
    status: i % 3 === 2 ? ('closed' as const) : ('open' as const),
    created_by: admin?.id ?? null,
    created_at: now - (TITLES.length - i) * 6 * HOUR,
    updated_at: now - (TITLES.length - i) * 6 * HOUR,
  }));
  await db.insertInto('${n.table}').values(rows).execute();
}
`;

/** @param {Names} n */
export const serverCounters = (n) => `import type { ModuleCounter } from '../../../server/plugin/serverModule';
import { OPEN_COUNT } from '../shared/items';
import { ${n.constant}_MENU } from '../shared/menu';

/** Open items: the badge on the list's menu leaf and in the top bar. */
export const ${n.camel}Counters: Record<string, ModuleCounter> = {
  [OPEN_COUNT]: {
    menu: ${listRight(n)}.path,
    count: async (db) => {
      const row = await db.selectFrom('${n.table}').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow();
      return Number(row.n);
    },
  },
};
`;

/** @param {Names} n */
export const serverModule = (n) => `import { defineServerModule } from '../../../server/plugin/serverModule';
import { auditLabels } from '../shared/auditLabels';
import { ${n.constant}_MENU_TREE } from '../shared/menu';
import { ${n.camel}Counters } from './counters';
import { ${n.camel}Messages } from './messages';
import { migrations } from './migrations';
import { ${n.camel}Routes } from './routes';
import { seed${n.pascal} } from './seed';
import './tables';

/** The ${n.name} plugin's server half. */
export default defineServerModule({
  name: '${n.name}',
  routes: ${n.camel}Routes,
  messages: { ${n.camel}: ${n.camel}Messages },
  menu: ${n.constant}_MENU_TREE,
  migrations,
  seed: seed${n.pascal},
  counters: ${n.camel}Counters,
  auditLabels,
});
`;

/** @param {Names} n */
export const consoleCalls = (n) => `import { defineActions, useActions, type ContractActions } from '${n.up}dataProvider';
import type { PayloadOf } from '${n.up}shared/contract';
import type { itemContracts } from './shared/itemContract';

/** What the add/edit dialog sends (the list is the resource's getList). */
export type ItemPayload = PayloadOf<typeof itemContracts.save>;

/** The ${n.name} screens' calls besides the list, typed by their contracts. */
export type ${n.pascal}Actions = ContractActions<Pick<typeof itemContracts, 'save' | 'summary'>>;

export const ${n.camel}Actions = defineActions<${n.pascal}Actions>({
  save: { path: '${n.api}/save' },
  summary: { path: '${n.api}/summary' },
});

export const RESOURCE = '${n.resource}';
export const use${n.pascal}Calls = () => useActions(RESOURCE, ${n.camel}Actions);
`;

/** @param {Names} n */
export const consoleForm = (n) => `import { NOTE_MAX, TITLE_MAX, type ItemRecord, type ItemStatus } from './shared/items';
import type { ItemPayload } from './calls';

/** The add/edit form's values. */
export interface ItemFormValues {
  title: string;
  note: string;
  status: ItemStatus;
}

export const formValuesOf = (record: ItemRecord | null): ItemFormValues => ({ title: record?.title ?? '', note: record?.note ?? '', status: record?.status ?? 'open' });

/** The form's problems, as i18n keys by field (the server checks the same limits). */
export function validateItem(values: ItemFormValues): Partial<Record<keyof ItemFormValues, string>> {
  const errors: Partial<Record<keyof ItemFormValues, string>> = {};
  const title = values.title.trim();
  if (title.length < 1 || title.length > TITLE_MAX) errors.title = '${n.name}.form.titleLength';
  if (values.note.trim().length > NOTE_MAX) errors.note = '${n.name}.form.noteLength';
  return errors;
}

export const payloadOf = (values: ItemFormValues, id?: number): ItemPayload => ({ id, title: values.title.trim(), note: values.note.trim(), status: values.status });
`;

/** @param {Names} n */
export const consoleDialog = (n) => `import { SelectInput, TextInput } from 'react-admin';
import { FormDialog } from '${n.up}src';
import { use${n.pascal}Calls } from './calls';
import { formValuesOf, payloadOf, validateItem, type ItemFormValues } from './form';
import { STATUSES, type ItemRecord } from './shared/items';

const testId = (id: string) => ({ htmlInput: { 'data-testid': id } });

/** Adds an item, or edits one (title, note, open or closed). */
export function ItemDialog({ record, onClose, onDone }: { record: ItemRecord | null; onClose(): void; onDone(): void }) {
  const calls = use${n.pascal}Calls();
  return (
    <FormDialog<ItemFormValues>
      title={record ? '${n.name}.edit' : '${n.name}.add'}
      defaultValues={formValuesOf(record)}
      validate={(values) => validateItem(values as ItemFormValues)}
      success="${n.name}.saved"
      saveTestId="${n.kebab}-save"
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) => calls.save(payloadOf(values, record?.id))}
    >
      <TextInput source="title" label="${n.name}.col.title" slotProps={testId('${n.kebab}-title')} />
      <TextInput source="note" label="${n.name}.col.note" multiline minRows={2} />
      <SelectInput source="status" label="${n.name}.col.status" choices={STATUSES.map((s) => ({ id: s, name: \`${n.name}.status.\${s}\` }))} />
    </FormDialog>
  );
}
`;

/** @param {Names} n */
export const consoleList = (n) => `import { useState } from 'react';
import { Box, Button, Chip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, BombayDateField, DataTable, ListPagination, useCanWrite } from '${n.up}src';
import { RESOURCE } from './calls';
import { ItemDialog } from './ItemDialog';
import { STATUSES, type ItemRecord } from './shared/items';

type Open = { record: ItemRecord | null } | null;

const filters = [
  <TextInput key="title" source="title" label="${n.name}.col.title" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="${n.name}.col.status" alwaysOn choices={STATUSES.map((s) => ({ id: s, name: \`${n.name}.status.\${s}\` }))} />,
];

function Empty({ onAdd }: { onAdd?: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} data-testid="${n.kebab}-empty">
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('${n.name}.empty')}</Typography>
      {onAdd && <Button startIcon={<AddIcon />} onClick={onAdd}>{translate('${n.name}.add')}</Button>}
    </Box>
  );
}

/** ${n.leaf}: the items, newest first, filtered by title and state; add and edit. */
export default function ItemList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(RESOURCE, ['admin']);
  const [open, setOpen] = useState<Open>(null);
  const add = canWrite ? () => setOpen({ record: null }) : undefined;
  return (
    <List resource={RESOURCE} title="${n.name}.menu.${n.leaf}" perPage={20} sort={{ field: 'id', order: 'DESC' }} filters={filters} exporter={false}
      pagination={<ListPagination />} empty={<Empty onAdd={add} />}
      actions={<TopToolbar>{add && <Button startIcon={<AddIcon />} onClick={add} data-testid="${n.kebab}-add">{translate('${n.name}.add')}</Button>}</TopToolbar>}>
      <DataTable<ItemRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="${n.name}.col.id" />
        <DataTable.Col source="title" label="${n.name}.col.title" disableSort />
        <DataTable.Col source="status" label="${n.name}.col.status" disableSort
          render={(r: ItemRecord) => <Chip size="small" color={r.status === 'open' ? 'warning' : 'default'} label={translate(\`${n.name}.status.\${r.status}\`)} />} />
        <DataTable.Col source="createdBy" label="${n.name}.col.createdBy" disableSort />
        <DataTable.Col source="updatedAt" label="${n.name}.col.updatedAt"><BombayDateField source="updatedAt" /></DataTable.Col>
        {canWrite && (
          <DataTable.Col label="${n.name}.col.actions" className={ACTIONS_COLUMN} disableSort render={(r: ItemRecord) => (
            <Button size="small" onClick={() => setOpen({ record: r })} data-testid={\`${n.kebab}-edit-\${r.id}\`}>{translate('ra.action.edit')}</Button>
          )} />
        )}
      </DataTable>
      {open && <ItemDialog record={open.record} onClose={() => setOpen(null)} onDone={refresh} />}
    </List>
  );
}
`;

/** @param {Names} n */
export const consoleCard = (n) => `import { Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatCount } from '${n.up}src';
import { menuUrl } from '${n.up}shared/menuUrl';
import { use${n.pascal}Calls } from './calls';
import { ${n.constant}_MENU } from './shared/menu';

/** Home's card: open and closed items, a click away from the list. */
export default function SummaryCard() {
  const translate = useTranslate();
  const calls = use${n.pascal}Calls();
  const { data, isError } = useQuery({ queryKey: ['${n.name}', 'summary'], queryFn: () => calls.summary() });
  return (
    <Card variant="outlined" data-testid="${n.kebab}-card">
      <CardActionArea component={Link} to={menuUrl(${listRight(n)}.path)}>
        <CardContent>
          <Typography variant="subtitle2" color="text.secondary">{translate('${n.name}.card.title')}</Typography>
          {isError ? (
            <Typography color="error">{translate('${n.name}.card.error')}</Typography>
          ) : !data ? (
            <Skeleton width="60%" />
          ) : (
            <Stack direction="row" spacing={3}>
              <Typography variant="h5">{translate('${n.name}.card.open', { count: formatCount(data.open) })}</Typography>
              <Typography variant="h5" color="text.secondary">{translate('${n.name}.card.closed', { count: formatCount(data.closed) })}</Typography>
            </Stack>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
`;

/** @param {Names} n @param {'zh' | 'en'} lang */
export const consoleMessages = (n, lang) => {
  const zh = lang === 'zh';
  const t = zh
    ? {
        section: n.zhTitle,
        leaf: `${n.zhTitle}列表`,
        add: '新增',
        edit: '编辑',
        saved: '已保存',
        empty: '还没有记录',
        titleLength: `标题长度 1 到 60 个字符`,
        noteLength: '备注最多 500 个字符',
        id: 'ID',
        title: '标题',
        note: '备注',
        status: '状态',
        createdBy: '创建人',
        updatedAt: '更新时间',
        actions: '操作',
        open: '处理中',
        closed: '已关闭',
        card: n.zhTitle,
        cardOpen: '%{count} 条处理中',
        cardClosed: '%{count} 条已关闭',
        cardError: '加载失败',
        badge: `待处理${n.zhTitle}`,
        resource: n.zhTitle,
      }
    : {
        section: n.enTitle,
        leaf: `All ${n.enTitle.toLowerCase()}`,
        add: 'Add',
        edit: 'Edit',
        saved: 'Saved',
        empty: 'No items yet',
        titleLength: 'Title: 1 to 60 characters',
        noteLength: 'Note: at most 500 characters',
        id: 'ID',
        title: 'Title',
        note: 'Note',
        status: 'State',
        createdBy: 'Added by',
        updatedAt: 'Updated',
        actions: 'Actions',
        open: 'Open',
        closed: 'Closed',
        card: n.enTitle,
        cardOpen: '%{count} open',
        cardClosed: '%{count} closed',
        cardError: 'Could not load',
        badge: `Open ${n.enTitle.toLowerCase()}`,
        resource: n.enTitle,
      };
  const q = (s) => JSON.stringify(s).replace(/^"|"$/g, "'").replace(/\\"/g, '"');
  return `import type { Messages } from '${n.up}src';

/** The ${n.name} plugin's texts (in ${zh ? 'Chinese' : 'English'}; the same keys in ${zh ? 'English' : 'Chinese'} beside it). */
const messages: Messages = {
  ${n.name}: {
    menu: { ${n.section}: ${q(t.section)}, ${n.leaf}: ${q(t.leaf)} },
    add: ${q(t.add)}, edit: ${q(t.edit)}, saved: ${q(t.saved)}, empty: ${q(t.empty)}, badge: ${q(t.badge)},
    form: { titleLength: ${q(t.titleLength)}, noteLength: ${q(t.noteLength)} },
    col: { id: ${q(t.id)}, title: ${q(t.title)}, note: ${q(t.note)}, status: ${q(t.status)}, createdBy: ${q(t.createdBy)}, updatedAt: ${q(t.updatedAt)}, actions: ${q(t.actions)} },
    status: { open: ${q(t.open)}, closed: ${q(t.closed)} },
    card: { title: ${q(t.card)}, open: ${q(t.cardOpen)}, closed: ${q(t.cardClosed)}, error: ${q(t.cardError)} },
  },
  resources: { ${n.resource}: { name: ${q(t.resource)} } },
};
export default messages;
`;
};

/** @param {Names} n */
export const consoleIndex = (n) => `import AssignmentIcon from '@mui/icons-material/Assignment';
import { definePlugin, lazyScreen, menuFromTree } from '${n.up}src';
import { menuUrl } from '${n.up}shared/menuUrl';
import { ${n.camel}Actions, RESOURCE } from './calls';
import { OPEN_COUNT } from './shared/items';
import { ${n.constant}_MENU, ${n.constant}_MENU_NODES } from './shared/menu';

/**
 * ${n.section}: ${n.enTitle.toLowerCase()} items, their badge and a Home card (administrators).
 * The menu draws the tree of shared/menu.ts, which the server module hands its catalogue too.
 */
export default definePlugin({
  name: '${n.name}',
  menu: menuFromTree('${n.name}', ${n.constant}_MENU_NODES, {
    ${n.section}: { icon: AssignmentIcon, roles: ['admin'], children: { ${n.leaf}: { screen: { resource: RESOURCE } } } },
  }),
  resources: [{ name: RESOURCE, list: lazyScreen(() => import('./ItemList')), endpoints: { getList: '${n.api}/list' }, actions: ${n.camel}Actions }],
  badges: [{ key: OPEN_COUNT, count: OPEN_COUNT, icon: AssignmentIcon, title: '${n.name}.badge', to: menuUrl(${listRight(n)}.path), roles: ['admin'] }],
  dashboardWidgets: [{ key: '${n.name}', component: lazyScreen(() => import('./SummaryCard')), roles: ['admin'], width: 4, order: 50 }],
  messages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.auditLabels),
});
`;

/** @param {Names} n */
export const unitTest = (n) => `import en from '../../messages.en';
import zh from '../../messages.zh';
import { formValuesOf, payloadOf, validateItem } from '../../form';
import plugin from '../../index';
import { ${n.constant}_MENU_TREE } from '../../shared/menu';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, above = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [\`\${above}\${k}\`] : keys(v, \`\${above}\${k}.\`)));

describe('${n.name}: the console half', () => {
  it('has the same text keys in zh and en', () => {
    expect(keys(zh as Tree).sort()).toEqual(keys(en as Tree).sort());
  });

  it('refuses a blank or long title and a long note, as the server does', () => {
    expect(validateItem({ title: '  ', note: '', status: 'open' })).toEqual({ title: '${n.name}.form.titleLength' });
    expect(validateItem({ title: 'x'.repeat(61), note: 'y'.repeat(501), status: 'open' })).toEqual({ title: '${n.name}.form.titleLength', note: '${n.name}.form.noteLength' });
    expect(validateItem({ title: 'Fine', note: '', status: 'closed' })).toEqual({});
  });

  it('sends trimmed values and the id of the item edited', () => {
    expect(payloadOf({ ...formValuesOf(null), title: ' New ' })).toEqual({ id: undefined, title: 'New', note: '', status: 'open' });
    expect(payloadOf(formValuesOf({ id: 3, title: 'T', note: 'n', status: 'closed', createdBy: null, createdAt: 0, updatedAt: 0 }), 3).id).toBe(3);
  });

  it('draws the menu the server grants (one tree in shared/menu.ts), the badge opening its list', () => {
    expect(plugin.menu.map((node) => [node.name, node.children?.map((c) => c.name)])).toEqual(${n.constant}_MENU_TREE.map((node) => [node.title, node.children?.map((c) => c.title)]));
    expect(plugin.badges?.[0].to).toBe('/${n.section}/${n.leaf}');
  });
});
`;

/** @param {Names} n */
export const serverTest = (n) => `import { SETUP_TIMEOUT, startServer, type TestServer } from '${n.upTests}tests/server/helpers/server';
import { OPEN_COUNT } from '../../shared/items';

let server: TestServer;
let admin: string;
let franchisee: string;
beforeAll(async () => {
  server = await startServer();
  [admin, franchisee] = await Promise.all([server.login('admin'), server.login('franchisee')]);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown = {}) => server.call(path, { body, token });

describe('${n.name}: the server half', () => {
  it('lists the seeded items to an administrator, newest first, and filters them', async () => {
    const all = await post('/${n.api}/list', admin);
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(6);
    const ids = all.body.data.list.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const closed = await post('/${n.api}/list', admin, { status: 'closed' });
    expect(closed.body.data.list.every((r: { status: string }) => r.status === 'closed')).toBe(true);
  });

  it('adds and edits an item, and counts it on the badge', async () => {
    const before = (await post('/chance_home_page/auditReminder', admin)).body.data[OPEN_COUNT];
    const added = await post('/${n.api}/save', admin, { title: ' A new item ', note: '', status: 'open' });
    expect(added.body.code).toBe(200);
    const id = added.body.data.id;
    expect((await post('/chance_home_page/auditReminder', admin)).body.data[OPEN_COUNT]).toBe(before + 1);
    expect((await post('/${n.api}/save', admin, { id, title: 'Done', note: 'closed', status: 'closed' })).body.code).toBe(200);
    const row = (await post('/${n.api}/list', admin, { title: 'Done' })).body.data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ title: 'Done', status: 'closed', createdBy: 'admin' });
    expect((await post('/chance_home_page/auditReminder', admin)).body.data[OPEN_COUNT]).toBe(before);
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const total = (await post('/${n.api}/list', admin)).body.data.total;
    for (const body of [{ title: '', status: 'open' }, { title: 'x'.repeat(61), status: 'open' }, { title: 'ok', status: 'lost' }, { title: 'ok', note: 'n'.repeat(501), status: 'open' }]) {
      const answer = await post('/${n.api}/save', admin, body);
      expect(answer.body.code).not.toBe(200);
      expect(answer.body.msg).toMatch(/\\S/);
    }
    expect((await post('/${n.api}/list', admin)).body.data.total).toBe(total);
  });

  it('keeps other roles out: the menu is granted to administrators only', async () => {
    expect((await post('/${n.api}/list', franchisee)).body.code).toBe('A0301');
    expect((await post('/${n.api}/save', franchisee, { title: 'x', status: 'open' })).body.code).toBe('A0301');
  });
});
`;

/** @param {Names} n */
export const e2eTest = (n) => `import { expect, test } from '@playwright/test';
import { login, shot, switchLanguage } from './helpers';

// The ${n.name} plugin as an administrator meets it: its menu, the seeded items, adding one, and its Home card.
test('an administrator opens ${n.leaf}, adds an item and finds it counted (zh and en)', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByTestId('${n.kebab}-card')).toBeVisible();
  await page.goto('/${n.section}/${n.leaf}');
  await expect(page.locator('.RaDataTable-tableWrapper tbody tr').first()).toBeVisible();
  const title = \`E2E ${n.name} \${Date.now()}\`;
  await page.getByTestId('${n.kebab}-add').click();
  await page.getByTestId('${n.kebab}-title').fill(title);
  await page.getByTestId('${n.kebab}-save').click();
  await expect(page.getByText(title)).toBeVisible();
  await shot(page, '${n.name}-zh');
  await switchLanguage(page, 'en');
  await expect(page.getByText('All ${n.enTitle.toLowerCase()}').first()).toBeVisible();
  await shot(page, '${n.name}-en');
});
`;
