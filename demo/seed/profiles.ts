/** Sizes of a seeded database. */
export interface SeedProfile {
  franchisees: number;
  stationsPerFranchisee: number;
  /** Agent tree per station: level-1 agents, level-2 under each level-1, level-3 under each level-2. */
  agentsPerLevel: [number, number, number];
  members: number;
  /** Days of history, today included. */
  days: number;
  /** Mean deposit attempts per depositing member. */
  depositsPerMember: number;
  /** Mean time between a member's deposits. */
  depositGapMs: number;
  /** Share of members with a passed deposit who ask for withdrawals at all. */
  withdrawerShare: number;
  /** Mean time between a withdrawer's requests (a request finding too little cash is not made). */
  withdrawGapMs: number;
  /** Share of depositing members who deposit, bet and withdraw in lakhs (their large withdrawals need a second review). */
  highRollerShare: number;
  applications: number;
  /** Mean time between a depositing member's betting sessions. */
  sessionGapMs: number;
  /** Consecutive periods a session bets on (1 … this), one to three bets each. */
  roundsPerSession: number;
  /** Members generated and written per batch (memory stays bounded on the large profile). */
  memberChunk: number;
  /** Days of game periods (today included); bets happen only where periods exist. */
  periodDays: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const PROFILES = {
  tiny: {
    franchisees: 2,
    stationsPerFranchisee: 1,
    agentsPerLevel: [2, 2, 1],
    members: 200,
    days: 30,
    depositsPerMember: 3,
    applications: 8,
    depositGapMs: 2 * DAY,
    withdrawerShare: 0.85,
    withdrawGapMs: 2 * DAY,
    highRollerShare: 0.03,
    sessionGapMs: 6 * HOUR,
    roundsPerSession: 3,
    memberChunk: 200,
    periodDays: 2,
  },
  default: {
    franchisees: 3,
    stationsPerFranchisee: 2,
    agentsPerLevel: [2, 2, 1],
    members: 10_000,
    days: 30,
    depositsPerMember: 6,
    applications: 60,
    depositGapMs: 1.3 * DAY,
    withdrawerShare: 0.85,
    withdrawGapMs: 0.25 * DAY,
    highRollerShare: 0.03,
    sessionGapMs: 16 * HOUR,
    roundsPerSession: 6,
    memberChunk: 10_000,
    periodDays: 30,
  },
  // Benchmarks: 1 000 000 members and about 10 000 000 bets (a session every 3.5 days on average:
  // 14 hours made 35 bets a member), written in chunks of 25 000 members.
  large: {
    franchisees: 3,
    stationsPerFranchisee: 2,
    agentsPerLevel: [2, 2, 1],
    members: 1_000_000,
    days: 30,
    depositsPerMember: 2.5,
    applications: 600,
    depositGapMs: 4 * DAY,
    withdrawerShare: 0.4,
    withdrawGapMs: 6 * DAY,
    highRollerShare: 0.005,
    sessionGapMs: 84 * HOUR,
    roundsPerSession: 6,
    memberChunk: 25_000,
    periodDays: 30,
  },
} satisfies Record<string, SeedProfile>;

export type ProfileName = keyof typeof PROFILES;

export function isProfileName(name: string): name is ProfileName {
  return Object.hasOwn(PROFILES, name);
}
