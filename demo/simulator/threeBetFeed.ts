import type { Database } from '../../server/db/database';
import {
  ingestProviderBets,
  providerByCode,
  rupeesToPaise,
  THREE_BET_PROVIDERS,
  type JiliWager,
  type LiveRound,
} from '../../plugins/lottery/server/threeBetProviders';

/*
 * A stand-in for the outside game providers: it makes up bets by real members in each
 * provider's own report format and hands them to the provider's adapter (ingestProviderBets),
 * as a provider's feed would. About one bet in four is reported open first and settled on a
 * later step, so the list shows unsettled bets turning into wins and losses.
 */

const STAKES_PAISE = [1000, 2000, 5000, 10_000, 20_000, 50_000];
/** Multiples of the stake paid back ×100: mostly losses, some draws and wins. */
const RETURNS_X100 = [0, 0, 0, 0, 50, 100, 150, 200, 300, 1000];

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

interface Pending {
  provider: string;
  report: JiliWager | LiveRound;
}

export class ThreeBetFeed {
  private pending: Pending[] = [];
  private serial = 0;

  constructor(
    private readonly db: Database,
    private readonly random: () => number = Math.random,
  ) {}

  /** Settles what was left open, then reports one new bet by a random member from `usernames`. */
  async step(usernames: readonly string[], now: number): Promise<void> {
    const open = this.pending;
    this.pending = [];
    for (const p of open) await ingestProviderBets(this.db, p.provider, [this.settle(p.report, now)], now);
    if (usernames.length === 0) return;
    const provider = pick(THREE_BET_PROVIDERS, this.random);
    const username = pick(usernames, this.random);
    const stake = pick(STAKES_PAISE, this.random);
    const won = Math.floor((stake * pick(RETURNS_X100, this.random)) / 100);
    const leaveOpen = this.random() < 0.25;
    const orderNo = `${provider.code}-${now}-${++this.serial}`;
    const gameCode = pick(providerByCode(provider.code)?.games ?? [], this.random).code;
    const report: JiliWager | LiveRound =
      provider.code === 'JILI'
        ? {
            WagerId: orderNo,
            Account: username,
            GameId: gameCode,
            BetAmount: rupees(stake),
            PayoffAmount: rupees(leaveOpen ? 0 : won),
            Status: leaveOpen ? 'Pending' : 'Settled',
            WagerTime: now,
            SettleTime: leaveOpen ? undefined : now,
          }
        : {
            id: orderNo,
            playerId: username,
            table: gameCode,
            stakePaise: stake,
            winPaise: leaveOpen ? 0 : won,
            status: leaveOpen ? 'open' : 'resolved',
            placedOn: now,
            resolvedOn: leaveOpen ? undefined : now,
          };
    await ingestProviderBets(this.db, provider.code, [report], now);
    if (leaveOpen) this.pending.push({ provider: provider.code, report });
  }

  private settle(report: JiliWager | LiveRound, now: number): JiliWager | LiveRound {
    const cancelled = this.random() < 0.1;
    if ('WagerId' in report) {
      const stake = rupeesToPaise(report.BetAmount);
      return {
        ...report,
        Status: cancelled ? 'Cancelled' : 'Settled',
        PayoffAmount: rupees(Math.floor((stake * pick(RETURNS_X100, this.random)) / 100)),
        SettleTime: now,
      };
    }
    return {
      ...report,
      status: cancelled ? 'voided' : 'resolved',
      winPaise: Math.floor((report.stakePaise * pick(RETURNS_X100, this.random)) / 100),
      resolvedOn: now,
    };
  }
}

function rupees(paise: number): string {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
