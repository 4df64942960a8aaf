import { useState } from 'react';
import { Box, Chip, Stack } from '@mui/material';
import { ColumnsButton, List, SelectInput, TextInput, TopToolbar, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ACTIONS_COLUMN, BombayDateField, DataTable, GuardedButton, ListPagination, PopupFilters, usePopupList } from '../../../src';
import type { ApplicationRecord } from './agentCalls';
import { ReviewDialog } from './ReviewDialog';

// What the reviewer decides on stays (applicant, type, message, status); id, station, parent,
// promotion site and the review trail are one click away in the column chooser, so it fits 1440 px.
const COLUMNS_KEY = 'account.agents.applications.columns';
const HIDDEN = ['id', 'stationName', 'parentUsername', 'promotionSite', 'reviewedBy', 'reviewNote'];

const STATUS_COLOR = { 0: 'warning', 1: 'success', 2: 'default' } as const;

function useFilters() {
  const translate = useTranslate();
  return [
    <SelectInput
      key="status"
      source="status"
      label="account.agents.col.status"
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={[0, 1, 2].map((id) => ({ id, name: translate(`account.agents.appStatus.${id}`) }))}
    />,
    <TextInput key="usernameKeyword" source="usernameKeyword" label="account.agents.filter.keyword" alwaysOn />,
    <TextInput key="phone" source="phone" label="account.agents.col.phone" />,
    <SelectInput
      key="agentType"
      source="agentType"
      label="account.agents.col.agentType"
      choices={[
        { id: 'online', name: translate('account.agents.type.online') },
        { id: 'offline', name: translate('account.agents.type.offline') },
      ]}
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
        title="account.menu.agent_application"
        filters={filters}
        filterDefaultValues={{ status: 0 }}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={20}
        exporter={false}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <ColumnsButton storeKey={COLUMNS_KEY} />
          </TopToolbar>
        }
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<ApplicationRecord & RaRecord> rowClick={false} bulkActionButtons={false} storeKey={COLUMNS_KEY} hiddenColumns={HIDDEN}>
          <DataTable.Col source="id" label="account.agents.col.id" />
          <DataTable.Col source="username" label="account.agents.col.username" />
          <DataTable.Col source="phone" label="account.agents.col.phone" disableSort />
          <DataTable.Col source="realName" label="account.agents.col.realName" disableSort />
          <DataTable.Col
            source="agentType"
            label="account.agents.col.agentType"
            disableSort
            render={(r) => translate(`account.agents.type.${r.agentType}`)}
          />
          <DataTable.Col source="stationName" label="account.agents.col.station" disableSort />
          <DataTable.Col source="parentUsername" label="account.agents.col.parent" disableSort render={(r) => r.parentUsername ?? '-'} />
          <DataTable.Col source="promotionSite" label="account.agents.col.promotionSite" disableSort />
          <DataTable.Col source="message" label="account.agents.col.message" disableSort />
          <DataTable.Col source="createdAt" label="account.agents.col.createdAt">
            <BombayDateField source="createdAt" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            label="account.agents.col.status"
            render={(r) => (
              <Chip size="small" color={STATUS_COLOR[r.status as 0 | 1 | 2]} label={translate(`account.agents.appStatus.${r.status}`)} />
            )}
          />
          <DataTable.Col source="reviewedBy" label="account.agents.col.reviewedBy" disableSort render={(r) => r.reviewedBy ?? '-'} />
          <DataTable.Col source="reviewNote" label="account.agents.col.reviewNote" disableSort />
          <DataTable.Col
            label="account.agents.col.actions"
            className={ACTIONS_COLUMN}
            render={(r) =>
              r.status === 0 ? (
                <Stack direction="row" spacing={1}>
                  <GuardedButton
                    size="small"
                    variant="contained"
                    data-testid={`approve-${r.id}`}
                    onClick={() => setReview({ record: r as ApplicationRecord, decision: 'approve' })}
                  >
                    {translate('account.agents.approve')}
                  </GuardedButton>
                  <GuardedButton
                    size="small"
                    color="error"
                    data-testid={`reject-${r.id}`}
                    onClick={() => setReview({ record: r as ApplicationRecord, decision: 'reject' })}
                  >
                    {translate('account.agents.reject')}
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
