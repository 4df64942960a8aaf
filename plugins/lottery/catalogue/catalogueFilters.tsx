import { SelectInput, useGetList } from 'react-admin';
import type { LotteryTypeRecord } from './catalogueCalls';

/** The lottery type filter of the catalogue's lists: every lottery type by its own name. */
export function useLotteryTypeFilter(label: string) {
  const types = useGetList<LotteryTypeRecord>('lotteryCatalogueType', { pagination: { page: 1, perPage: 100 } });
  return (
    <SelectInput
      key="lotteryTypeId"
      source="lotteryTypeId"
      label={label}
      alwaysOn
      translateChoice={false}
      choices={(types.data ?? []).map((t) => ({ id: t.id, name: t.name }))}
    />
  );
}

/** An on/off filter over `source` (0 on, 1 off, as the catalogue stores a game's or a play's state). */
export const onOffFilter = (source: string, label: string) => (
  <SelectInput
    key={source}
    source={source}
    label={label}
    alwaysOn
    choices={[
      { id: 0, name: 'lottery.catalogue.on' },
      { id: 1, name: 'lottery.catalogue.off' },
    ]}
  />
);
