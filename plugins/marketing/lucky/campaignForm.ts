import { fromBombayLocal, parseRupeesToPaise, toBombayLocal } from '../../../src';
import type { CampaignPayload, CampaignRecord, PrizeKind } from '../luckyCalls';

export const MAX_PRIZES = 20;
export const MAX_TOTAL_WEIGHT = 1_000_000_000;

/** The campaign window's Bombay wall-clock text ('YYYY-MM-DDTHH:mm', the date-time input's 'local' value) and back. */
export const parseBombayLocal = (text: string | null | undefined): number | null => fromBombayLocal((text ?? '').trim());
export const bombayLocal = (ms: number) => toBombayLocal(ms);

export interface PrizeFormValues {
  name: string;
  kind: PrizeKind;
  amount: string;
  ticketId?: number | null;
  weight: string;
  stock: string;
}

export interface CampaignFormValues {
  franchiseeId?: number | null;
  stationId?: number | null;
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
  minVipLevel: string;
  minDeposit: string;
  dailyLimit: string;
  prizes: PrizeFormValues[];
}

const wholeIn = (t: string | undefined, min: number, max: number) =>
  /^\d{1,10}$/.test((t ?? '').trim()) && Number(t) >= min && Number(t) <= max;

export function formValuesOf(r: CampaignRecord | null, now: number = Date.now()): CampaignFormValues {
  const hour = Math.ceil(now / 3_600_000) * 3_600_000;
  return {
    franchiseeId: r?.franchiseeId ?? null,
    stationId: r?.stationId ?? null,
    name: r?.name ?? '',
    description: r?.description ?? '',
    startsAt: bombayLocal(r?.startsAt ?? hour),
    endsAt: bombayLocal(r?.endsAt ?? hour + 7 * 86_400_000),
    minVipLevel: String(r?.minVipLevel ?? 0),
    minDeposit: ((r?.minDeposit ?? 0) / 100).toFixed(2),
    dailyLimit: String(r?.dailyLimit ?? 1),
    prizes: r
      ? r.prizes.map((p) => ({
          name: p.name,
          kind: p.kind,
          ticketId: p.ticketId,
          weight: String(p.weight),
          stock: p.stock === null ? '' : String(p.stock),
          amount: p.kind === 'money' ? (p.amount / 100).toFixed(2) : p.kind === 'points' ? String(p.amount) : '',
        }))
      : [{ name: '', kind: 'money', amount: '', ticketId: null, weight: '1', stock: '' }],
  };
}

/** Whole-form checks, with keys as react-admin reads them (prizes.0.weight …). */
export function validateCampaign(values: CampaignFormValues, needsFranchisee: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = (values.name ?? '').trim();
  if (name.length < 1 || name.length > 40) errors.name = 'marketing.lucky.nameLength';
  if (needsFranchisee && !values.franchiseeId) errors.franchiseeId = 'marketing.lucky.franchiseeRequired';
  const start = parseBombayLocal(values.startsAt);
  const end = parseBombayLocal(values.endsAt);
  if (start === null) errors.startsAt = 'marketing.lucky.timeInvalid';
  if (end === null) errors.endsAt = 'marketing.lucky.timeInvalid';
  else if (start !== null && end <= start) errors.endsAt = 'marketing.lucky.endAfterStart';
  if (!wholeIn(values.minVipLevel, 0, 99)) errors.minVipLevel = 'marketing.lucky.vipInvalid';
  if (parseRupeesToPaise(values.minDeposit ?? '') === null) errors.minDeposit = 'marketing.lucky.amountInvalid';
  if (!wholeIn(values.dailyLimit, 1, 1000)) errors.dailyLimit = 'marketing.lucky.dailyInvalid';
  const prizes = values.prizes ?? [];
  if (prizes.length < 1 || prizes.length > MAX_PRIZES) errors.prizes = 'marketing.lucky.prizeCount';
  let total = 0;
  prizes.forEach((p, i) => {
    const at = (field: string, key: string) => {
      errors[`prizes.${i}.${field}`] = key;
    };
    const n = (p?.name ?? '').trim().length;
    if (n < 1 || n > 40) at('name', 'marketing.lucky.prizeNameLength');
    if (!wholeIn(p?.weight, 1, MAX_TOTAL_WEIGHT)) at('weight', 'marketing.lucky.weightInvalid');
    else total += Number(p.weight);
    if ((p?.stock ?? '').trim() !== '' && !wholeIn(p.stock, 0, 10_000_000)) at('stock', 'marketing.lucky.stockInvalid');
    if (p?.kind === 'money') {
      const paise = parseRupeesToPaise(p.amount ?? '');
      if (paise === null || paise <= 0) at('amount', 'marketing.lucky.amountPositive');
    }
    if (p?.kind === 'points' && !wholeIn(p.amount, 1, 100_000_000)) at('amount', 'marketing.lucky.pointsInvalid');
    if (p?.kind === 'ticket' && !p.ticketId) at('ticketId', 'marketing.lucky.ticketRequired');
  });
  if (total > MAX_TOTAL_WEIGHT) errors.prizes = 'marketing.lucky.weightTotal';
  return errors;
}

export function payloadOf(values: CampaignFormValues, id?: number): CampaignPayload {
  return {
    ...(id === undefined ? (values.franchiseeId ? { franchiseeId: values.franchiseeId } : {}) : { id }),
    ...(values.stationId ? { stationId: values.stationId } : {}),
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    startsAt: parseBombayLocal(values.startsAt) as number,
    endsAt: parseBombayLocal(values.endsAt) as number,
    minVipLevel: Number(values.minVipLevel),
    minDeposit: parseRupeesToPaise(values.minDeposit) as number,
    dailyLimit: Number(values.dailyLimit),
    prizes: values.prizes.map((p) => ({
      name: p.name.trim(),
      kind: p.kind,
      weight: Number(p.weight),
      amount: p.kind === 'money' ? (parseRupeesToPaise(p.amount) as number) : p.kind === 'points' ? Number(p.amount) : 0,
      ...(p.kind === 'ticket' && p.ticketId ? { ticketId: p.ticketId } : {}),
      ...(p.kind !== 'none' && (p.stock ?? '').trim() !== '' ? { stock: Number(p.stock) } : {}),
    })),
  };
}

/** Each prize's published chance, as a percentage with up to 4 decimals. */
export function chanceOf(weight: number, total: number): string {
  return total > 0 ? `${Number(((weight * 100) / total).toFixed(4))}%` : '-';
}
