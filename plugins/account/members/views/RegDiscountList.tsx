import { Chip, Link } from '@mui/material';
import { List, SelectInput, TextInput, useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { BombayDateField, DataTable, ListPagination, MoneyField } from '../../../../src';
import type { RegistDiscountRow as Discount } from '../memberCalls';

const STATUSES = [0, 1, 2].map((id) => ({ id, name: `account.members.detailTabs.discount.statuses.${id}` }));
const filters = [
  <TextInput key="username" source="username" label="account.members.columns.username" alwaysOn resettable />,
  <SelectInput key="status" source="status" label="account.members.detailTabs.discount.status" choices={STATUSES} alwaysOn />,
];

/** reg_preferential_management: members' registration discounts; granting and cancelling happen on the member detail's discount tab. */
export default function RegDiscountList() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <List
      resource="memberRegDiscount"
      title="account.menu.reg_preferential_management"
      perPage={20}
      sort={{ field: 'id', order: 'DESC' }}
      filters={filters}
      exporter={false}
      pagination={<ListPagination />}
    >
      <DataTable<Discount> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" label="account.members.columns.id" />
        <DataTable.Col
          source="username"
          label="account.members.columns.username"
          disableSort
          render={(r: Discount) => (
            <Link component={RouterLink} to={`${createPath({ resource: 'member', id: r.id, type: 'show' })}/discount`}>
              {r.username}
            </Link>
          )}
        />
        <DataTable.Col source="amount" label="account.members.detailTabs.discount.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col
          source="multipleX100"
          label="account.members.detailTabs.discount.multiple"
          disableSort
          render={(r: Discount) => `${r.multipleX100 / 100}×`}
        />
        <DataTable.Col
          source="status"
          label="account.members.detailTabs.discount.status"
          disableSort
          render={(r: Discount) => (
            <Chip
              size="small"
              color={r.status === 1 ? 'success' : r.status === 2 ? 'default' : 'warning'}
              label={translate(`account.members.detailTabs.discount.statuses.${r.status}`)}
            />
          )}
        />
        <DataTable.Col source="grantedAt" label="account.members.detailTabs.discount.at" disableSort>
          <BombayDateField source="grantedAt" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="account.members.columns.createdAt" disableSort>
          <BombayDateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
