import { parseRupeesToPaise } from '../../../src';
import type { TemplateInput, TemplateRecord } from './calls';

/*
 * The template form works in rupees and percent (what an operator types); the server takes paise
 * and basis points. Percent text becomes basis points exactly (two decimals at most), never
 * through floating-point multiplication.
 */

export interface TemplateFormValues {
  name: string;
  basis: 'profit' | 'valid_bet';
  tiers: { from: string; rate: string }[];
  gameRebates: { gameId: string; rate: string }[];
  minActiveMembers: string;
  minActiveBet: string;
  deductDepositFee: boolean;
  deductWithdrawFee: boolean;
  deductBonus: boolean;
  deductRebate: boolean;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);
const percent = (bps: number) => (bps / 100).toFixed(2);

/** '12.5' → 1250; null when not a percent in [0, 100] with at most two decimals. */
export function percentToBps(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text ?? '');
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

export function toFormValues(t?: TemplateRecord): TemplateFormValues {
  const terms = t?.pending ?? t;
  return {
    name: t?.name ?? '',
    basis: terms?.basis ?? 'profit',
    tiers: (terms?.tiers ?? [{ from: 0, bps: 2_000 }]).map((x) => ({ from: rupees(x.from), rate: percent(x.bps) })),
    gameRebates: (terms?.gameRebates ?? []).map((g) => ({ gameId: String(g.gameId), rate: percent(g.bps) })),
    minActiveMembers: String(terms?.minActiveMembers ?? 0),
    minActiveBet: rupees(terms?.minActiveBet ?? 0),
    deductDepositFee: terms?.deductDepositFee ?? true,
    deductWithdrawFee: terms?.deductWithdrawFee ?? true,
    deductBonus: terms?.deductBonus ?? true,
    deductRebate: terms?.deductRebate ?? true,
  };
}

/** Form-level errors ({ field: messageKey }); empty when the values can be sent. */
export function validateTemplate(v: TemplateFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.name?.trim()) errors.name = 'ra.validation.required';
  let last = -1;
  (v.tiers ?? []).forEach((tier, i) => {
    const from = parseRupeesToPaise(String(tier?.from ?? ''));
    if (from === null) errors[`tiers.${i}.from`] = 'ra.validation.number';
    else if (from <= last) errors[`tiers.${i}.from`] = 'account.commission.v.tiersOrder';
    else last = from;
    if (percentToBps(String(tier?.rate ?? '')) === null) errors[`tiers.${i}.rate`] = 'account.commission.v.percent';
  });
  if (!v.tiers?.length) errors.tiers = 'ra.validation.required';
  (v.gameRebates ?? []).forEach((g, i) => {
    if (!/^\d+$/.test(String(g?.gameId ?? '').trim())) errors[`gameRebates.${i}.gameId`] = 'ra.validation.number';
    if (percentToBps(String(g?.rate ?? '')) === null) errors[`gameRebates.${i}.rate`] = 'account.commission.v.percent';
  });
  if (!/^\d{1,6}$/.test(String(v.minActiveMembers ?? '').trim())) errors.minActiveMembers = 'ra.validation.number';
  if (parseRupeesToPaise(String(v.minActiveBet ?? '')) === null) errors.minActiveBet = 'ra.validation.number';
  return errors;
}

export function toInput(v: TemplateFormValues, id?: number): TemplateInput {
  return {
    ...(id ? { id } : {}),
    name: v.name.trim(),
    basis: v.basis,
    tiers: v.tiers.map((t) => ({ from: parseRupeesToPaise(String(t.from)) as number, bps: percentToBps(String(t.rate)) as number })),
    gameRebates: (v.gameRebates ?? []).map((g) => ({
      gameId: Number(String(g.gameId).trim()),
      bps: percentToBps(String(g.rate)) as number,
    })),
    minActiveMembers: Number(String(v.minActiveMembers).trim()),
    minActiveBet: parseRupeesToPaise(String(v.minActiveBet)) as number,
    deductDepositFee: !!v.deductDepositFee,
    deductWithdrawFee: !!v.deductWithdrawFee,
    deductBonus: !!v.deductBonus,
    deductRebate: !!v.deductRebate,
  };
}
