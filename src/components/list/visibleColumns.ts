import { useStore } from 'react-admin';

/**
 * The columns a DataTable shows, in the order shown, as ColumnsButton leaves them in the store:
 * `storeKey` holds the hidden sources, `${storeKey}_columnRanks` the order of the children.
 * `columns` lists the DataTable's children in declaration order (null for columns without a
 * source, such as actions), so ranks index into it exactly as they index the children.
 */
export function visibleColumns(
  columns: readonly (string | null)[],
  hidden: readonly string[],
  ranks: readonly number[] | undefined,
): string[] {
  const order =
    ranks && ranks.length > 0 ? [...ranks, ...columns.map((_, i) => i).filter((i) => !ranks.includes(i))] : columns.map((_, i) => i);
  return order.flatMap((i) => {
    const source = columns[i];
    return source && !hidden.includes(source) ? [source] : [];
  });
}

export function useVisibleColumns(storeKey: string, columns: readonly (string | null)[], defaultHidden: readonly string[] = []): string[] {
  const [hidden] = useStore<string[]>(storeKey, [...defaultHidden]);
  const [ranks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  return visibleColumns(columns, hidden ?? [], ranks);
}
