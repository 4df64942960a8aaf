import type { I18nProvider } from 'ra-core';
import { formatCount } from '../format/count';

/**
 * The interpolation names that carry a count in the console's texts and react-admin's: a count
 * (`%{count} 笔`), a total (`共 %{total} 条`) and react-admin's page range (`offsetBegin`,
 * `offsetEnd`). Every message using them holds a number of things, so they are grouped here once
 * instead of at each of the hundred call sites. `smart_count` is left alone: polyglot picks the
 * plural form from it, which a grouped string would break.
 */
const COUNT_OPTIONS = ['count', 'total', 'offsetBegin', 'offsetEnd'] as const;

/**
 * The options with their whole-number counts grouped as the console groups them everywhere
 * (formatCount: Indian grouping, 1,257 and 10,000 and 1,23,456, the same in zh and en). A string is
 * left as given (a caller's own formatting, money under `total`), and so is a fraction, which is
 * not a count.
 */
export function groupCounts<T>(options: T): T {
  if (!options || typeof options !== 'object') return options;
  const given = options as Record<string, unknown>;
  let grouped: Record<string, unknown> | undefined;
  for (const name of COUNT_OPTIONS) {
    const value = given[name];
    if (typeof value === 'number' && Number.isInteger(value)) {
      grouped ??= { ...given };
      grouped[name] = formatCount(value);
    }
  }
  return (grouped ?? options) as T;
}

/** The provider, its texts' counts grouped (groupCounts) whoever asks for them. */
export function withGroupedCounts<P extends I18nProvider>(provider: P): P {
  return { ...provider, translate: (key: string, options?: unknown) => provider.translate(key, groupCounts(options)) };
}
