import type { Organisation } from './organisation';
import { promotionLinkOn } from '../../plugins/system/server/domain/promotionLink';

type Rows = Record<string, unknown>[];

/**
 * The site's domains for the demo: web and app domains, one disabled, and two promotion domains
 * bound to agents. Runs before the agents are written: a bound agent's promotion link is moved
 * onto its domain (the old link kept for unbinding), as chance-domain/update does.
 */
export function buildDomains(org: Organisation, now: number): Rows {
  const rows: Rows = [];
  const add = (
    name: string,
    type: 'common' | 'app',
    flags: { status?: number; promotion?: number; display?: number; remark?: string },
    agentIndex?: number,
  ) => {
    const agent = agentIndex === undefined ? undefined : org.agents.filter((a) => a.invite_code)[agentIndex];
    const row = {
      id: rows.length + 1,
      name,
      type,
      status: flags.status ?? 0,
      promotion: flags.promotion ?? 0,
      display: flags.display ?? 0,
      agent_id: agent?.id ?? null,
      agent_link_before: agent ? agent.promotion_link : null,
      remark: flags.remark ?? '',
      created_by: 1,
      created_at: now - (30 - rows.length) * 86_400_000,
      updated_at: now - (30 - rows.length) * 86_400_000,
    };
    if (agent?.invite_code) agent.promotion_link = promotionLinkOn(name, agent.invite_code);
    rows.push(row);
  };
  add('www.chance.example', 'common', { display: 1, remark: 'Main site' });
  add('m.chance.example', 'common', { display: 1, remark: 'Mobile site' });
  add('app.chance.example', 'app', { display: 1, remark: 'App download' });
  add('play.chance.example', 'common', { promotion: 1 });
  add('win.chance.example', 'common', { promotion: 1 }, 0);
  add('lucky.chance.example', 'common', { promotion: 1 }, 1);
  add('old.chance.example', 'common', { status: 1, remark: 'Retired' });
  return rows;
}
