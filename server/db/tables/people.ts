import type { Generated } from 'kysely';

/*
 * Row types of migration 004 (people, content, risk, logs, daily reports). The columns added to
 * the foundation tables (member, agent, agent_apply_record) are merged into their interfaces
 * below; they all have database defaults, hence Generated (optional on insert).
 */

declare module '../schema' {
  interface MemberTable {
    real_name: Generated<string>;
    email: Generated<string>;
    /** 0 unknown, 1 male, 2 female. */
    sex: Generated<number>;
    /** 'YYYY-MM-DD' or null. */
    birth_date: Generated<string | null>;
    /** 'en' or 'hi'. */
    language: Generated<string>;
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

  interface AgentApplyRecordTable {
    real_name: Generated<string>;
    email: Generated<string>;
    agent_type: Generated<string>;
    promotion_site: Generated<string>;
    message: Generated<string>;
    ip: Generated<string>;
    reviewed_by: Generated<number | null>;
    reviewed_at: Generated<number | null>;
    review_note: Generated<string>;
  }
}

export interface VipLevelTable {
  id: Generated<number>;
  franchisee_id: number;
  level: number;
  name: string;
  icon: Generated<string>;
  required_members: Generated<number>;
  required_monthly: Generated<number>;
  required_weekly: Generated<number>;
  upgrade_reward: Generated<number>;
  upgrade_points: Generated<number>;
  weekly_reward: Generated<number>;
  weekly_reward_enabled: Generated<number>;
  fallback: Generated<number>;
  rebate_bps: Generated<number>;
  created_at: number;
}

export type PointsKind =
  'sign_in' | 'sign_in_streak' | 'profile' | 'register' | 'deposit' | 'bet' | 'promotion' | 'redeem' | 'adjust' | 'vip';

export interface PointsLedgerTable {
  id: Generated<number>;
  member_id: number;
  kind: PointsKind;
  /** Signed points (never 0). */
  amount: number;
  balance_after: number;
  /** Business key, unique: the same event earns once. */
  ref: string;
  created_at: number;
}

export interface TicketTable {
  id: Generated<number>;
  franchisee_id: number;
  name: string;
  type: 'cash' | 'free_bet' | 'deposit_bonus' | 'rebate_boost';
  game_id: number | null;
  title_zh: Generated<string>;
  title_en: Generated<string>;
  title_hi: Generated<string>;
  subtitle_zh: Generated<string>;
  subtitle_en: Generated<string>;
  subtitle_hi: Generated<string>;
  details_zh: Generated<string>;
  details_en: Generated<string>;
  details_hi: Generated<string>;
  amount: number;
  limit_count: Generated<number>;
  expires_at: number | null;
  valid_days: number | null;
  status: Generated<number>;
  created_at: number;
}

export interface MemberTicketTable {
  id: Generated<number>;
  ticket_id: number;
  member_id: number;
  serial_no: string;
  won: Generated<number>;
  voided: Generated<number>;
  issued_at: number;
  expires_at: number | null;
  used_at: number | null;
}

export interface AnnouncementTable {
  id: Generated<number>;
  franchisee_id: number | null;
  station_id: number | null;
  type: 'marquee' | 'popup' | 'notice' | 'inbox';
  title: string;
  content: string;
  lang: Generated<string>;
  device: Generated<'all' | 'pc' | 'h5' | 'app'>;
  sort: Generated<number>;
  play_at: number | null;
  start_at: number;
  end_at: number | null;
  audience: Generated<'all' | 'vip' | 'members'>;
  audience_vip_min: Generated<number>;
  /** JSON array of member ids. */
  audience_members: Generated<string>;
  pinned: Generated<number>;
  status: Generated<number>;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface RestrictedAccountTable {
  id: Generated<number>;
  franchisee_id: number;
  member_id: number;
  restriction: 'betting_suspended' | 'stake_cap';
  stake_cap: number | null;
  enabled: number;
  reason: string;
  created_by: number | null;
  expires_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface RiskListTable {
  id: Generated<number>;
  franchisee_id: number | null;
  kind: 'ip' | 'device' | 'bank_account' | 'upi' | 'member';
  value: string;
  action: 'block_login' | 'block_withdraw' | 'review';
  reason: Generated<string>;
  enabled: Generated<number>;
  expires_at: number | null;
  created_by: number | null;
  created_at: number;
}

export interface MemberLoginLogTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  ip: string;
  device: Generated<string>;
  source: Generated<'pc' | 'h5' | 'app'>;
  geo: Generated<string>;
  success: number;
  reason: Generated<string>;
  created_at: number;
}

export interface MemberRemarkTable {
  id: Generated<number>;
  member_id: number;
  staff_id: number | null;
  kind: 'front' | 'back' | 'memo';
  content: string;
  created_at: number;
}

export interface MemberLabelTable {
  id: Generated<number>;
  franchisee_id: number;
  name: string;
  color: Generated<string>;
  created_at: number;
}

export interface MemberLabelLinkTable {
  member_id: number;
  label_id: number;
  created_at: number;
}

/** Order-side daily metrics (per franchisee and per agent). */
export interface OrderMetrics {
  registrations: Generated<number>;
  first_deposit_count: Generated<number>;
  first_deposit_amount: Generated<number>;
  deposit_count: Generated<number>;
  deposit_amount: Generated<number>;
  withdraw_count: Generated<number>;
  withdraw_amount: Generated<number>;
  withdraw_fees: Generated<number>;
  bonuses: Generated<number>;
}

/** Bet-side daily metrics (on all three report tables). */
export interface BetMetrics {
  bet_count: Generated<number>;
  bettors: Generated<number>;
  stake: Generated<number>;
  valid_turnover: Generated<number>;
  payout: Generated<number>;
  house_profit: Generated<number>;
  bet_fees: Generated<number>;
  rebates: Generated<number>;
}

/** `day` is the Bombay day number; key 0 means "none" (no agent). */
export interface DailyReportTable extends OrderMetrics, BetMetrics {
  day: number;
  franchisee_id: number;
  refreshed_at: number;
}

export interface DailyGameReportTable extends BetMetrics {
  day: number;
  franchisee_id: number;
  game_id: number;
  refreshed_at: number;
}

export interface DailyAgentReportTable extends OrderMetrics, BetMetrics {
  day: number;
  franchisee_id: number;
  agent_id: number;
  refreshed_at: number;
}

/**
 * The member's money figures that bets and settlement change, off the member row (migration 062):
 * a row per member, created by a trigger on member insert. agent_id, vip_level, customer_class and
 * formal are trigger-kept copies of the member's, so the list's balance sorts share an index with
 * their filters.
 */
export interface MemberBalanceTable {
  member_id: number;
  /** Paise: a copy of the member's cash ledger balance, kept by a trigger on ledger_account (migrations 010, 062). */
  cash_balance: Generated<number>;
  /** Paise staked and won over the member's settled bets (settlement adds to them). */
  total_bet: Generated<number>;
  total_win: Generated<number>;
  /** 1 when the member is formal (is_test = 0 and is_internal = 0). */
  formal: Generated<number>;
  agent_id: Generated<number | null>;
  vip_level: Generated<number>;
  customer_class: Generated<string>;
}

export interface PeopleTables {
  member_balance: MemberBalanceTable;
  vip_level: VipLevelTable;
  points_ledger: PointsLedgerTable;
  ticket: TicketTable;
  member_ticket: MemberTicketTable;
  announcement: AnnouncementTable;
  restricted_account: RestrictedAccountTable;
  risk_list: RiskListTable;
  member_login_log: MemberLoginLogTable;
  member_remark: MemberRemarkTable;
  member_label: MemberLabelTable;
  member_label_link: MemberLabelLinkTable;
  daily_report: DailyReportTable;
  daily_game_report: DailyGameReportTable;
  daily_agent_report: DailyAgentReportTable;
}
