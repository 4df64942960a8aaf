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
  applications: number;
}

export const PROFILES = {
  tiny: { franchisees: 2, stationsPerFranchisee: 1, agentsPerLevel: [2, 2, 1], members: 200, days: 30, depositsPerMember: 1.2, applications: 8 },
  default: { franchisees: 3, stationsPerFranchisee: 2, agentsPerLevel: [2, 2, 1], members: 10_000, days: 30, depositsPerMember: 2.5, applications: 60 },
} satisfies Record<string, SeedProfile>;

export type ProfileName = keyof typeof PROFILES;

export function isProfileName(name: string): name is ProfileName {
  return Object.hasOwn(PROFILES, name);
}
