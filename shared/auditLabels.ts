/*
 * Names of the operation log's action codes and target types, in zh and en. A plugin declares
 * the codes its server half writes (`writes: { action, targetType }` and `audit({ action })`) in
 * its shared/ folder; its server module and its console manifest both carry the same object, so the
 * server's test can prove every written code is named and the log screen names codes of any plugin.
 */

/** A name in each console language. */
export type LabelPair = readonly [zh: string, en: string];

export interface AuditLabels {
  actions: Readonly<Record<string, LabelPair>>;
  targets: Readonly<Record<string, LabelPair>>;
}

/** Several owners' labels as one, refusing a code two owners name (one would silently hide the other). */
export function mergeAuditLabels(owned: readonly { owner: string; labels: AuditLabels }[]): AuditLabels {
  const actions: Record<string, LabelPair> = {};
  const targets: Record<string, LabelPair> = {};
  const owners = new Map<string, string>();
  for (const { owner, labels } of owned) {
    for (const [kind, into, from] of [
      ['action', actions, labels.actions],
      ['target type', targets, labels.targets],
    ] as const) {
      for (const [code, pair] of Object.entries(from)) {
        const first = owners.get(`${kind} ${code}`);
        if (first !== undefined) throw new Error(`Operation log ${kind} "${code}" is named by both ${first} and ${owner}`);
        owners.set(`${kind} ${code}`, owner);
        into[code] = pair;
      }
    }
  }
  return { actions, targets };
}

/** One language's names, as the console's texts hold them (`audit.actions.<code>`, `audit.targets.<type>`). */
export function auditLabelTexts(
  labels: AuditLabels,
  locale: 'zh' | 'en',
): { actions: Record<string, string>; targets: Record<string, string> } {
  const at = locale === 'zh' ? 0 : 1;
  const pick = (table: Readonly<Record<string, LabelPair>>) =>
    Object.fromEntries(Object.entries(table).map(([code, pair]) => [code, pair[at]]));
  return { actions: pick(labels.actions), targets: pick(labels.targets) };
}
