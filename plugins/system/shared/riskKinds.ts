/** What a risk-list entry names, and which of those kinds the withdrawal hold can match (both tiers). */
export const RISK_KINDS = ['ip', 'device', 'bank_account', 'upi', 'member'] as const;
export type RiskKind = (typeof RISK_KINDS)[number];

/** What a withdrawal can be matched on: the member, the IP it came from, its bank account or UPI payee. */
export const HOLD_KINDS = ['member', 'ip', 'bank_account', 'upi'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];
