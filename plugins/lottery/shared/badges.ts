/** Keys of the lottery plugin's pending-work counts: lever requests waiting for a second admin (see plugins/money/shared/badges.ts). */
export const LOTTERY_COUNTS = { oddsRequest: 'oddsRequest', limitRequest: 'limitRequest', bandRequest: 'bandRequest' } as const;
