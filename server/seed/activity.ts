import type { Selectable } from 'kysely';
import type { AgentApplyRecordTable, DepositOrderTable, MemberTable, WithdrawalOrderTable } from '../db/schema';
import { bombayDate, bombayDayNumber, bombayDayStart, DAY_MS } from '../time/bombay';
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
function review(rng: Random, createdAt: number, now: number): { status: number; reviewed_at: number | null } {
  const age = now - createdAt;
  const pending = age < 2 * 60 * MINUTE ? 0.3 : age < DAY_MS ? 0.04 : 0.005;
  if (rng.chance(pending)) return { status: 1, reviewed_at: null };
  return { status: rng.chance(0.86) ? 2 : 3, reviewed_at: Math.min(now, createdAt + rng.int(1, 45) * MINUTE) };
}

/** Orders sorted by time get ids and order numbers in that order, as a live system would issue them. */
function numberOrders<T extends { id: number; order_no: string; created_at: number }>(orders: T[], prefix: string): T[] {
  orders.sort((a, b) => a.created_at - b.created_at);
  orders.forEach((order, i) => {
    order.id = i + 1;
    order.order_no = `${prefix}${bombayDate(order.created_at).replaceAll('-', '')}${String(i + 1).padStart(7, '0')}`;
  });
  return orders;
}

export function buildActivity(profile: SeedProfile, org: Organisation, rng: Random, now: number): Activity {
  const todayStart = bombayDayStart(bombayDayNumber(now));
  // A moment on the Bombay day `daysAgo` before today; today's moments fall before `now`.
  const momentOn = (daysAgo: number) => (daysAgo === 0 ? todayStart + rng.float() * (now - todayStart) : todayStart - daysAgo * DAY_MS + rng.float() * DAY_MS);
  const between = (from: number, to: number) => from + rng.float() * (to - from);
  const amount = () => rng.weighted(AMOUNTS_RUPEES) * 100;
  const agentsByStation = new Map(org.stations.map((s) => [s.id, org.agents.filter((a) => a.station_id === s.id)]));

  const members: Member[] = [];
  const deposits: Deposit[] = [];
  const withdrawals: Withdrawal[] = [];
  for (let id = 1; id <= profile.members; id++) {
    const station = rng.pick(org.stations);
    const agent = rng.chance(0.92) ? rng.pick(agentsByStation.get(station.id) ?? []) : undefined;
    // More sign-ups in recent days: the power pulls the day offset towards today.
    const createdAt = Math.floor(momentOn(Math.min(profile.days - 1, Math.floor(profile.days * rng.float() ** 1.3))));
    const lastLoginAt = Math.floor(between(createdAt, now));
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
      created_at: createdAt,
      last_login_at: lastLoginAt,
      online_at: rng.chance(0.04) ? Math.max(createdAt, now - rng.int(0, 9 * 60) * 1000) : lastLoginAt,
      first_charge_at: null,
    };
    members.push(member);
    const order = { id: 0, order_no: '', member_id: id, station_id: station.id, franchisee_id: station.franchisee_id, agent_id: member.agent_id };

    if (!rng.chance(0.7)) continue;
    let count = 1;
    while (count < 12 && rng.chance(1 - 1 / profile.depositsPerMember)) count++;
    const times = Array.from({ length: count }, () => Math.floor(between(createdAt, now))).sort((a, b) => a - b);
    for (const createdAtOrder of times) {
      const outcome = review(rng, createdAtOrder, now);
      const isFirst = outcome.status === 2 && member.first_charge_at === null;
      if (isFirst) member.first_charge_at = outcome.reviewed_at;
      deposits.push({
        ...order,
        kind: rng.chance(0.45) ? 'company' : 'online',
        amount: amount(),
        ...outcome,
        is_first: isFirst ? 1 : 0,
        created_at: createdAtOrder,
      });
    }

    const firstCharge = member.first_charge_at;
    if (firstCharge === null || !rng.chance(0.4)) continue;
    for (let w = rng.int(1, 3); w > 0; w--) {
      const createdAtOrder = Math.floor(between(firstCharge, now));
      withdrawals.push({ ...order, amount: amount(), ...review(rng, createdAtOrder, now), created_at: createdAtOrder });
    }
  }

  const applications = Array.from({ length: profile.applications }, (_, i) => {
    const station = rng.pick(org.stations);
    const parent = rng.chance(0.6) ? rng.pick(agentsByStation.get(station.id) ?? []) : undefined;
    // The newest third arrived in the last two days and mostly waits for review.
    const recent = i >= (profile.applications * 2) / 3;
    const createdAt = Math.floor(recent ? between(now - 2 * DAY_MS, now) : momentOn(rng.int(2, profile.days - 1)));
    return {
      id: 0,
      username: `${rng.pick(NAMES)}${rng.int(100, 9999)}`,
      phone: `${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
      station_id: station.id,
      parent_agent_id: parent?.id ?? null,
      status: recent && rng.chance(0.7) ? 0 : rng.chance(0.6) ? 1 : 2,
      created_at: createdAt,
    };
  });
  applications.sort((a, b) => a.created_at - b.created_at).forEach((a, i) => (a.id = i + 1));

  return { members, deposits: numberOrders(deposits, 'D'), withdrawals: numberOrders(withdrawals, 'W'), applications };
}
