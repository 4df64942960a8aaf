import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { ConfirmActionButton, BombayDateField, DataTable, GuardedButton, ListPagination, useCanWrite } from '../../../src';
import { ColumnsButton, List, SelectInput, Title, TopToolbar, useGetIdentity, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { RejectSettingDialog } from './RejectSettingDialog';
import { AUDIT_FIELDS, useMoneySettingCalls, type SettingRequest } from './auditCalls';
import { SettingChangeDialog } from './SettingChangeDialog';
import { showSetting } from './settingFormat';

const STATUS_COLOR = { pending_approval: 'warning', applied: 'success', rejected: 'default' } as const;

/** "Normal multiple ×1 → ×1.5" for each setting a request changes. */
function Changes({ request }: { request: SettingRequest }) {
  const translate = useTranslate();
  return (
    <Box>
      {AUDIT_FIELDS.filter((f) => request.payload[f.key] !== undefined).map((f) => (
        <div key={f.key}>
          {translate(`money.audit.field.${f.key}`)}: {showSetting(f.unit, request.before[f.key])} →{' '}
          {showSetting(f.unit, request.payload[f.key])}
        </div>
      ))}
    </Box>
  );
}

function RequestQueue() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useMoneySettingCalls();
  const canReview = useCanWrite('moneySettingRequest', ['admin']);
  const { identity } = useGetIdentity();
  const [rejecting, setRejecting] = useState<SettingRequest | null>(null);
  const filters = [
    <SelectInput
      key="status"
      source="status"
      label="money.audit.col.status"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={(['pending_approval', 'applied', 'rejected'] as const).map((id) => ({ id, name: translate(`money.audit.status.${id}`) }))}
    />,
  ];
  return (
    <Box data-testid="setting-requests">
      <List
        resource="moneySettingRequest"
        title={false}
        filters={filters}
        filterDefaultValues={{ status: 'pending_approval' }}
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={10}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey="money.audit.requests.columns" />
          </TopToolbar>
        }
      >
        {/* Review time and the reject reason are one click away in the column chooser, so the default set fits 1440 px. */}
        <DataTable<SettingRequest & RaRecord>
          rowClick={false}
          bulkActionButtons={false}
          storeKey="money.audit.requests.columns"
          hiddenColumns={['reviewedAt', 'rejectReason']}
        >
          <DataTable.Col source="requestNo" label="money.audit.col.requestNo" disableSort />
          <DataTable.Col
            source="payload"
            label="money.audit.col.changes"
            disableSort
            render={(r) => <Changes request={r as SettingRequest} />}
          />
          <DataTable.Col source="maker" label="money.audit.col.maker" disableSort />
          <DataTable.Col source="created_at" label="money.audit.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col source="checker" label="money.audit.col.checker" disableSort render={(r) => r.checker ?? '-'} />
          <DataTable.Col source="reviewedAt" label="money.audit.col.reviewedAt" disableSort>
            <BombayDateField source="reviewedAt" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label="money.audit.col.status"
            disableSort
            render={(r) => (
              <Chip
                size="small"
                color={STATUS_COLOR[r.status as SettingRequest['status']]}
                label={translate(`money.audit.status.${r.status}`)}
              />
            )}
          />
          <DataTable.Col source="rejectReason" label="money.audit.col.rejectReason" disableSort render={(r) => r.rejectReason || '-'} />
          <DataTable.Col
            label="money.audit.col.actions"
            render={(row) => {
              const r = row as SettingRequest;
              if (r.status !== 'pending_approval' || !canReview) return null;
              if (identity && identity.fullName === r.maker)
                return <Chip size="small" variant="outlined" label={translate('money.manual.awaitingOther')} />;
              return (
                <Stack direction="row" spacing={1}>
                  <ConfirmActionButton
                    label="money.audit.approve"
                    title="money.audit.approveTitle"
                    content="money.audit.approveContent"
                    translateOptions={{ requestNo: r.requestNo }}
                    data-testid={`setting-approve-${r.id}`}
                    onConfirm={async () => {
                      await calls.approve({ id: r.id });
                      refresh();
                    }}
                  />
                  <GuardedButton size="small" color="error" data-testid={`setting-reject-${r.id}`} onClick={() => setRejecting(r)}>
                    {translate('money.audit.reject')}
                  </GuardedButton>
                </Stack>
              );
            }}
          />
        </DataTable>
      </List>
      {rejecting && <RejectSettingDialog request={rejecting} onClose={() => setRejecting(null)} onDone={refresh} />}
    </Box>
  );
}

/**
 * audit_management / audit_Configuration: the turnover multiples, admin fee and withdrawal fee
 * rates and the second-review threshold. A change is a request another admin approves (or
 * rejects with a reason); the operation log keeps before and after.
 */
export default function AuditConfiguration() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const calls = useMoneySettingCalls();
  const canRequest = useCanWrite('moneySettingRequest', ['admin']);
  const settings = useQuery({ queryKey: ['moneySettingRequest', 'current'], queryFn: () => calls.get() });
  const [editing, setEditing] = useState(false);
  return (
    <Box data-testid="audit-configuration">
      <Title title="money.menu.audit_Configuration" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6">{translate('money.audit.current')}</Typography>
            {canRequest && (
              <Button variant="contained" disabled={!settings.data} onClick={() => setEditing(true)} data-testid="setting-change">
                {translate('money.audit.requestChange')}
              </Button>
            )}
          </Stack>
          {/* A settings grid, not a record list: one label and value per setting, two columns that fit a
              phone as they are, so it stays a plain table (the request queue below is a list: DataTable). */}
          <Table size="small" sx={{ maxWidth: 560 }}>
            <TableBody>
              {AUDIT_FIELDS.map((f) => (
                <TableRow key={f.key}>
                  <TableCell>{translate(`money.audit.field.${f.key}`)}</TableCell>
                  <TableCell align="right" data-testid={`current-${f.key}`}>
                    {showSetting(f.unit, settings.data?.[f.key])}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate('money.audit.requests')}
      </Typography>
      <RequestQueue />
      {editing && settings.data && <SettingChangeDialog current={settings.data} onClose={() => setEditing(false)} onDone={refresh} />}
    </Box>
  );
}
