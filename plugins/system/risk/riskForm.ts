import type { RiskKind } from '../systemCalls';

/* Client-side checks of a new risk list value, the same rules the server applies (plugins/system/server/risk/riskListRoutes.ts). */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

const RULES: Record<RiskKind, (v: string) => boolean> = {
  ip: (v) => IPV4.test(v) || (v.includes(':') && IPV6.test(v) && v.length <= 39),
  device: (v) => v.length >= 3 && v.length <= 200,
  bank_account: (v) => /^\d{6,20}$/.test(v),
  upi: (v) => /^[a-z0-9._-]{2,256}@[a-z]{2,64}$/.test(v.toLowerCase()),
  member: (v) => /^[A-Za-z0-9_]{3,32}$/.test(v),
};

/** The i18n key of what is wrong with `value` for `kind`, or undefined when it is fine. */
export function riskValueError(kind: RiskKind | undefined, value: string | undefined): string | undefined {
  const text = (value ?? '').trim();
  if (!text) return 'ra.validation.required';
  if (!kind) return undefined;
  return RULES[kind](text) ? undefined : `system.risk.v.${kind}`;
}
