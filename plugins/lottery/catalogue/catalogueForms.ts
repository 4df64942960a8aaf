import type { GamePayload, GameRecord, PlayPayload, PlayRecord } from './catalogueCalls';

/*
 * Form values ↔ payloads of the catalogue dialogs, and their checks (the same limits the server
 * applies, so Save stays disabled instead of failing). Validators answer a message key with
 * its arguments in react-admin's { message, args } form, or undefined.
 */

type Check = { message: string; args: Record<string, unknown> } | undefined;
const key = (name: string, args: Record<string, unknown> = {}): Check => ({ message: `lottery.catalogue.v.${name}`, args });

export const requiredText =
  (max: number) =>
  (value: unknown): Check => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return key('required');
    return text.length > max ? key('tooLong', { max }) : undefined;
  };

export const optionalText =
  (max: number) =>
  (value: unknown): Check =>
    typeof value === 'string' && value.trim().length > max ? key('tooLong', { max }) : undefined;

export const sortCheck =
  (max: number) =>
  (value: unknown): Check => {
    const text = String(value ?? '').trim();
    return /^\d{1,6}$/.test(text) && Number(text) <= max ? undefined : key('sort', { max });
  };

export const providerCodeCheck = (value: unknown): Check =>
  /^[A-Za-z0-9_-]{0,30}$/.test(String(value ?? '').trim()) ? undefined : key('providerCode');

/** A rebate percentage ("1.5") as basis points (150); undefined when it is not 0–100 with ≤ 2 decimals. */
export function percentToBps(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole, fraction = ''] = text.split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= 10_000 ? bps : undefined;
}

export const bpsToPercent = (bps: number) => (bps % 100 === 0 ? String(bps / 100) : (bps / 100).toFixed(2).replace(/0$/, ''));

export const rebateCheck = (value: unknown): Check => (percentToBps(value) === undefined ? key('rebate') : undefined);

export interface GameFormValues {
  name: string;
  providerCode: string;
  description: string;
  type: number;
  testSupport: boolean;
  iconH5: string;
  iconPc: string;
}

export const gameFormValues = (g: GameRecord): GameFormValues => ({
  name: g.name,
  providerCode: g.providerCode,
  description: g.description,
  type: g.type,
  testSupport: g.testSupport === 1,
  iconH5: g.iconH5,
  iconPc: g.iconPc,
});

export const gamePayload = (id: number, v: GameFormValues): GamePayload => ({
  id,
  name: v.name.trim(),
  providerCode: (v.providerCode ?? '').trim(),
  description: (v.description ?? '').trim(),
  type: Number(v.type),
  testSupport: Boolean(v.testSupport),
  iconH5: v.iconH5 ?? '',
  iconPc: v.iconPc ?? '',
});

export interface PlayFormValues {
  nameZh: string;
  nameEn: string;
  nameHi: string;
  introZh: string;
  introEn: string;
  introHi: string;
  sort: string;
  rebate: string;
}

export const playFormValues = (p: PlayRecord): PlayFormValues => ({
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  nameHi: p.nameHi,
  introZh: p.introZh,
  introEn: p.introEn,
  introHi: p.introHi,
  sort: String(p.sort),
  rebate: bpsToPercent(p.rebateBps),
});

export const playPayload = (id: number, v: PlayFormValues): PlayPayload => ({
  id,
  nameZh: v.nameZh.trim(),
  nameEn: v.nameEn.trim(),
  nameHi: v.nameHi.trim(),
  introZh: (v.introZh ?? '').trim(),
  introEn: (v.introEn ?? '').trim(),
  introHi: (v.introHi ?? '').trim(),
  sort: Number(String(v.sort).trim()),
  rebateBps: percentToBps(v.rebate) ?? 0,
});

/** `list` with the item at `from` moved to `to` (both clamped to the list); the input is not changed. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= list.length) return next;
  const target = Math.max(0, Math.min(list.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}
