import type { Database } from '../../../server/db/database';
import type { ThreeBetProviderCode } from '../shared/threeBetContract';

/*
 * Third-party game providers and their adapters. Each provider reports bets in its own format
 * (field names, rupee strings or paise, its own state words); its adapter turns one report into
 * a ProviderBet, and ingestProviderBets stores it in third_party_bet, keyed by (provider, order
 * number): a report received twice changes nothing, an unsettled bet reported again settled is
 * updated, a settled or cancelled one is final. No real provider is wired in: the simulator
 * (demo/simulator/threeBetFeed.ts) produces reports in these formats.
 */

export const ThreeBetState = { UNSETTLED: 0, WIN: 1, LOSE: 2, DRAW: 3, CANCELLED: 4 } as const;
export { THREE_BET_STATE_NAMES } from '../shared/threeBetContract';

export interface ProviderGame {
  code: string;
  name: string;
}

/** One bet as the adapter normalises it: amounts in paise, times epoch ms. */
export interface ProviderBet {
  orderNo: string;
  username: string;
  gameCode: string;
  stake: number;
  validBet: number;
  payout: number;
  state: number;
  betAt: number;
  settledAt: number | null;
}

export interface ProviderAdapter {
  code: ThreeBetProviderCode;
  name: string;
  games: readonly ProviderGame[];
  /** A report in the provider's format → a ProviderBet; throws RangeError on a malformed report. */
  normalise(raw: unknown): ProviderBet;
}

/** JILI reports: rupee strings, "Pending" / "Settled" / "Cancelled". */
export interface JiliWager {
  WagerId: string;
  Account: string;
  GameId: string;
  BetAmount: string;
  PayoffAmount: string;
  Status: 'Pending' | 'Settled' | 'Cancelled';
  WagerTime: number;
  SettleTime?: number;
}

/** Evolution-style reports: paise integers, "open" / "resolved" / "voided". */
export interface LiveRound {
  id: string;
  playerId: string;
  table: string;
  stakePaise: number;
  winPaise: number;
  status: 'open' | 'resolved' | 'voided';
  placedOn: number;
  resolvedOn?: number;
}

function fail(message: string): never {
  throw new RangeError(message);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const text = (v: unknown, field: string): string =>
  typeof v === 'string' && v.length > 0 && v.length <= 64 ? v : fail(`${field} must be a short string`);
const paise = (v: unknown, field: string): number =>
  Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : fail(`${field} must be paise`);
const time = (v: unknown, field: string): number =>
  Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : fail(`${field} must be epoch ms`);

/** "12.5" / "12.50" / "12" rupees → 1250 paise, exactly (no floating point). */
export function rupeesToPaise(value: unknown, field = 'amount'): number {
  if (typeof value !== 'string' || !/^\d{1,11}(\.\d{1,2})?$/.test(value)) fail(`${field} must be rupees with at most 2 decimals`);
  const [whole, fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Win, lose or draw from what came back against what was staked. */
const outcome = (stake: number, payout: number) =>
  payout > stake ? ThreeBetState.WIN : payout === stake ? ThreeBetState.DRAW : ThreeBetState.LOSE;

function game(games: readonly ProviderGame[], code: string): string {
  return games.some((g) => g.code === code) ? code : fail(`unknown game ${code}`);
}

const JILI_GAMES: ProviderGame[] = [
  { code: 'jili_super_ace', name: 'Super Ace' },
  { code: 'jili_fortune_gems', name: 'Fortune Gems' },
  { code: 'jili_money_coming', name: 'Money Coming' },
];

const LIVE_GAMES = (prefix: string): ProviderGame[] => [
  { code: `${prefix}_teen_patti`, name: 'Teen Patti' },
  { code: `${prefix}_andar_bahar`, name: 'Andar Bahar' },
  { code: `${prefix}_roulette`, name: 'Roulette' },
];

const jili: ProviderAdapter = {
  code: 'JILI',
  name: 'JILI',
  games: JILI_GAMES,
  normalise(raw) {
    if (!isObject(raw)) fail('report must be an object');
    const stake = rupeesToPaise(raw.BetAmount, 'BetAmount');
    const returned = rupeesToPaise(raw.PayoffAmount, 'PayoffAmount');
    const status = raw.Status;
    if (status !== 'Pending' && status !== 'Settled' && status !== 'Cancelled') fail('Status is not a JILI status');
    const settled = status === 'Settled';
    return {
      orderNo: text(raw.WagerId, 'WagerId'),
      username: text(raw.Account, 'Account'),
      gameCode: game(JILI_GAMES, text(raw.GameId, 'GameId')),
      stake,
      validBet: settled ? stake : 0,
      payout: settled ? returned : 0,
      state: status === 'Pending' ? ThreeBetState.UNSETTLED : status === 'Cancelled' ? ThreeBetState.CANCELLED : outcome(stake, returned),
      betAt: time(raw.WagerTime, 'WagerTime'),
      settledAt: status === 'Pending' ? null : time(raw.SettleTime, 'SettleTime'),
    };
  },
};

function liveAdapter(code: ThreeBetProviderCode, name: string, prefix: string): ProviderAdapter {
  const games = LIVE_GAMES(prefix);
  return {
    code,
    name,
    games,
    normalise(raw) {
      if (!isObject(raw)) fail('report must be an object');
      const stake = paise(raw.stakePaise, 'stakePaise');
      const won = paise(raw.winPaise, 'winPaise');
      const status = raw.status;
      if (status !== 'open' && status !== 'resolved' && status !== 'voided') fail('status is not a live-round status');
      const resolved = status === 'resolved';
      return {
        orderNo: text(raw.id, 'id'),
        username: text(raw.playerId, 'playerId'),
        gameCode: game(games, text(raw.table, 'table')),
        stake,
        validBet: resolved ? stake : 0,
        payout: resolved ? won : 0,
        state: status === 'open' ? ThreeBetState.UNSETTLED : status === 'voided' ? ThreeBetState.CANCELLED : outcome(stake, won),
        betAt: time(raw.placedOn, 'placedOn'),
        settledAt: status === 'open' ? null : time(raw.resolvedOn, 'resolvedOn'),
      };
    },
  };
}

export const THREE_BET_PROVIDERS: readonly ProviderAdapter[] = [
  jili,
  liveAdapter('EVO', 'Evolution', 'evo'),
  liveAdapter('EZUGI', 'Ezugi', 'ezugi'),
];

export function providerByCode(code: string): ProviderAdapter | undefined {
  return THREE_BET_PROVIDERS.find((p) => p.code === code);
}

export interface IngestReport {
  inserted: number;
  updated: number;
  /** Duplicates of final rows, unknown members, malformed reports. */
  skipped: number;
}

/** Stores a provider's reports (see the header); each report on its own, a bad one skipped. */
export async function ingestProviderBets(
  db: Database,
  providerCode: string,
  reports: readonly unknown[],
  now: number,
): Promise<IngestReport> {
  const provider = providerByCode(providerCode);
  if (!provider) throw new RangeError(`unknown provider ${providerCode}`);
  const result: IngestReport = { inserted: 0, updated: 0, skipped: 0 };
  for (const raw of reports) {
    let bet: ProviderBet;
    try {
      bet = provider.normalise(raw);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      result.skipped++;
      continue;
    }
    const member = await db
      .selectFrom('member')
      .select(['id', 'franchisee_id', 'agent_id'])
      .where('username', '=', bet.username)
      .executeTakeFirst();
    if (!member) {
      result.skipped++;
      continue;
    }
    const gameName = provider.games.find((g) => g.code === bet.gameCode)?.name ?? bet.gameCode;
    const existing = await db
      .selectFrom('third_party_bet')
      .select(['id', 'state'])
      .where('provider_code', '=', provider.code)
      .where('order_no', '=', bet.orderNo)
      .executeTakeFirst();
    if (!existing) {
      await db
        .insertInto('third_party_bet')
        .values({
          provider_code: provider.code,
          order_no: bet.orderNo,
          member_id: member.id,
          franchisee_id: member.franchisee_id,
          agent_id: member.agent_id,
          game_code: bet.gameCode,
          game_name: gameName,
          stake: bet.stake,
          valid_bet: bet.validBet,
          payout: bet.payout,
          state: bet.state,
          bet_at: bet.betAt,
          settled_at: bet.settledAt,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['provider_code', 'order_no']).doNothing())
        .execute();
      result.inserted++;
    } else if (existing.state === ThreeBetState.UNSETTLED && bet.state !== ThreeBetState.UNSETTLED) {
      // Conditional, so two deliveries of the settlement update the row once.
      await db
        .updateTable('third_party_bet')
        .set({ state: bet.state, valid_bet: bet.validBet, payout: bet.payout, settled_at: bet.settledAt, updated_at: now })
        .where('id', '=', existing.id)
        .where('state', '=', ThreeBetState.UNSETTLED)
        .execute();
      result.updated++;
    } else {
      result.skipped++;
    }
  }
  return result;
}
