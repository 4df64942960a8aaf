import { formatPaise, parseRupeesToPaise } from '../../../src';
import type { DrawSettingsPayload, GameManagerRecord, NewGamePayload } from './catalogueCalls';
import { bpsToPercent, percentToBps } from './catalogueForms';

/*
 * Form values ↔ payloads of gameManagerEdit (add a game; a disabled game's draw settings), with the
 * server's limits (plugins/lottery/server/gameManagerRoutes.ts) so Save stays disabled instead of failing.
 * Stakes are typed in rupees and sent in paise; the fee as a percentage, sent in basis points.
 */

type Check = { message: string; args: Record<string, unknown> } | undefined;
const key = (name: string, args: Record<string, unknown> = {}): Check => ({ message: `lottery.catalogue.v.${name}`, args });

export interface SettingsValues {
  freezeSec: string;
  feePercent: string;
  minBet: string;
  maxBet: string;
  maxBetPerPeriod: string;
}

export interface NewGameValues extends SettingsValues {
  lotteryTypeId: number | '';
  code: string;
  issueCode: string;
  name: string;
  description: string;
  resultSource: 'house' | 'external';
  intervalSec: number;
}

const rupees = (paise: number) => formatPaise(paise, { symbol: false, decimals: paise % 100 === 0 ? 0 : 2 });

export const settingsValues = (
  g: Pick<GameManagerRecord, 'freezeSec' | 'feeBps' | 'minBet' | 'maxBet' | 'maxBetPerPeriod'>,
): SettingsValues => ({
  freezeSec: String(g.freezeSec),
  feePercent: bpsToPercent(g.feeBps),
  minBet: rupees(g.minBet),
  maxBet: rupees(g.maxBet),
  maxBetPerPeriod: rupees(g.maxBetPerPeriod),
});

export const NEW_GAME_DEFAULTS: NewGameValues = {
  lotteryTypeId: '',
  code: '',
  issueCode: '',
  name: '',
  description: '',
  resultSource: 'house',
  intervalSec: 60,
  freezeSec: '5',
  feePercent: '2',
  minBet: '1',
  maxBet: '50,000',
  maxBetPerPeriod: '2,00,000',
};

export const gameCodeCheck = (v: unknown): Check => (/^[A-Za-z0-9_]{2,30}$/.test(String(v ?? '').trim()) ? undefined : key('gameCode'));
export const issueCodeCheck = (v: unknown): Check => (/^\d{2}$/.test(String(v ?? '').trim()) ? undefined : key('issueCode'));
export const freezeCheck = (v: unknown): Check => {
  const text = String(v ?? '').trim();
  return /^\d{1,4}$/.test(text) && Number(text) >= 1 && Number(text) <= 3600 ? undefined : key('freeze');
};
export const feeCheck = (v: unknown): Check => {
  const bps = percentToBps(v);
  return bps !== undefined && bps <= 1000 ? undefined : key('fee');
};
export const stakeCheck = (v: unknown): Check => {
  const paise = parseRupeesToPaise(String(v ?? ''));
  return paise !== null && paise >= 100 ? undefined : key('stake');
};

/** The checks across fields: freeze shorter than the period, min ≤ max ≤ per period. */
export function crossCheck(v: SettingsValues, intervalSec: number): Record<string, Check> {
  const errors: Record<string, Check> = {};
  if (freezeCheck(v.freezeSec) === undefined && Number(v.freezeSec) >= intervalSec)
    errors.freezeSec = key('freezeTooLong', { max: intervalSec - 1 });
  const [min, max, period] = [v.minBet, v.maxBet, v.maxBetPerPeriod].map((x) => parseRupeesToPaise(String(x ?? '')));
  // On both fields, so the one just changed says why Save is off.
  if (max !== null && period !== null && max > period) errors.maxBet = errors.maxBetPerPeriod = key('periodBelowMax');
  if (min !== null && max !== null && min > max) errors.minBet = errors.maxBet = key('maxBelowMin');
  return errors;
}

/*
 * react-admin forms take either form-level or input-level checks, not both: the cross-field rules
 * need the form level, so every field's own check runs here too.
 */
const SETTINGS_CHECKS: [keyof SettingsValues, (v: unknown) => Check][] = [
  ['freezeSec', freezeCheck],
  ['feePercent', feeCheck],
  ['minBet', stakeCheck],
  ['maxBet', stakeCheck],
  ['maxBetPerPeriod', stakeCheck],
];

function fieldErrors<V>(values: V, checks: [keyof V, (v: unknown) => Check][]): Record<string, Check> {
  const errors: Record<string, Check> = {};
  for (const [field, check] of checks) {
    const problem = check(values[field]);
    if (problem) errors[field as string] = problem;
  }
  return errors;
}

export function validateSettings(values: SettingsValues, intervalSec: number): Record<string, Check> {
  return { ...crossCheck(values, intervalSec), ...fieldErrors(values, SETTINGS_CHECKS) };
}

export function validateNewGame(
  values: NewGameValues,
  textChecks: { name: (v: unknown) => Check; description: (v: unknown) => Check },
): Record<string, Check> {
  return {
    ...validateSettings(values, Number(values.intervalSec)),
    ...fieldErrors(values, [
      ['lotteryTypeId', (v) => (v === '' || v === null || v === undefined ? key('required') : undefined)],
      ['name', textChecks.name],
      ['code', gameCodeCheck],
      ['issueCode', issueCodeCheck],
      ['description', textChecks.description],
    ]),
  };
}

export const settingsPayload = (v: SettingsValues): DrawSettingsPayload => ({
  freezeSec: Number(String(v.freezeSec).trim()),
  feeBps: percentToBps(v.feePercent) ?? 0,
  minBet: parseRupeesToPaise(String(v.minBet)) ?? 0,
  maxBet: parseRupeesToPaise(String(v.maxBet)) ?? 0,
  maxBetPerPeriod: parseRupeesToPaise(String(v.maxBetPerPeriod)) ?? 0,
});

export const newGamePayload = (v: NewGameValues): NewGamePayload => ({
  ...settingsPayload(v),
  lotteryTypeId: Number(v.lotteryTypeId),
  code: v.code.trim().toUpperCase(),
  issueCode: v.issueCode.trim(),
  name: v.name.trim(),
  description: (v.description ?? '').trim(),
  resultSource: v.resultSource,
  // Picked from INTERVALS; the server refuses any other length (v.interval).
  intervalSec: Number(v.intervalSec) as NewGamePayload['intervalSec'],
});
