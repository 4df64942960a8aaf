/** One line of an operation's before/after view. */
export interface DiffLine {
  /** Dotted path of the value ('menuList.0.title'); '' when a snapshot is not an object. */
  path: string;
  before: unknown;
  after: unknown;
  kind: 'added' | 'removed' | 'changed' | 'same';
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Leaves of a snapshot by dotted path; arrays index like objects so a changed item shows alone. */
function leaves(value: unknown, prefix: string, out: Map<string, unknown>): Map<string, unknown> {
  if (!isPlainObject(value) || Object.keys(value).length === 0) {
    if (value !== undefined && value !== null) out.set(prefix, value);
    return out;
  }
  for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/**
 * Compares the snapshots an operation-log row stores. Creations have no `before` and deletions no
 * `after`: every leaf is then added or removed. Lines keep the snapshot's own key order.
 */
export function diffSnapshots(before: unknown, after: unknown): DiffLine[] {
  const old = leaves(before, '', new Map());
  const now = leaves(after, '', new Map());
  const paths = [...new Set([...old.keys(), ...now.keys()])];
  return paths.map((path) => {
    const b = old.get(path);
    const a = now.get(path);
    const kind = !old.has(path) ? 'added' : !now.has(path) ? 'removed' : JSON.stringify(a) === JSON.stringify(b) ? 'same' : 'changed';
    return { path, before: b, after: a, kind };
  });
}
