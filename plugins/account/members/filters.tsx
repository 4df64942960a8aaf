import { SelectInput, TextInput } from 'react-admin';
import { BombayDayInput } from '../../../src';

/*
 * Filters of the member lists. Dates are Bombay calendar days turned into epoch-ms bounds by
 * BombayDayInput, so the server compares instants: "from" is the day's start, "to" the next day's
 * start (exclusive), whatever the browser's own time zone.
 */

const YES_NO = [
  { id: 1, name: 'account.members.filters.yes' },
  { id: 0, name: 'account.members.filters.no' },
];
const CLASSES = ['A', 'B', 'C', 'D'].map((c) => ({ id: c, name: c }));
const VIP_LEVELS = Array.from({ length: 11 }, (_, i) => ({ id: i, name: `VIP ${i}` }));

const col = (key: string) => `account.members.columns.${key}`;

export const memberFilters = [
  <TextInput key="username" source="username" label={col('username')} alwaysOn resettable />,
  <TextInput key="phone" source="phone" label={col('phone')} alwaysOn resettable />,
  <TextInput key="nickname" source="nickname" label={col('nickname')} resettable />,
  <TextInput key="agentName" source="agentName" label={col('agentName')} resettable />,
  <SelectInput key="vipLevel" source="vipLevel" label={col('vipLevel')} choices={VIP_LEVELS} />,
  <SelectInput key="customerClass" source="customerClass" label={col('customerClass')} choices={CLASSES} />,
  <TextInput key="customerTag" source="customerTag" label={col('customerTag')} resettable />,
  <SelectInput key="status" source="status" label={col('status')} choices={YES_NO} />,
  <SelectInput key="online" source="online" label={col('online')} choices={YES_NO} />,
  <SelectInput key="firstCharged" source="firstCharged" label={col('firstCharged')} choices={YES_NO} />,
  <BombayDayInput key="registerStart" source="registerStart" label="account.members.filters.registerStart" bound="start" />,
  <BombayDayInput key="registerEnd" source="registerEnd" label="account.members.filters.registerEnd" bound="end" />,
  <BombayDayInput key="loginStart" source="loginStart" label="account.members.filters.loginStart" bound="start" />,
  <BombayDayInput key="loginEnd" source="loginEnd" label="account.members.filters.loginEnd" bound="end" />,
  <TextInput key="registerIp" source="registerIp" label={col('registerIp')} resettable />,
  <TextInput key="registerDevice" source="registerDevice" label={col('registerDevice')} resettable />,
];
