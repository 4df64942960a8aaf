import { Box, Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BombayDateField, ConfirmActionButton, DataTable, ListPagination, useCanWrite } from '../../../src';
import { TASK_EDIT_PATH, TASK_PERIODS, TASK_TYPES, useTaskCalls, type TaskRecord } from './taskCalls';
import { AwardText, ConditionText } from './TaskText';

const filters = [
  <TextInput key="name" source="name" label="vip.tasks.col.name" alwaysOn resettable />,
  <SelectInput
    key="type"
    source="type"
    label="vip.tasks.col.type"
    alwaysOn
    choices={TASK_TYPES.map((t) => ({ id: t, name: `vip.tasks.type.${t}` }))}
  />,
  <SelectInput
    key="period"
    source="period"
    label="vip.tasks.col.period"
    alwaysOn
    choices={TASK_PERIODS.map((p) => ({ id: p, name: `vip.tasks.period.${p}` }))}
  />,
  <SelectInput
    key="status"
    source="status"
    label="vip.tasks.col.status"
    alwaysOn
    choices={[0, 1].map((s) => ({ id: s, name: `vip.tasks.state.${s}` }))}
  />,
];

/** The task's name in the console's language, the other two beneath it (the member app shows each in its own). */
function Names({ record }: { record: TaskRecord }) {
  const locale = useLocale();
  const first = locale === 'zh' ? record.nameZh : record.nameEn;
  const rest = [locale === 'zh' ? record.nameEn : record.nameZh, record.nameHi].filter(Boolean).join(' / ');
  return (
    <span>
      {first}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8em' }}>
        {rest}
      </Box>
    </span>
  );
}

function Switch({ record }: { record: TaskRecord }) {
  const calls = useTaskCalls();
  const notify = useNotify();
  const refresh = useRefresh();
  const locale = useLocale();
  const off = record.status === 0;
  return (
    <ConfirmActionButton
      label={off ? 'vip.tasks.disable' : 'vip.tasks.enable'}
      color={off ? 'warning' : 'success'}
      title={off ? 'vip.tasks.disable' : 'vip.tasks.enable'}
      content={off ? 'vip.tasks.disableConfirm' : 'vip.tasks.enableConfirm'}
      translateOptions={{ name: locale === 'zh' ? record.nameZh : record.nameEn }}
      data-testid={`task-status-${record.id}`}
      onConfirm={() =>
        calls.status({ id: record.id, status: off ? 1 : 0 }).then(() => {
          notify(off ? 'vip.tasks.disabled' : 'vip.tasks.enabled', { type: 'success' });
          refresh();
        })
      }
    />
  );
}

// The franchisee, sort and last change are one click away in the column chooser, so the default set fits 1440 px.
const COLUMNS_KEY = 'vip.tasks.columns';

/**
 * rewardTask: the tasks members complete for an award, by sort order: names in zh / en / hi, type and condition,
 * award (money, points or a ticket), period, state and how many claims were paid; add and edit on the task's own
 * page (rewardTaskEdit), which also lists its claims and a member's progress; switch on or off with a confirmation.
 */
export default function TaskList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const canWrite = useCanWrite('rewardTask', ['admin', 'franchisee']);
  const actions = (
    <TopToolbar>
      <ColumnsButton storeKey={COLUMNS_KEY} />
      {canWrite && (
        <Button startIcon={<AddIcon />} onClick={() => navigate(TASK_EDIT_PATH)} data-testid="task-add">
          {translate('vip.tasks.add')}
        </Button>
      )}
    </TopToolbar>
  );
  return (
    <List
      resource="rewardTask"
      title="vip.menu.rewardTask"
      perPage={20}
      sort={{ field: 'sort', order: 'ASC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
      actions={actions}
      empty={false}
    >
      <DataTable<TaskRecord>
        bulkActionButtons={false}
        rowClick={false}
        storeKey={COLUMNS_KEY}
        hiddenColumns={['franchiseeName', 'sort', 'updatedAt']}
        empty={<div style={{ padding: 16 }}>{translate('vip.tasks.empty')}</div>}
      >
        <DataTable.Col source="id" label="vip.tasks.col.id" />
        <DataTable.Col source="franchiseeName" label="vip.tasks.col.franchisee" disableSort />
        <DataTable.Col source="nameZh" label="vip.tasks.col.name" disableSort render={(r: TaskRecord) => <Names record={r} />} />
        <DataTable.Col
          source="type"
          label="vip.tasks.col.type"
          disableSort
          render={(r: TaskRecord) => translate(`vip.tasks.type.${r.type}`)}
        />
        <DataTable.Col
          source="threshold"
          label="vip.tasks.col.threshold"
          disableSort
          render={(r: TaskRecord) => <ConditionText type={r.type} value={r.threshold} />}
        />
        <DataTable.Col
          source="awardAmount"
          label="vip.tasks.col.award"
          disableSort
          render={(r: TaskRecord) => <AwardText kind={r.awardKind} amount={r.awardAmount} ticketName={r.ticketName} />}
        />
        <DataTable.Col
          source="period"
          label="vip.tasks.col.period"
          disableSort
          render={(r: TaskRecord) => translate(`vip.tasks.period.${r.period}`)}
        />
        <DataTable.NumberCol source="sort" label="vip.tasks.col.sort" />
        <DataTable.NumberCol source="claims" label="vip.tasks.col.claims" disableSort />
        <DataTable.Col
          source="status"
          label="vip.tasks.col.status"
          disableSort
          render={(r: TaskRecord) => (
            <Chip
              size="small"
              color={r.status === 0 ? 'success' : 'default'}
              label={translate(`vip.tasks.state.${r.status}`)}
              data-testid={`task-state-${r.id}`}
            />
          )}
        />
        <DataTable.Col source="updatedAt" label="vip.tasks.col.updatedAt" disableSort>
          <BombayDateField source="updatedAt" />
        </DataTable.Col>
        <DataTable.Col
          label="vip.tasks.col.actions"
          disableSort
          render={(r: TaskRecord) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              <Button size="small" onClick={() => navigate(`${TASK_EDIT_PATH}?id=${r.id}`)} data-testid={`task-edit-${r.id}`}>
                {translate(canWrite ? 'ra.action.edit' : 'vip.tasks.view')}
              </Button>
              <Button size="small" onClick={() => navigate(`${TASK_EDIT_PATH}?id=${r.id}&tab=claims`)} data-testid={`task-claims-${r.id}`}>
                {translate('vip.tasks.claims')}
              </Button>
              {canWrite && <Switch record={r} />}
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
}
