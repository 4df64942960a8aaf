/** What a member's action log records (server/memberLog/memberActions.ts writes it; the log list filters by it). */
export const MEMBER_ACTIONS = [
  'deposit_submit',
  'withdrawal_submit',
  'bet_place',
  'profile_update',
  'bank_bind',
  'password_change',
  'fund_password_change',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];
