import { Link } from '@mui/material';
import { List, SelectInput, TextInput, useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BombayDateField, DataTable, ListPagination, MoneyField } from '../../../../src';
import type { MemberRecord } from '../memberCalls';

const VIP_LEVELS = Array.from({ length: 11 }, (_, i) => ({ id: i, name: `VIP ${i}` }));
const filters = [
  <TextInput key="username" source="username" label="account.members.columns.username" alwaysOn resettable />,
  <SelectInput key="vipLevel" source="vipLevel" label="account.members.columns.vipLevel" choices={VIP_LEVELS} alwaysOn />,
];

function Account({ record }: { record: MemberRecord }) {
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'member', id: record.id, type: 'show' })}>
      {record.username}
    </Link>
  );
}

/**
 * memberintegral and vipInfo: the member list seen by points or by VIP standing (the rules
 * themselves belong to the VIP plugin; this shows what is on the member).
 */
function MemberStandingList({ resource, title, sortField }: { resource: string; title: string; sortField: 'points' | 'vipLevel' }) {
  return (
    <List
      resource={resource}
      title={title}
      perPage={20}
      sort={{ field: sortField, order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
    >
      <DataTable<MemberRecord> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="account.members.columns.id" />
        <DataTable.Col source="username" label="account.members.columns.username" render={(r: MemberRecord) => <Account record={r} />} />
        <DataTable.Col source="nickname" label="account.members.columns.nickname" disableSort />
        <DataTable.Col source="vipLevel" label="account.members.columns.vipLevel" />
        <DataTable.Col source="points" label="account.members.columns.points" />
        <DataTable.Col source="totalBet" label="account.members.columns.totalBet">
          <MoneyField source="totalBet" />
        </DataTable.Col>
        <DataTable.Col source="totalRecharge" label="account.members.columns.totalRecharge">
          <MoneyField source="totalRecharge" />
        </DataTable.Col>
        <DataTable.Col source="lastLoginAt" label="account.members.columns.lastLoginAt">
          <BombayDateField source="lastLoginAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export default function PointsList() {
  return <MemberStandingList resource="memberPoints" title="account.menu.memberintegral" sortField="points" />;
}

export function VipInfoList() {
  return <MemberStandingList resource="memberVip" title="account.menu.vipInfo" sortField="vipLevel" />;
}
