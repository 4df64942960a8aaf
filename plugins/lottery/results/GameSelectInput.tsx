import { SelectInput, useGetList } from 'react-admin';
import type { GameChoice } from '../lotteryCalls';

/** A filter of games (the configured order); the catalogue is small, so one page holds it. */
export function GameSelectInput({
  source = 'gameId',
  label = 'lottery.period.game',
}: {
  source?: string;
  label?: string;
  alwaysOn?: boolean;
}) {
  const { data, isPending } = useGetList<GameChoice>('lotteryGame', { pagination: { page: 1, perPage: 100 } });
  return <SelectInput source={source} label={label} choices={data ?? []} optionText="name" isPending={isPending} />;
}
