/*
 * The points ledger's vocabulary, for the server's writers and the console's integral_detail alike:
 * the kinds of change, and the reasons a row's ref records with the parameters each one carries.
 * Every writer builds its ref with pointsRef, and the console reads it back with parsePointsRef and
 * shows it as a sentence (vip.points.reason.*); a unit test keeps both languages' sentences
 * complete for every reason, so the screen never shows a raw key such as task:8:2026-12-01:2287.
 */

export const POINTS_KINDS = [
  'sign_in',
  'sign_in_streak',
  'profile',
  'register',
  'deposit',
  'bet',
  'promotion',
  'redeem',
  'adjust',
  'vip',
] as const;
export type PointsKind = (typeof POINTS_KINDS)[number];

/** Each reason with the parameters of its ref, in the order they are written after it (reason:p1:p2…). */
export const POINTS_REASONS = {
  register: ['memberId'],
  deposit: ['orderNo'],
  task: ['taskId', 'period', 'memberId'],
  vip_upgrade: ['memberId', 'level'],
  adjust: ['requestId'],
  lucky_draw: ['drawId'],
} as const satisfies Record<string, readonly string[]>;
export type PointsReason = keyof typeof POINTS_REASONS;
export const POINTS_REASON_KEYS = Object.keys(POINTS_REASONS) as [PointsReason, ...PointsReason[]];

type Params<R extends PointsReason> = Record<(typeof POINTS_REASONS)[R][number], string | number>;

/** The ref a points row of `reason` is written with: the reason, then its parameters, colon-separated. */
export function pointsRef<R extends PointsReason>(reason: R, params: Params<R>): string {
  const names: readonly string[] = POINTS_REASONS[reason];
  return [reason, ...names.map((name) => String((params as Record<string, string | number>)[name]))].join(':');
}

/** A ref's reason and parameters, or null for a ref no writer makes (shown as it is). */
export function parsePointsRef(ref: string): { reason: PointsReason; params: Record<string, string> } | null {
  const [head, ...rest] = ref.split(':');
  if (!Object.hasOwn(POINTS_REASONS, head)) return null;
  const reason = head as PointsReason;
  const names: readonly string[] = POINTS_REASONS[reason];
  if (rest.length !== names.length) return null;
  return { reason, params: Object.fromEntries(names.map((name, i) => [name, rest[i]])) };
}

/** The range of refs of one reason (ref >= from and ref < to): every ref of it starts with `reason:`. */
export function pointsRefRange(reason: PointsReason): { from: string; to: string } {
  // ';' is the character after ':', so the range holds exactly the refs that begin `reason:`.
  return { from: `${reason}:`, to: `${reason};` };
}
