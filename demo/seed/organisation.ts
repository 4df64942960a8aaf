import type { Selectable } from 'kysely';
import type { AgentTable, FranchiseeTable, StationTable } from '../../server/db/tables/tenancy';
import { DAY_MS } from '../../server/domain/time';
import type { SeedProfile } from './profiles';
import type { Random } from '../../server/seed/random';

const BRANDS = [
  {
    code: 'MUM',
    name: 'Chance Mumbai',
    stations: [
      ['mum1', 'Mumbai Andheri'],
      ['mum2', 'Mumbai Bandra'],
    ],
  },
  {
    code: 'DEL',
    name: 'Chance Delhi',
    stations: [
      ['del1', 'Delhi Karol Bagh'],
      ['del2', 'Delhi Saket'],
    ],
  },
  {
    code: 'BLR',
    name: 'Chance Bengaluru',
    stations: [
      ['blr1', 'Bengaluru Koramangala'],
      ['blr2', 'Bengaluru Whitefield'],
    ],
  },
] as const;

export interface Organisation {
  franchisees: Selectable<FranchiseeTable>[];
  stations: Selectable<StationTable>[];
  agents: Selectable<AgentTable>[];
  /** Level-2 agent with a parent, behind the demo login `agent`. */
  demoAgent: Selectable<AgentTable>;
  /** Level-1 agent without a parent (agent2), behind the demo login `agent2`. */
  demoAgent2: Selectable<AgentTable>;
}

/**
 * Franchisees, their stations and a three-level agent tree per station. The first station's
 * first level-1 agent has the level-2 agent `agent` below it; its second level-1 agent is
 * `agent2`, so the two demo agents see disjoint subtrees.
 */
export function buildOrganisation(profile: SeedProfile, rng: Random, now: number): Organisation {
  if (profile.franchisees > BRANDS.length || profile.stationsPerFranchisee > 2) throw new Error('seed profile larger than the brand list');
  const founded = now - 180 * DAY_MS;
  const franchisees: Selectable<FranchiseeTable>[] = [];
  const stations: Selectable<StationTable>[] = [];
  const agents: Selectable<AgentTable>[] = [];

  BRANDS.slice(0, profile.franchisees).forEach((brand, b) => {
    franchisees.push({ id: b + 1, code: brand.code, name: brand.name, status: 0, created_at: founded + b * DAY_MS });
    for (const [code, name] of brand.stations.slice(0, profile.stationsPerFranchisee)) {
      stations.push({
        id: stations.length + 1,
        franchisee_id: b + 1,
        code,
        name,
        amount: rng.int(50, 500) * 10_000 * 100, // ₹5 lakh to ₹50 lakh of quota, in paise
        status: 0,
        created_at: founded + (b + 1) * DAY_MS,
      });
    }
  });

  const [perL1, perL2, perL3] = profile.agentsPerLevel;
  for (const station of stations) {
    let n = 0;
    const add = (parent: Selectable<AgentTable> | null) => {
      const id = agents.length + 1;
      n += 1;
      const agent = {
        id,
        username: `${station.code}a${String(n).padStart(2, '0')}`,
        parent_id: parent?.id ?? null,
        station_id: station.id,
        franchisee_id: station.franchisee_id,
        level: parent ? parent.level + 1 : 1,
        path: `${parent?.path ?? '/'}${id}/`,
        status: rng.chance(0.05) ? 1 : 0,
        created_at: station.created_at + rng.int(1, 60) * DAY_MS,
        // Level-1 agents are often offline cash agents with a quota; the rest recruit by invite link.
        agent_type: !parent && rng.chance(0.5) ? 'offline' : 'online',
        quota_limit: parent ? 0 : rng.int(5, 50) * 10_000 * 100,
        quota_used: 0,
        // A child's rebate never exceeds its parent's.
        rebate_bps: parent ? Math.max(0, parent.rebate_bps - rng.int(2, 6) * 10) : rng.int(15, 25) * 10,
        promotion_id: `P${String(id).padStart(5, '0')}`,
        promotion_site:
          rng.pick(['https://t.me/', 'https://wa.me/', 'https://instagram.com/', 'https://youtube.com/@']) + `${station.code}promo${id}`,
        invite_code: `${station.code.toUpperCase()}${String((id * 7919) % 100_000).padStart(5, '0')}`,
        promotion_link: `https://chance.example/register?invite=${station.code.toUpperCase()}${String((id * 7919) % 100_000).padStart(5, '0')}`,
        phone: `+91${rng.int(6, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`,
        remark: '',
      };
      agents.push(agent);
      return agent;
    };
    for (let i = 0; i < perL1; i++) {
      const l1 = add(null);
      for (let j = 0; j < perL2; j++) {
        const l2 = add(l1);
        for (let k = 0; k < perL3; k++) add(l2);
      }
    }
  }

  const firstStation = agents.filter((a) => a.station_id === stations[0].id);
  const [l1a, l1b] = firstStation.filter((a) => a.level === 1);
  const demoAgent = firstStation.find((a) => a.parent_id === l1a.id) as Selectable<AgentTable>;
  const demoAgent2 = l1b;
  if (!demoAgent || !demoAgent2) throw new Error('seed profile needs two level-1 agents with level-2 children');
  Object.assign(demoAgent, { username: 'agent', status: 0 });
  Object.assign(demoAgent2, { username: 'agent2', status: 0 });
  return { franchisees, stations, agents, demoAgent, demoAgent2 };
}
