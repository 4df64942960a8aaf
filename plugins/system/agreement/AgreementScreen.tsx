import { useState } from 'react';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, ResourceContextProvider, SelectInput, TopToolbar, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ACTIONS_COLUMN, BombayDateField, ConfirmActionButton, DataTable, ListPagination, useCanWrite } from '../../../src';
import {
  AGREEMENT_LANGS,
  AGREEMENT_STATES,
  AGREEMENT_VIEWS,
  useAgreementCalls,
  type AgreementRecord,
  type AgreementState,
  type AgreementView,
} from '../systemCalls';
import { AgreementDialog, LANG_CHOICES } from './AgreementDialog';
import { AgreementPreview } from './AgreementPreview';

const STATE_CHOICES = AGREEMENT_STATES.map((id) => ({ id, name: `system.agreement.states.${id}` }));
const STATE_COLORS: Record<AgreementState, 'success' | 'info' | 'default'> = { published: 'success', draft: 'info', retired: 'default' };

const filters = [
  <SelectInput key="lang" source="lang" label="system.agreement.lang" choices={LANG_CHOICES} alwaysOn />,
  <SelectInput key="state" source="state" label="system.agreement.state" choices={STATE_CHOICES} alwaysOn />,
];

type Open = { kind: 'add'; from?: AgreementRecord } | { kind: 'preview'; record: AgreementRecord } | null;

function RowActions({
  view,
  record,
  canWrite,
  onOpen,
}: {
  view: AgreementView;
  record: AgreementRecord;
  canWrite: boolean;
  onOpen(open: Open): void;
}) {
  const translate = useTranslate();
  const calls = useAgreementCalls(view);
  const notify = useNotify();
  const refresh = useRefresh();
  const lang = translate(`system.agreement.langs.${record.lang}`);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onOpen({ kind: 'preview', record })} data-testid={`agreement-preview-${record.id}`}>
        {translate('system.agreement.preview')}
      </Button>
      {canWrite && (
        <Button size="small" onClick={() => onOpen({ kind: 'add', from: record })} data-testid={`agreement-copy-${record.id}`}>
          {translate('system.agreement.copy')}
        </Button>
      )}
      {canWrite && record.state !== 'published' && (
        <ConfirmActionButton
          label="system.agreement.publish"
          title="system.agreement.publishTitle"
          content="system.agreement.publishConfirm"
          color="warning"
          translateOptions={{ version: record.version, lang }}
          data-testid={`agreement-publish-${record.id}`}
          onConfirm={async () => {
            await calls.publish({ id: record.id });
            notify('system.agreement.published', { type: 'success', messageArgs: { version: record.version, lang } });
            refresh();
          }}
        />
      )}
    </Box>
  );
}

/** Which version each content language shows members now. */
function PublishedNow({ view }: { view: AgreementView }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<AgreementRecord>(view.resource, {
    filter: { state: 'published' },
    pagination: { page: 1, perPage: AGREEMENT_LANGS.length },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  if (isPending) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1, flexWrap: 'wrap' }} data-testid="agreement-published-now">
      <Typography variant="body2" color="text.secondary">
        {translate('system.agreement.publishedNow')}
      </Typography>
      {AGREEMENT_LANGS.map((lang) => {
        const current = data?.find((v) => v.lang === lang);
        const label = `${translate(`system.agreement.langs.${lang}`)} · ${
          current ? translate('system.agreement.versionN', { version: current.version }) : translate('system.agreement.nonePublished')
        }`;
        return (
          <Chip
            key={lang}
            size="small"
            variant="outlined"
            color={current ? 'success' : 'warning'}
            label={label}
            data-testid={`agreement-now-${lang}`}
          />
        );
      })}
    </Stack>
  );
}

/**
 * registration_agreement (and the Information section's regprotocolEdit): the member registration
 * agreement per content language in numbered versions, who wrote and published each; write a new
 * version, preview it as the app shows it, publish it in place of the current one.
 */
export function AgreementScreen({ view }: { view: AgreementView }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const canWrite = useCanWrite(view.resource, ['admin']);
  const [open, setOpen] = useState<Open>(null);
  return (
    <ResourceContextProvider value={view.resource}>
      <Box data-testid="agreement-list">
        <PublishedNow view={view} />
        <List
          title={view.title}
          perPage={20}
          filters={filters}
          exporter={false}
          empty={false}
          disableSyncWithLocation
          storeKey={`system.${view.resource}`}
          sort={{ field: 'createdAt', order: 'DESC' }}
          pagination={<ListPagination />}
          actions={
            <TopToolbar>
              {canWrite && (
                <Button startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'add' })} data-testid="agreement-add">
                  {translate('system.agreement.add')}
                </Button>
              )}
            </TopToolbar>
          }
        >
          <DataTable<AgreementRecord>
            bulkActionButtons={false}
            rowClick={false}
            empty={<div style={{ padding: 16 }}>{translate('system.agreement.empty')}</div>}
          >
            <DataTable.Col
              source="lang"
              label="system.agreement.lang"
              disableSort
              render={(r: AgreementRecord) => translate(`system.agreement.langs.${r.lang}`)}
            />
            <DataTable.Col
              source="version"
              label="system.agreement.version"
              render={(r: AgreementRecord) => translate('system.agreement.versionN', { version: r.version })}
            />
            <DataTable.Col
              source="state"
              label="system.agreement.state"
              disableSort
              render={(r: AgreementRecord) => (
                <Chip
                  size="small"
                  color={STATE_COLORS[r.state]}
                  label={translate(`system.agreement.states.${r.state}`)}
                  data-testid={`agreement-state-${r.id}`}
                />
              )}
            />
            <DataTable.Col source="createdBy" label="system.agreement.createdBy" disableSort />
            <DataTable.Col source="createdAt" label="system.agreement.createdAt">
              <BombayDateField source="createdAt" />
            </DataTable.Col>
            <DataTable.Col
              source="publishedBy"
              label="system.agreement.publishedBy"
              disableSort
              render={(r: AgreementRecord) => r.publishedBy ?? ''}
            />
            <DataTable.Col source="publishedAt" label="system.agreement.publishedAt" disableSort>
              <BombayDateField source="publishedAt" />
            </DataTable.Col>
            <DataTable.Col
              label="system.agreement.actions"
              className={ACTIONS_COLUMN}
              render={(r: AgreementRecord) => <RowActions view={view} record={r} canWrite={canWrite} onOpen={setOpen} />}
            />
          </DataTable>
        </List>
      </Box>
      {open?.kind === 'add' && (
        <AgreementDialog view={view} lang={open.from?.lang} content={open.from?.content} onClose={() => setOpen(null)} onDone={refresh} />
      )}
      {open?.kind === 'preview' && <AgreementPreview record={open.record} onClose={() => setOpen(null)} />}
    </ResourceContextProvider>
  );
}

export default function RegistrationAgreementScreen() {
  return <AgreementScreen view={AGREEMENT_VIEWS.system} />;
}

export function RegprotocolScreen() {
  return <AgreementScreen view={AGREEMENT_VIEWS.information} />;
}
