/** Keys of the account plugin's pending-work counts (see plugins/money/shared/badges.ts). */
export const ACCOUNT_COUNTS = { agentApplication: 'agentApplication' } as const;
