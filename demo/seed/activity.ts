import type { Selectable } from 'kysely';
import type { AgentApplyRecordTable } from '../../plugins/account/server/tables/agentApplyRecord';
import { DAY_MS } from '../../server/domain/time';
import { bombayDayNumber, dayNumberStart } from '../../server/time/bombay';
import type { Organisation } from './organisation';
import { personFor, type Person } from './people';
import type { SeedProfile } from './profiles';
import type { Random } from '../../server/seed/random';

const AMOUNTS_RUPEES: [number, number][] = [
  [100, 20],
  [200, 15],
  [300, 10],
  [500, 20],
  [1000, 15],
  [2000, 8],
  [5000, 6],
  [10000, 4],
  [20000, 2],
];
// High rollers deposit and ask for lakhs: their withdrawals reach the second-review threshold (₹50,000).
const HIGH_DEPOSITS_RUPEES: [number, number][] = [
  [20_000, 30],
  [50_000, 30],
  [100_000, 25],
  [200_000, 15],
];
const HIGH_WITHDRAWALS_RUPEES: [number, number][] = [
  [50_000, 40],
  [80_000, 30],
  [150_000, 20],
  [300_000, 10],
];
const MINUTE = 60 * 1000;

/** The member columns the seed writes (other columns keep their database defaults). */
export type Member = Person & {
  id: number;
  station_id: number;
  franchisee_id: number;
  agent_id: number | null;
  is_internal: number;
  is_test: number;
  status: number;
  created_at: number;
  last_login_at: number | null;
  online_at: number | null;
  first_charge_at: number | null;
};

/** An order before the money pass: amounts may still shrink (withdrawals) and ids come later. */
export interface OrderIntent {
  member_id: number;
  station_id: number;
  franchisee_id: number;
  agent_id: number | null;
  amount: number;
  /** 1 pending, 2 passed, 3 not passed. */
  status: number;
  created_at: number;
  reviewed_at: number | null;
}

export interface DepositIntent extends OrderIntent {
  kind: 'company' | 'online';
  bonus: number;
}

export interface Activity {
  members: Member[];
  deposits: DepositIntent[];
  withdrawals: OrderIntent[];
  /** Ids of the chunk's high rollers (larger amounts and stakes). */
  highRollers: Set<number>;
}

export interface Timeline {
  todayStart: number;
  /** End of today on the full-day timeline. */
  end: number;
  /** Maps a full-day time onto the real clock: today is squeezed into the part that has passed. */
  squeeze: (t: number) => number;
}

export function timeline(now: number): Timeline {
  const todayStart = dayNumberStart(bombayDayNumber(now));
  const end = todayStart + DAY_MS;
  return {
    todayStart,
    end,
    squeeze: (t) => Math.floor(t < todayStart ? t : todayStart + ((t - todayStart) * (now - todayStart)) / DAY_MS),
  };
}

/** A review outcome that depends on age: recent orders are often still pending, old ones rarely. */
function review(rng: Random, createdAt: number, end: number): { status: number; reviewed_at: number | null } {
  const age = end - createdAt;
  const pending = age < 3 * 60 * MINUTE ? 0.3 : age < DAY_MS ? 0.04 : 0.005;
  if (rng.chance(pending)) return { status: 1, reviewed_at: null };
  return { status: rng.chance(0.86) ? 2 : 3, reviewed_at: Math.min(end, createdAt + rng.int(1, 45) * MINUTE) };
}

/**
 * Members `firstId … firstId + count − 1` and their orders over the profile's days. History is
 * laid out on a timeline whose today is a full day, then today is squeezed into the part that
 * has passed, so a given calendar day always yields the same rows and the same per-day figures.
 */
export function buildActivity(profile: SeedProfile, org: Organisation, rng: Random, now: number, firstId: number, count: number): Activity {
  const { todayStart, end, squeeze } = timeline(now);
  const exponential = (mean: number) => -mean * Math.log(1 - rng.float());
  const agentsByStation = new Map(org.stations.map((s) => [s.id, org.agents.filter((a) => a.station_id === s.id)]));
  // Sign-ups grow over the period: the newest day gets half as many again as the oldest.
  const dayWeights = Array.from(
    { length: profile.days },
    (_, ago) => [ago, 1 + (0.5 * (profile.days - 1 - ago)) / (profile.days - 1)] as const,
  );

  const members: Member[] = [];
  const deposits: DepositIntent[] = [];
  const withdrawals: OrderIntent[] = [];
  const highRollers = new Set<number>();
  for (let id = firstId; id < firstId + count; id++) {
    const station = rng.pick(org.stations);
    const agent = rng.chance(0.92) ? rng.pick(agentsByStation.get(station.id) ?? []) : undefined;
    const registered = todayStart - rng.weighted(dayWeights) * DAY_MS + rng.float() * DAY_MS;
    const lastLogin = registered + rng.float() * (end - registered);
    const status = rng.chance(0.03) ? 1 : 0;
    const isTest = rng.chance(0.01) ? 1 : 0;
    const member: Member = {
      ...personFor(rng, id, status),
      id,
      station_id: station.id,
      franchisee_id: station.franchisee_id,
      agent_id: agent?.id ?? null,
      is_internal: rng.chance(0.02) ? 1 : 0,
      is_test: isTest,
      status,
      created_at: squeeze(registered),
      last_login_at: squeeze(lastLogin),
      online_at: squeeze(lastLogin),
      first_charge_at: null,
    };
    if (rng.chance(0.04)) member.online_at = Math.max(member.created_at, now - rng.int(0, 9 * 60) * 1000);
    members.push(member);
    // One literal, not spreads of the member's columns and the review: the default demo draws
    // 306 000 withdrawal intents (most find too little cash and are never made).
    const place = (at: number, rupees: [number, number][]): OrderIntent => {
      const amount = rng.weighted(rupees) * 100;
      const { status, reviewed_at } = review(rng, at, end);
      return {
        member_id: id,
        station_id: station.id,
        franchisee_id: station.franchisee_id,
        agent_id: member.agent_id,
        amount,
        status,
        reviewed_at,
        created_at: at,
      };
    };

    // Trial players play with demo money: no deposits, no withdrawals.
    if (isTest || !rng.chance(0.7)) continue;
    const high = rng.chance(profile.highRollerShare);
    if (high) highRollers.add(id);
    // The first deposit comes within hours of signing up, later ones every day or few, until the member stops.
    let firstPassed: number | null = null;
    for (let at = registered + exponential(8 * 60 * MINUTE); at < end; at += exponential(profile.depositGapMs)) {
      const deposit = {
        ...place(at, high ? HIGH_DEPOSITS_RUPEES : AMOUNTS_RUPEES),
        kind: rng.chance(0.45) ? ('company' as const) : ('online' as const),
        bonus: 0,
      };
      if (rng.chance(0.2)) deposit.bonus = Math.floor((deposit.amount * rng.int(2, 10)) / 100 / 100) * 100;
      if (deposit.status === 2 && firstPassed === null) firstPassed = deposit.reviewed_at as number;
      deposits.push(deposit);
      if (!rng.chance(1 - 1 / profile.depositsPerMember)) break;
    }
    if (firstPassed === null || !rng.chance(profile.withdrawerShare)) continue;
    for (let at = firstPassed + exponential(profile.withdrawGapMs / 2); at < end; at += exponential(profile.withdrawGapMs)) {
      withdrawals.push(place(at, high ? HIGH_WITHDRAWALS_RUPEES : AMOUNTS_RUPEES));
    }
  }
  // Times move onto the real clock only now, so the squeeze keeps every order after its member's sign-up.
  for (const o of [...deposits, ...withdrawals]) {
    o.created_at = squeeze(o.created_at);
    if (o.reviewed_at !== null) o.reviewed_at = squeeze(o.reviewed_at);
  }
  return { members, deposits, withdrawals, highRollers };
}

/** Agent applications: the newest third arrived in the last two days and mostly waits for review. */
export function buildApplications(profile: SeedProfile, org: Organisation, rng: Random, now: number): Selectable<AgentApplyRecordTable>[] {
  const { todayStart, end, squeeze } = timeline(now);
  const agentsByStation = new Map(org.stations.map((s) => [s.id, org.agents.filter((a) => a.station_id === s.id)]));
  const applications = Array.from({ length: profile.applications }, (_, i) => {
    const station = rng.pick(org.stations);
    const parent = rng.chance(0.6) ? rng.pick(agentsByStation.get(station.id) ?? []) : undefined;
    const recent = i >= (profile.applications * 2) / 3;
    const createdAt = recent ? end - rng.float() * 2 * DAY_MS : todayStart - rng.int(1, profile.days - 1) * DAY_MS + rng.float() * DAY_MS;
    const person = personFor(rng, 0, 0);
    const status = recent && rng.chance(0.7) ? 0 : rng.chance(0.6) ? 1 : 2;
    const created = squeeze(createdAt);
    return {
      id: 0,
      username: `${person.nickname.toLowerCase()}${rng.int(100, 9999)}`,
      phone: person.phone,
      station_id: station.id,
      parent_agent_id: parent?.id ?? null,
      status,
      created_at: created,
      real_name: person.real_name,
      email: person.email,
      agent_type: rng.chance(0.7) ? 'online' : 'offline',
      promotion_site: rng.chance(0.5) ? `https://t.me/${person.nickname.toLowerCase()}${rng.int(10, 99)}` : '',
      message: rng.pick([
        'I run a WhatsApp group of 300 players',
        'Cricket fan page with 5k followers',
        'Shop owner, many regular customers',
        '',
      ]),
      ip: person.register_ip,
      reviewed_by: status === 0 ? null : 1,
      reviewed_at: status === 0 ? null : Math.min(now, created + rng.int(10, 600) * MINUTE),
      review_note: status === 2 ? rng.pick(['Duplicate application', 'Phone not reachable', 'Region not served']) : '',
    };
  });
  applications.sort((a, b) => a.created_at - b.created_at).forEach((a, i) => (a.id = i + 1));
  return applications;
}
