import { bombayStartOfDay, formatBombay, parseRupeesToPaise } from '../../../src';
import type { TicketPayload, TicketRecord, TicketType } from '../marketingCalls';

const DAY_MS = 86_400_000;
export const LANGS = ['Zh', 'En', 'Hi'] as const;

export interface TicketFormValues {
  franchiseeId?: number;
  name: string;
  type: TicketType;
  amount: string;
  limitCount: string;
  /** 'days': valid N days after receipt; 'date': until the end of a Bombay date. */
  expiry: 'days' | 'date';
  validDays: string;
  expiresOn: string;
  titleZh: string;
  titleEn: string;
  titleHi: string;
  subtitleZh: string;
  subtitleEn: string;
  subtitleHi: string;
  detailsZh: string;
  detailsEn: string;
  detailsHi: string;
}

export function formValuesOf(r: TicketRecord | null): TicketFormValues {
  return {
    franchiseeId: r?.franchiseeId,
    name: r?.name ?? '',
    type: r?.type ?? 'cash',
    amount: ((r?.amount ?? 0) / 100).toFixed(2),
    limitCount: String(r?.limitCount ?? 1),
    expiry: r?.expiresAt ? 'date' : 'days',
    validDays: String(r?.validDays ?? 7),
    // The stored instant is the end of the chosen day: show that day.
    expiresOn: r?.expiresAt ? formatBombay(r.expiresAt - 1, 'YYYY-MM-DD') : '',
    titleZh: r?.titleZh ?? '',
    titleEn: r?.titleEn ?? '',
    titleHi: r?.titleHi ?? '',
    subtitleZh: r?.subtitleZh ?? '',
    subtitleEn: r?.subtitleEn ?? '',
    subtitleHi: r?.subtitleHi ?? '',
    detailsZh: r?.detailsZh ?? '',
    detailsEn: r?.detailsEn ?? '',
    detailsHi: r?.detailsHi ?? '',
  };
}

/** Spec §5 "length 1 to 20". */
export const nameError = (v?: string | null) => {
  const n = (v ?? '').trim().length;
  return n < 1 || n > 20 ? 'marketing.tickets.nameLength' : undefined;
};
export const titleError = (v?: string | null) =>
  (v ?? '').trim().length === 0
    ? 'marketing.tickets.titleRequired'
    : (v ?? '').trim().length > 255
      ? 'marketing.tickets.length255'
      : undefined;
export const shortError = (v?: string | null) => ((v ?? '').trim().length > 255 ? 'marketing.tickets.length255' : undefined);
export const amountError = (v?: string | null) => (parseRupeesToPaise(v ?? '') === null ? 'marketing.tickets.amountInvalid' : undefined);
export const countError =
  (max: number, min = 0) =>
  (v?: string | null) => {
    const t = (v ?? '').trim();
    return /^\d{1,6}$/.test(t) && Number(t) >= min && Number(t) <= max ? undefined : 'marketing.tickets.countInvalid';
  };

/** Form-level checks the single inputs cannot make. */
export function validateTicket(values: TicketFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.type === 'cash' && parseRupeesToPaise(values.amount) === 0) errors.amount = 'marketing.tickets.cashPositive';
  if (values.expiry === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(values.expiresOn ?? '')) errors.expiresOn = 'marketing.tickets.dateRequired';
  if (values.expiry === 'days' && countError(3650, 1)(values.validDays)) errors.validDays = 'marketing.tickets.daysInvalid';
  return errors;
}

export function payloadOf(values: TicketFormValues, id?: number): TicketPayload {
  const text = (v?: string) => (v ?? '').trim();
  return {
    ...(id === undefined ? { franchiseeId: values.franchiseeId } : { id }),
    name: text(values.name),
    type: values.type,
    amount: parseRupeesToPaise(values.amount) as number,
    limitCount: Number(values.limitCount),
    ...(values.expiry === 'date' ? { expiresAt: bombayStartOfDay(values.expiresOn) + DAY_MS } : { validDays: Number(values.validDays) }),
    titleZh: text(values.titleZh),
    titleEn: text(values.titleEn),
    titleHi: text(values.titleHi),
    subtitleZh: text(values.subtitleZh),
    subtitleEn: text(values.subtitleEn),
    subtitleHi: text(values.subtitleHi),
    detailsZh: text(values.detailsZh),
    detailsEn: text(values.detailsEn),
    detailsHi: text(values.detailsHi),
  };
}
