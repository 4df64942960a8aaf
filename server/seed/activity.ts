import type { Selectable } from 'kysely';
import type { AgentApplyRecordTable, DepositOrderTable, MemberTable, WithdrawalOrderTable } from '../db/schema';
import { bombayCompactDate, DAY_MS } from '../domain/time';
import { bombayDayNumber, dayNumberStart } from '../time/bombay';
import type { Organisation } from './organisation';
import type { SeedProfile } from './profiles';
import type { Random } from './random';

const NAMES = [
  'aarav', 'vivaan', 'aditya', 'vihaan', 'arjun', 'sai', 'reyansh', 'krishna', 'ishaan', 'rohan', 'kabir', 'ananya', 'diya', 'priya',
  'saanvi', 'aadhya', 'kavya', 'isha', 'meera', 'riya', 'neha', 'pooja', 'rahul', 'amit', 'suresh', 'deepak', 'sunita', 'lakshmi',
  'gaurav', 'nikhil', 'manish', 'sneha', 'tanvi', 'yash', 'harsh', 'varun', 'divya', 'anjali', 'kiran', 'farhan',
];
const AMOUNTS_RUPEES: [number, number][] = [[100, 20], [200, 15], [300, 10], [500, 20], [1000, 15], [2000, 8], [5000, 6], [10000, 4], [20000, 2]];
const MINUTE = 60 * 1000;

type Member = Selectable<MemberTable>;
type Deposit = Selectable<DepositOrderTable>;
type Withdrawal = Selectable<WithdrawalOrderTable>;

export interface Activity {
  members: Member[];
  deposits: Deposit[];
  withdrawals: Withdrawal[];
  applications: Selectable<AgentApplyRecordTable>[];
}

/** A review outcome that depends on age: recent orders are often still pending, old ones rarely. */
function review(rng: Random, createdAt: number, end: number): { status: number; reviewed_at: number | null } {
  const age = end - createdAt;
  const pending = age < 3 * 60 * MINUTE ? 0.3 : age < DAY_MS ? 0.04 : 0.005;
  if (rng.chance(pending)) return { status: 1, reviewed_at: null };
  return { status: rng.chance(0.86) ? 2 : 3, reviewed_at: Math.min(end, createdAt + rng.int(1, 45) * MINUTE) };
}

/** Orders sorted by time get ids and order numbers in that order, as a live system would issue them. */
function numberOrders<T extends { id: number; order_no: string; created_at: number }>(orders: T[], prefix: string): T[] {
  orders.sort((a, b) => a.created_at - b.created_at);
  orders.forEach((order, i) => {
    order.id = i + 1;
    order.order_no = `${prefix}${bombayCompactDate(order.created_at)}${String(i + 1).padStart(7, '0')}`;
  });
  return orders;
}

/**
 * Members and their orders over the profile's days. History is laid out on a timeline whose
 * today is a full day, then today is squeezed into the part that has passed (`squeeze`), so a
 * given calendar day always yields the same rows and the same per-day figures.
 */
export function buildActivity(profile: SeedProfile, org: Organisation, rng: Random, now: number): Activity {
  const todayStart = dayNumberStart(bombayDayNumber(now));
  const end = todayStart + DAY_MS;
  const squeeze = (t: number) => Math.floor(t < todayStart ? t : todayStart + ((t - todayStart) * (now - todayStart)) / DAY_MS);
  const exponential = (mean: number) => -mean * Math.log(1 - rng.float());
  const amount = () => rng.weighted(AMOUNTS_RUPEES) * 100;
  const agentsByStation = new Map(org.stations.map((s) => [s.id, org.agents.filter((a) => a.station_id === s.id)]));
  // Sign-ups grow over the period: the newest day gets half as many again as the oldest.
  const dayWeights = Array.from({ length: profile.days }, (_, ago) => [ago, 1 + (0.5 * (profile.days - 1 - ago)) / (profile.days - 1)] as const);

  const members: Member[] = [];
  const deposits: Deposit[] = [];
  const withdrawals: Withdrawal[] = [];
  for (let id = 1; id <= profile.members; id++) {
    const station = rng.pick(org.stations);
    const agent = rng.chance(0.92) ? rng.pick(agentsByStation.get(station.id) ?? []) : undefined;
    const registered = todayStart - rng.weighted(dayWeights) * DAY_MS + rng.float() * DAY_MS;
    const lastLogin = registered + rng.float() * (end - registered);
    const name = rng.pick(NAMES);
    const member: Member = {
      id,
      username: `${name}${id}`,
      nickname: `${name[0].toUpperCase()}${name.slice(1)}`,
      phone: `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
      station_id: station.id,
      franchisee_id: station.franchisee_id,
      agent_id: agent?.id ?? null,
      is_internal: rng.chance(0.02) ? 1 : 0,
      status: rng.chance(0.03) ? 1 : 0,
      created_at: squeeze(registered),
      last_login_at: squeeze(lastLogin),
      online_at: squeeze(lastLogin),
      first_charge_at: null,
    };
    if (rng.chance(0.04)) member.online_at = Math.max(member.created_at, now - rng.int(0, 9 * 60) * 1000);
    members.push(member);
    const order = { id: 0, order_no: '', member_id: id, station_id: station.id, franchisee_id: station.franchisee_id, agent_id: member.agent_id };
    const place = (at: number) => ({ ...order, amount: amount(), ...review(rng, at, end), created_at: at });

    if (!rng.chance(0.7)) continue;
    // The first deposit comes within hours of signing up, later ones every few days, until the member stops.
    let firstCharge: number | null = null;
    for (let at = registered + exponential(8 * 60 * MINUTE); at < end; at += exponential(4 * DAY_MS)) {
      const deposit = { ...place(at), kind: rng.chance(0.45) ? ('company' as const) : ('online' as const), is_first: 0 };
      if (deposit.status === 2 && firstCharge === null) {
        firstCharge = deposit.reviewed_at as number;
        deposit.is_first = 1;
      }
      deposits.push(deposit);
      if (!rng.chance(1 - 1 / profile.depositsPerMember)) break;
    }
    if (firstCharge === null || !rng.chance(0.4)) continue;
    for (let at = firstCharge + exponential(2 * DAY_MS), n = rng.int(1, 3); at < end && n > 0; at += exponential(3 * DAY_MS), n--) {
      withdrawals.push(place(at));
    }
  }
  // Times move onto the real clock only now, so the squeeze keeps every order after its member's sign-up.
  for (const o of [...deposits, ...withdrawals]) {
    o.created_at = squeeze(o.created_at);
    if (o.reviewed_at !== null) o.reviewed_at = squeeze(o.reviewed_at);
  }
  for (const d of deposits) if (d.is_first === 1) members[d.member_id - 1].first_charge_at = d.reviewed_at;

  const applications = Array.from({ length: profile.applications }, (_, i) => {
    const station = rng.pick(org.stations);
    const parent = rng.chance(0.6) ? rng.pick(agentsByStation.get(station.id) ?? []) : undefined;
    // The newest third arrived in the last two days and mostly waits for review.
    const recent = i >= (profile.applications * 2) / 3;
    const createdAt = recent ? end - rng.float() * 2 * DAY_MS : todayStart - rng.int(1, profile.days - 1) * DAY_MS + rng.float() * DAY_MS;
    return {
      id: 0,
      username: `${rng.pick(NAMES)}${rng.int(100, 9999)}`,
      phone: `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
      station_id: station.id,
      parent_agent_id: parent?.id ?? null,
      status: recent && rng.chance(0.7) ? 0 : rng.chance(0.6) ? 1 : 2,
      created_at: squeeze(createdAt),
    };
  });
  applications.sort((a, b) => a.created_at - b.created_at).forEach((a, i) => (a.id = i + 1));

  return { members, deposits: numberOrders(deposits, 'D'), withdrawals: numberOrders(withdrawals, 'W'), applications };
}
