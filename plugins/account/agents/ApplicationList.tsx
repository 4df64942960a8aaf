import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { DataTable, List, SelectInput, TextInput, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { GuardedButton } from '../../../src/components/GuardedButton';
import { ACTIONS_COLUMN, BombayDateField, ListPagination } from '../../../src/components/list';
import type { ApplicationRecord } from './api';
import { ReviewDialog } from './ReviewDialog';

const STATUS_COLOR = { 0: 'warning', 1: 'success', 2: 'default' } as const;

function useFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      label="agents.col.status"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={[0, 1, 2].map((id) => ({ id, name: translate(`agents.appStatus.${id}`) }))}
    />,
    <TextInput key="usernameKeyword" source="usernameKeyword" label="agents.filter.keyword" alwaysOn />,
    <TextInput key="phone" source="phone" label="agents.col.phone" />,
    <SelectInput
      key="agentType"
      source="agentType"
      label="agents.col.agentType"
      choices={[{ id: 'online', name: translate('agents.type.online') }, { id: 'offline', name: translate('agents.type.offline') }]}
    />,
  ];
}

/** shareholder / agent_application: pending applications first (status 0), approve or reject each. */
export default function ApplicationList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const filters = useFilters();
  const [review, setReview] = useState<{ record: ApplicationRecord; decision: 'approve' | 'reject' } | null>(null);
  return (
    <Box data-testid="agent-application-list">
      <List
        resource="agentApplication"
        title="menu.agent_application"
        filters={filters}
        filterDefaultValues={{ status: 0 }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
      >
        <DataTable<ApplicationRecord & RaRecord> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="id" label="agents.col.id" />
          <DataTable.Col source="username" label="agents.col.username" />
          <DataTable.Col source="phone" label="agents.col.phone" disableSort />
          <DataTable.Col source="realName" label="agents.col.realName" disableSort />
          <DataTable.Col source="agentType" label="agents.col.agentType" disableSort render={(r) => translate(`agents.type.${r.agentType}`)} />
          <DataTable.Col source="stationName" label="agents.col.station" disableSort />
          <DataTable.Col source="parentUsername" label="agents.col.parent" disableSort render={(r) => r.parentUsername ?? '-'} />
          <DataTable.Col source="promotionSite" label="agents.col.promotionSite" disableSort />
          <DataTable.Col source="message" label="agents.col.message" disableSort />
          <DataTable.Col source="createdAt" label="agents.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label="agents.col.status"
            render={(r) => <Chip size="small" color={STATUS_COLOR[r.status as 0 | 1 | 2]} label={translate(`agents.appStatus.${r.status}`)} />}
          />
          <DataTable.Col source="reviewedBy" label="agents.col.reviewedBy" disableSort render={(r) => r.reviewedBy ?? '-'} />
          <DataTable.Col source="reviewNote" label="agents.col.reviewNote" disableSort />
          <DataTable.Col
            label="agents.col.actions" className={ACTIONS_COLUMN}
            render={(r) =>
              r.status === 0 ? (
                <Stack direction="row" spacing={1}>
                  <GuardedButton size="small" variant="contained" data-testid={`approve-${r.id}`} onClick={() => setReview({ record: r as ApplicationRecord, decision: 'approve' })}>
                    {translate('agents.approve')}
                  </GuardedButton>
                  <GuardedButton size="small" color="error" data-testid={`reject-${r.id}`} onClick={() => setReview({ record: r as ApplicationRecord, decision: 'reject' })}>
                    {translate('agents.reject')}
                  </GuardedButton>
                </Stack>
              ) : null
            }
          />
        </DataTable>
      </List>
      {review && <ReviewDialog record={review.record} decision={review.decision} onClose={() => setReview(null)} onDone={refresh} />}
    </Box>
  );
}
