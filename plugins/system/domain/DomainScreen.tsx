import { useState } from 'react';
import { Alert, Box, Button, Chip, Link } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  AutocompleteInput,
  ColumnsButton,
  List,
  ReferenceInput,
  ResourceContextProvider,
  SelectInput,
  TextInput,
  TopToolbar,
  required,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import {
  ACTIONS_COLUMN,
  ConfirmActionButton,
  DataTable,
  FormDialog,
  ListPagination,
  formatBombay,
  searchBy,
  useCanWrite,
} from '../../../src';
import { useDomainCalls, type DomainPayload, type DomainRecord } from '../systemCalls';
import { domainFormErrors } from './domainForm';

const MENU = 'system_management/domain';
const TYPE_CHOICES = ['common', 'app'].map((id) => ({ id, name: `system.domain.types.${id}` }));
const STATUS_CHOICES = [0, 1].map((id) => ({ id, name: `system.domain.statuses.${id}` }));
const FLAG_CHOICES = [1, 0].map((id) => ({ id, name: `system.domain.flags.${id}` }));

const filters = [
  <TextInput key="name" source="name" label="system.domain.name" alwaysOn resettable />,
  <SelectInput key="type" source="type" label="system.domain.type" choices={TYPE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="system.domain.status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="promotion" source="promotion" label="system.domain.promotion" choices={FLAG_CHOICES} alwaysOn />,
  <TextInput key="agent" source="agent" label="system.domain.agent" resettable />,
];

/** The agent picker starts empty (null) until an agent is chosen. */
type Form = Omit<DomainPayload, 'id' | 'agentId'> & { agentId?: number | null };

function DomainDialog({ record, onClose, onDone }: { record?: DomainRecord; onClose(): void; onDone(): void }) {
  const calls = useDomainCalls();
  const translate = useTranslate();
  const bound = record?.agentId != null;
  return (
    <FormDialog<Form>
      title={record ? 'system.domain.editTitle' : 'system.domain.addTitle'}
      record={record}
      success="system.domain.saved"
      saveTestId="domain-save"
      defaultValues={{
        name: record?.name ?? '',
        type: record?.type ?? 'common',
        promotion: record?.promotion ?? 0,
        display: record?.display ?? 1,
        remark: record?.remark ?? '',
        agentId: null,
      }}
      validate={(values) => domainFormErrors(values as Form, bound)}
      onClose={onClose}
      onDone={onDone}
      onSubmit={(values) =>
        calls.save({
          ...(record ? { id: record.id } : {}),
          name: values.name.trim(),
          type: values.type,
          promotion: Number(values.promotion),
          display: Number(values.display),
          remark: (values.remark ?? '').trim(),
          ...(values.agentId ? { agentId: values.agentId } : {}),
        })
      }
    >
      <TextInput source="name" label="system.domain.name" fullWidth slotProps={{ htmlInput: { 'data-testid': 'domain-name' } }} />
      <SelectInput source="type" label="system.domain.type" choices={TYPE_CHOICES} validate={required()} fullWidth />
      <SelectInput source="promotion" label="system.domain.promotion" choices={FLAG_CHOICES} validate={required()} fullWidth />
      <SelectInput source="display" label="system.domain.display" choices={FLAG_CHOICES} validate={required()} fullWidth />
      <TextInput source="remark" label="system.domain.remark" fullWidth />
      {bound ? (
        <Alert severity="info">
          {record?.agentName} · {translate('system.domain.keepBinding')}
        </Alert>
      ) : (
        <ReferenceInput source="agentId" reference="domainAgentChoice" perPage={20}>
          <AutocompleteInput
            label="system.domain.bindAgent"
            optionText="username"
            filterToQuery={searchBy('usernameKeyword')}
            helperText={translate('system.domain.bindHelp')}
            fullWidth
          />
        </ReferenceInput>
      )}
    </FormDialog>
  );
}

function RowActions({ record, canWrite, onEdit }: { record: DomainRecord; canWrite: boolean; onEdit(): void }) {
  const calls = useDomainCalls();
  const refresh = useRefresh();
  const notify = useNotify();
  const translate = useTranslate();
  const next = record.status === 0 ? 1 : 0;
  const label = next === 1 ? 'system.domain.disable' : 'system.domain.enable';
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      <Button size="small" disabled={!canWrite} onClick={onEdit} data-testid={`domain-edit-${record.id}`}>
        {translate('system.domain.edit')}
      </Button>
      <ConfirmActionButton
        label={label}
        color={next === 1 ? 'warning' : 'success'}
        disabled={!canWrite || (next === 1 && record.agentId !== null)}
        title={label}
        content="system.domain.confirmStatus"
        translateOptions={{ action: translate(label), name: record.name }}
        data-testid={`domain-status-${record.id}`}
        onConfirm={async () => {
          await calls.status({ id: record.id, status: next });
          notify('system.domain.statusDone', { type: 'success' });
          refresh();
        }}
      />
      {record.agentId !== null && (
        <ConfirmActionButton
          label="system.domain.unbind"
          color="error"
          disabled={!canWrite}
          title="system.domain.unbindTitle"
          content="system.domain.confirmUnbind"
          translateOptions={{ name: record.name, agent: record.agentName ?? '' }}
          data-testid={`domain-unbind-${record.id}`}
          onConfirm={async () => {
            await calls.unbind({ id: record.id });
            notify('system.domain.unbound', { type: 'success' });
            refresh();
          }}
        />
      )}
    </Box>
  );
}

/** domain: the site's web and app domains, their flags, and the agent whose promotion link a domain carries. */
const COLUMNS_KEY = 'system.domains.columns';

export default function DomainScreen() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(MENU, ['admin']);
  const [editing, setEditing] = useState<{ record?: DomainRecord } | null>(null);
  const flag = (value: number) => translate(`system.domain.flags.${value}`);
  return (
    <ResourceContextProvider value="siteDomain">
      <Box data-testid="domain-list">
        <List
          title="system.menu.domain"
          perPage={20}
          filters={filters}
          exporter={false}
          empty={false}
          disableSyncWithLocation
          storeKey="system.domains"
          sort={{ field: 'id', order: 'ASC' }}
          pagination={<ListPagination />}
          actions={
            <TopToolbar>
              <ColumnsButton storeKey={COLUMNS_KEY} />
              <Button startIcon={<AddIcon />} disabled={!canWrite} onClick={() => setEditing({})} data-testid="domain-add">
                {translate('system.domain.add')}
              </Button>
            </TopToolbar>
          }
        >
          {/* Remark and update time wait behind the column chooser: the rest fits 1440 px beside the pinned actions. */}
          <DataTable<DomainRecord>
            bulkActionButtons={false}
            rowClick={false}
            storeKey={COLUMNS_KEY}
            hiddenColumns={['remark', 'updateTime']}
          >
            <DataTable.Col source="name" label="system.domain.name" />
            <DataTable.Col
              source="type"
              label="system.domain.type"
              disableSort
              render={(r: DomainRecord) => translate(`system.domain.types.${r.type}`)}
            />
            <DataTable.Col
              source="status"
              label="system.domain.status"
              disableSort
              render={(r: DomainRecord) => (
                <Chip size="small" color={r.status === 0 ? 'success' : 'default'} label={translate(`system.domain.statuses.${r.status}`)} />
              )}
            />
            <DataTable.Col source="promotion" label="system.domain.promotion" disableSort render={(r: DomainRecord) => flag(r.promotion)} />
            <DataTable.Col source="display" label="system.domain.display" disableSort render={(r: DomainRecord) => flag(r.display)} />
            <DataTable.Col source="agentName" label="system.domain.agent" disableSort render={(r: DomainRecord) => r.agentName ?? ''} />
            <DataTable.Col
              source="promotionLink"
              label="system.domain.promotionLink"
              disableSort
              render={(r: DomainRecord) =>
                r.agentId !== null && r.promotionLink ? (
                  <Link href={r.promotionLink} target="_blank" rel="noopener noreferrer">
                    {r.promotionLink}
                  </Link>
                ) : (
                  ''
                )
              }
            />
            <DataTable.Col source="remark" label="system.domain.remark" disableSort />
            <DataTable.Col source="updateTime" label="system.domain.updateTime" render={(r: DomainRecord) => formatBombay(r.updateTime)} />
            <DataTable.Col
              label="system.domain.actions"
              className={ACTIONS_COLUMN}
              render={(r: DomainRecord) => <RowActions record={r} canWrite={canWrite} onEdit={() => setEditing({ record: r })} />}
            />
          </DataTable>
        </List>
      </Box>
      {editing && <DomainDialog record={editing.record} onClose={() => setEditing(null)} onDone={refresh} />}
    </ResourceContextProvider>
  );
}
