import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { BombayDayInput } from '../../../src';
import { REBATE_STATUSES } from './rebateCalls';

const col = (key: string) => `money.rebate.col.${key}`;

function GameFilter({ source, resource }: { source: string; resource: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<{ id: number; name: string }>(resource, { pagination: { page: 1, perPage: 100 } });
  return <SelectInput source={source} label={col('game')} choices={data ?? []} optionText="name" isPending={isPending} emptyText="ra.action.clear_input_value" />;
}

/**
 * The filters the three rebate screens share: member (name or id), game, the Bombay business-day
 * range (both days included, sent as 'YYYY-MM-DD' like the records' business_date) and status.
 */
export function useRebateFilters(gameResource: string) {
  const translate = useTranslate();
  return [
    <TextInput key="username" source="username" label={col('username')} alwaysOn resettable />,
    <TextInput key="memberId" source="memberId" label={col('memberId')} resettable />,
    <GameFilter key="gameId" source="gameId" resource={gameResource} alwaysOn />,
    <BombayDayInput key="startDate" source="startDate" label="money.rebate.filter.from" bound="date" alwaysOn />,
    <BombayDayInput key="endDate" source="endDate" label="money.rebate.filter.to" bound="date" alwaysOn />,
    <SelectInput
      key="status" source="status" label={col('status')} alwaysOn emptyText="ra.action.clear_input_value"
      choices={REBATE_STATUSES.map((s) => ({ id: String(s), name: translate(`money.rebate.status.${s}`) }))}
    />,
  ];
}

/** A rate in basis points as a percentage (50 → 0.50%). */
export const formatBps = (bps: number) => `${(bps / 100).toFixed(2)}%`;
