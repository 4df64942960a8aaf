/** Keys of the VIP plugin's pending-work counts (see plugins/money/shared/badges.ts). */
export const VIP_COUNTS = {
  /** Points adjustments waiting for a checker. */
  pointsAdjustment: 'pointsAdjustment',
} as const;
