import { useState } from 'react';
import { Box, Card, CardContent } from '@mui/material';
import { ColumnsButton, FilterButton, List, SavedQueriesList, TopToolbar, useRefresh } from 'react-admin';
import { ACTIONS_COLUMN, DataTable, ExportButton, ListPagination, useCanWrite, PopupFilters, usePopupList } from '../../../src';
import { MEMBER_WRITERS, type MemberDialogKind, type MemberRecord } from './memberCalls';
import { ChangeAgentDialog } from './ChangeAgentDialog';
import { AuditQuotaDialog } from './AuditQuotaDialog';
import { BulkActions } from './BulkActions';
import { DEFAULT_HIDDEN, MEMBER_TABLE_COLUMNS, memberColumnElements } from './columns';
import { ConfirmMemberAction, isConfirmKind } from './ConfirmMemberAction';
import { EditMemberDialog } from './EditMemberDialog';
import { memberFilters } from './filters';
import { RemarksDialog } from './RemarksDialog';
import { RowActions } from './RowActions';
import { TagDialog } from './TagDialog';

const STORE_KEY = 'member.formal.columns';
// DataTable children in order: the data columns, then the actions column (no source).
const EXPORT_COLUMNS = [...MEMBER_TABLE_COLUMNS.map((c) => c.source), null];

/** Saved queries beside the table on wide screens; on phones they stay in the filter button's menu. */
function SavedQueries() {
  return (
    <Card sx={{ display: { xs: 'none', xl: 'block' }, order: -1, mr: 1, mt: 8, width: 200, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <SavedQueriesList />
      </CardContent>
    </Card>
  );
}

function MemberDialog({ dialog, onClose }: { dialog: { kind: MemberDialogKind; record: MemberRecord }; onClose(): void }) {
  const refresh = useRefresh();
  const { kind, record } = dialog;
  if (isConfirmKind(kind)) return <ConfirmMemberAction kind={kind} record={record} onClose={onClose} onDone={refresh} />;
  switch (kind) {
    case 'edit':
      return <EditMemberDialog record={record} onClose={onClose} onDone={refresh} />;
    case 'changeAgent':
      return <ChangeAgentDialog record={record} onClose={onClose} onDone={refresh} />;
    case 'auditQuota':
      return <AuditQuotaDialog record={record} onClose={onClose} onDone={refresh} />;
    case 'tag':
      return <TagDialog ids={[record.id]} current={record.customerTag} onClose={onClose} onDone={refresh} />;
    case 'remarks':
      return <RemarksDialog record={record} onClose={onClose} onDone={refresh} />;
    default:
      return null;
  }
}

/** vip / formal: real members, server-paged, filtered, sorted and scoped (agents see their downline, read-only). */
export default function MemberList() {
  const canWrite = useCanWrite('member', MEMBER_WRITERS);
  const [dialog, setDialog] = useState<{ kind: MemberDialogKind; record: MemberRecord } | null>(null);
  return (
    <Box data-testid="member-list">
      <List
        resource="member"
        title="account.menu.formal"
        perPage={20}
        sort={{ field: 'id', order: 'DESC' }}
        filters={memberFilters}
        exporter={false}
        aside={<SavedQueries />}
        pagination={<ListPagination />}
        actions={
          <TopToolbar>
            <FilterButton />
            <ColumnsButton storeKey={STORE_KEY} />
            <ExportButton
              storeKey={STORE_KEY}
              columns={EXPORT_COLUMNS}
              defaultHidden={DEFAULT_HIDDEN}
              label="account.members.export"
              selectedLabel="account.members.exportSelected"
            />
          </TopToolbar>
        }
        {...usePopupList()}
      >
        <PopupFilters />
        <DataTable<MemberRecord>
          storeKey={STORE_KEY}
          hiddenColumns={DEFAULT_HIDDEN}
          rowClick={false}
          bulkActionButtons={
            <BulkActions canWrite={canWrite} exportColumns={EXPORT_COLUMNS} storeKey={STORE_KEY} defaultHidden={DEFAULT_HIDDEN} />
          }
        >
          {memberColumnElements()}
          <DataTable.Col<MemberRecord>
            label="account.members.actions"
            className={ACTIONS_COLUMN}
            render={(r) => <RowActions record={r} canWrite={canWrite} onOpen={(kind, record) => setDialog({ kind, record })} />}
          />
        </DataTable>
      </List>
      {dialog && <MemberDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </Box>
  );
}
