import { DAY_MS } from '../../server/domain/time';
import type { Member } from './activity';
import type { Organisation } from './organisation';
import { ipOf, VIP_THRESHOLDS_RUPEES } from './people';
import type { Random } from '../../server/seed/random';
import { ratesJson } from '../../plugins/money/server/rebateRules';
import { SEED_REBATE_TEMPLATE, vipRebateBps } from './rebates';

/*
 * Content and risk data for the demo: VIP levels per franchisee, tickets and some issued to
 * members, announcements, risk lists, member labels with their members, staff remarks, and a
 * few restricted accounts (within the 10 / 3 limits of plugins/lottery/server/restricted.ts).
 * `members` is a sample (the first chunk), which is enough for these lists.
 */

type Rows = Record<string, unknown>[];

const VIP_NAMES = ['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Crown', 'Royal', 'Emperor', 'Legend', 'Supreme'];
const LABELS: [string, string][] = [
  ['High roller', '#d32f2f'],
  ['Cricket fan', '#388e3c'],
  ['Night player', '#303f9f'],
  ['Promo only', '#f57c00'],
  ['Referred', '#7b1fa2'],
];

export function buildContent(rng: Random, org: Organisation, members: Member[], now: number): [string, Rows][] {
  const vip: Rows = [];
  for (const f of org.franchisees) {
    VIP_THRESHOLDS_RUPEES.forEach((rupees, level) =>
      vip.push({
        id: vip.length + 1,
        franchisee_id: f.id,
        level,
        name: VIP_NAMES[level],
        icon: `/vip/${level}.png`,
        required_members: level * 2,
        required_monthly: rupees * 100,
        required_weekly: Math.floor(rupees / 4) * 100,
        upgrade_reward: level * level * 100 * 100,
        upgrade_points: level * 50,
        weekly_reward: level * 20 * 100,
        weekly_reward_enabled: level >= 3 ? 1 : 0,
        fallback: level >= 5 ? 1 : 0,
        rebate_bps: vipRebateBps(level),
        created_at: f.created_at,
      }),
    );
  }

  const tickets: Rows = [];
  for (const f of org.franchisees) {
    for (const [type, amount, en, hi, zh] of [
      ['cash', 5000, 'Welcome ₹50', 'स्वागत ₹50', '新人 ₹50'],
      ['free_bet', 10000, 'Free bet ₹100', 'मुफ़्त दांव ₹100', '免费投注 ₹100'],
      ['deposit_bonus', 20000, 'Deposit bonus ₹200', 'जमा बोनस ₹200', '充值奖励 ₹200'],
    ] as const) {
      tickets.push({
        id: tickets.length + 1,
        franchisee_id: f.id,
        name: en,
        type,
        game_id: null,
        title_zh: zh,
        title_en: en,
        title_hi: hi,
        subtitle_zh: '限时',
        subtitle_en: 'Limited time',
        subtitle_hi: 'सीमित समय',
        details_zh: '',
        details_en: `${en} for Win Go`,
        details_hi: '',
        amount,
        limit_count: 1,
        expires_at: null,
        valid_days: 7,
        status: 0,
        created_at: now - 40 * DAY_MS,
      });
    }
  }
  const memberTickets: Rows = [];
  for (const m of members) {
    if (m.is_internal || !rng.chance(0.1)) continue;
    const ticket = tickets[(m.franchisee_id - 1) * 3 + rng.int(0, 2)];
    const issued = Math.max(m.created_at, now - rng.int(0, 20) * DAY_MS);
    const used = rng.chance(0.5);
    memberTickets.push({
      id: memberTickets.length + 1,
      ticket_id: ticket.id,
      member_id: m.id,
      serial_no: `T${String(memberTickets.length + 1).padStart(9, '0')}`,
      won: used && rng.chance(0.4) ? 1 : 0,
      voided: !used && rng.chance(0.1) ? 1 : 0,
      issued_at: issued,
      expires_at: issued + 7 * DAY_MS,
      used_at: used ? Math.min(now, issued + rng.int(1, 72) * 3_600_000) : null,
    });
  }

  const announcements: Rows = [
    ['marquee', 'Win Go 30s is live', 'Draws every 30 seconds, fair and verifiable.', 'en'],
    ['marquee', 'विन गो 30s शुरू', 'हर 30 सेकंड में ड्रॉ।', 'hi'],
    ['popup', 'Deposit bonus weekend', 'Get up to 10% extra on UPI deposits this weekend.', 'en'],
    ['notice', 'Maintenance', 'Withdrawals pause from 02:00 to 02:30 IST on Sunday.', 'en'],
    ['inbox', 'VIP upgrade', 'Congratulations on your new VIP level!', 'en'],
  ].map(([type, title, content, lang], i) => ({
    id: i + 1,
    franchisee_id: i % 2 === 0 ? null : org.franchisees[0].id,
    station_id: null,
    type,
    title,
    content,
    lang,
    device: 'all',
    sort: i,
    play_at: null,
    start_at: now - (10 - i) * DAY_MS,
    end_at: i === 3 ? now + 5 * DAY_MS : null,
    audience: i === 4 ? 'vip' : 'all',
    audience_vip_min: i === 4 ? 3 : 0,
    audience_members: '[]',
    pinned: i === 0 ? 1 : 0,
    status: 0,
    created_by: 1,
    created_at: now - (10 - i) * DAY_MS,
    updated_at: now - (10 - i) * DAY_MS,
  }));

  const risk: Rows = [];
  const addRisk = (kind: string, value: string, action: string, reason: string) =>
    risk.push({
      id: risk.length + 1,
      franchisee_id: null,
      kind,
      value,
      action,
      reason,
      enabled: rng.chance(0.85) ? 1 : 0,
      expires_at: null,
      created_by: 1,
      created_at: now - rng.int(1, 60) * DAY_MS,
    });
  for (let i = 0; i < 6; i++) addRisk('ip', ipOf(rng), 'block_login', 'Many accounts from one address');
  for (let i = 0; i < 4; i++) addRisk('upi', `fraud${rng.int(100, 999)}@ybl`, 'block_withdraw', 'Reported by the bank');
  for (let i = 0; i < 3; i++) addRisk('device', `Android 12 / emulator-${rng.int(1000, 9999)}`, 'review', 'Emulator fingerprint');

  const labels: Rows = [];
  for (const f of org.franchisees)
    for (const [name, color] of LABELS)
      labels.push({ id: labels.length + 1, franchisee_id: f.id, name, color, created_at: now - 90 * DAY_MS });
  const links: Rows = [];
  const remarks: Rows = [];
  const restricted: Rows = [];
  const perFranchisee = new Map<number, number>();
  for (const m of members) {
    if (rng.chance(0.06)) {
      const label = labels[(m.franchisee_id - 1) * LABELS.length + rng.int(0, LABELS.length - 1)];
      links.push({ member_id: m.id, label_id: label.id, created_at: Math.max(m.created_at, now - 5 * DAY_MS) });
    }
    if (rng.chance(0.03)) {
      remarks.push({
        id: remarks.length + 1,
        member_id: m.id,
        staff_id: 1,
        kind: rng.pick(['memo', 'back', 'front']),
        content: rng.pick(['Asked about withdrawal times', 'Promised a callback', 'Complained about a lost bet', 'Wants Hindi support']),
        created_at: Math.min(now, m.created_at + DAY_MS),
      });
    }
    const n = perFranchisee.get(m.franchisee_id) ?? 0;
    if (n < 4 && m.is_internal === 0 && m.total_bet > 0 && rng.chance(0.01)) {
      perFranchisee.set(m.franchisee_id, n + 1);
      restricted.push({
        id: restricted.length + 1,
        franchisee_id: m.franchisee_id,
        member_id: m.id,
        restriction: n % 2 === 0 ? 'betting_suspended' : 'stake_cap',
        stake_cap: n % 2 === 0 ? null : 10_000,
        enabled: n < 2 ? 1 : 0,
        reason: n % 2 === 0 ? 'Suspected collusion on Win Go 30s' : 'Betting pattern under review',
        created_by: 1,
        expires_at: null,
        created_at: now - (n + 1) * DAY_MS,
        updated_at: now - (n + 1) * DAY_MS,
      });
    }
  }
  return [
    ['vip_level', vip],
    ['ticket', tickets],
    ['member_ticket', memberTickets],
    ['announcement', announcements],
    ['risk_list', risk],
    ['member_label', labels],
    ['member_label_link', links],
    ['member_remark', remarks],
    ['restricted_account', restricted],
    ['rebate_template', rebateTemplates(now)],
  ];
}

/** The rebate template the seeded rebate records were calculated with (and the daily job goes on paying by). */
function rebateTemplates(now: number): Rows {
  const t = SEED_REBATE_TEMPLATE;
  return [
    {
      id: t.id,
      franchisee_id: t.franchiseeId,
      name: 'VIP daily rebate',
      game_id: t.gameId,
      rates_json: ratesJson(t.rates),
      audit_multiple_x100: t.auditMultipleX100,
      daily_cap: t.dailyCap,
      status: 0,
      created_at: now - 90 * DAY_MS,
      updated_at: now - 90 * DAY_MS,
    },
  ];
}
