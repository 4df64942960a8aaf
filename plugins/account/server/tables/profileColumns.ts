import type { Generated } from 'kysely';

/*
 * The member and agent columns of the core's migration 004_people_content that the account
 * plugin's screens keep (profile, standing, totals, agent details; the application details are in
 * agentApplyRecord.ts). They merge into the core's row types (server/db/tables/tenancy.ts) by
 * declaration merging; all have database defaults, hence Generated (optional on insert).
 * member.language stays in the core's MemberTable: the core's system messages read it.
 */

declare module '../../../../server/db/tables/tenancy' {
  interface MemberTable {
    real_name: Generated<string>;
    email: Generated<string>;
    /** 0 unknown, 1 male, 2 female. */
    sex: Generated<number>;
    /** 'YYYY-MM-DD' or null. */
    birth_date: Generated<string | null>;
    vip_level: Generated<number>;
    points: Generated<number>;
    /** 1 for trial (demo-money) players; left out of reports like internal accounts. */
    is_test: Generated<number>;
    lock_reason: Generated<string>;
    register_ip: Generated<string>;
    register_device: Generated<string>;
    last_login_ip: Generated<string>;
    last_login_device: Generated<string>;
    /** Paise of the first approved deposit (0 before it); the time is first_charge_at. */
    first_charge_amount: Generated<number>;
    total_recharge: Generated<number>;
    total_withdrawal: Generated<number>;
    remark_front: Generated<string>;
    remark_back: Generated<string>;
    /** 'A' … 'D'. */
    customer_class: Generated<string>;
    customer_tag: Generated<string>;
    yuebao_balance: Generated<number>;
    invite_code: Generated<string>;
  }

  interface AgentTable {
    /** 'online' (invite-link referral agent) or 'offline' (cash agent with a quota). */
    agent_type: Generated<string>;
    quota_limit: Generated<number>;
    quota_used: Generated<number>;
    /** Rebate ratio in basis points. */
    rebate_bps: Generated<number>;
    promotion_id: Generated<string>;
    promotion_site: Generated<string>;
    invite_code: Generated<string | null>;
    promotion_link: Generated<string>;
    phone: Generated<string>;
    remark: Generated<string>;
  }
}
