import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { bombayDate, BombayDayInput } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import type { rebateContracts } from '../shared/rebateContract';
import { REBATE_STATUSES } from './rebateCalls';

/** A game of a rebate screen's filter (chance-rebate-record/games and its siblings answer the same rows). */
type GameOption = AnswerOf<typeof rebateContracts.recordGames>['list'][number];

const col = (key: string) => `money.rebate.col.${key}`;

// The games resource has its own prop name: the filter form hands every input the list's `resource`.
function GameFilter({ source, games }: { source: string; games: string; alwaysOn?: boolean }) {
  const { data, isPending } = useGetList<GameOption>(games, { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      source={source}
      label={col('game')}
      choices={data ?? []}
      optionText="name"
      isPending={isPending}
      emptyText="ra.action.clear_input_value"
    />
  );
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
    <GameFilter key="gameId" source="gameId" games={gameResource} alwaysOn />,
    <BombayDayInput key="startDate" source="startDate" label="money.rebate.filter.from" bound="date" alwaysOn />,
    <BombayDayInput key="endDate" source="endDate" label="money.rebate.filter.to" bound="date" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label={col('status')}
      alwaysOn
      emptyText="ra.action.clear_input_value"
      choices={REBATE_STATUSES.map((s) => ({ id: String(s), name: translate(`money.rebate.status.${s}`) }))}
    />,
  ];
}

/** A rate in basis points as a percentage (50 → 0.50%). */
export const formatBps = (bps: number) => `${(bps / 100).toFixed(2)}%`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The totals screens open on the last seven Bombay days, today included (the server needs a range). */
export function lastWeek(now = Date.now()): { startDate: string; endDate: string } {
  return { startDate: bombayDate(now - 6 * DAY_MS), endDate: bombayDate(now) };
}
