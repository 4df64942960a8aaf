import type { Database } from '../../server/db/database';
import { column, defineRowMapping } from '../../server/db/rowMapping';
import { rupees } from '../../server/domain/money';
import { DEFAULT_TEMPLATES } from '../../server/notify/systemMessageDefaults';
import { sendSystemMessage } from '../../server/notify/systemMessages';

const HOUR_MS = 3_600_000;

/** A member and the franchisee its log entries belong to. */
const memberOwnerRow = defineRowMapping({ memberId: column('id').int(), franchiseeId: column('franchisee_id').int() });
/** A written mail and when it was written (epoch ms), to mark it read some time after. */
const writtenMailRow = defineRowMapping({ id: column('id').int(), createdAt: column('created_at').epochMs() });

/*
 * Demo rows for message_center › mails / › systemMessage and Log_management ›
 * vip_foreground_operation: the automatic messages the latest reviewed deposits and withdrawals
 * would have sent (written by the same sendSystemMessage the services use), a few personal mails
 * from staff, some read; and the member-side actions behind the latest orders plus a few profile,
 * bank and password changes. Everything is picked by ORDER BY id, so a seed is reproducible.
 */
export async function seedMailbox(db: Database, now: number): Promise<void> {
  // The reset empties the templates with the rest; put back the texts the migration seeds.
  for (const [event, texts] of Object.entries(DEFAULT_TEMPLATES)) {
    const exists = await db.selectFrom('system_message_template').select('id').where('event', '=', event).executeTakeFirst();
    if (!exists)
      await db
        .insertInto('system_message_template')
        .values({ event, enabled: 1, texts_json: JSON.stringify(texts), updated_by: null, updated_at: now })
        .execute();
  }

  const deposits = await db
    .selectFrom('deposit_order')
    .select(['id', 'order_no', 'member_id', 'amount', 'status', 'created_at', 'reviewed_at', 'created_ip'])
    .where('status', 'in', [2, 3])
    .orderBy('id', 'desc')
    .limit(12)
    .execute();
  for (const d of deposits) {
    await sendSystemMessage(db, {
      event: d.status === 2 ? 'deposit_credited' : 'deposit_rejected',
      refId: d.id,
      memberId: d.member_id,
      now: d.reviewed_at ?? d.created_at,
      values:
        d.status === 2
          ? { orderNo: d.order_no, amount: rupees(d.amount), bonus: rupees(0) }
          : { orderNo: d.order_no, amount: rupees(d.amount), reason: 'UTR not found' },
    });
  }
  const withdrawals = await db
    .selectFrom('withdrawal_order')
    .select(['id', 'order_no', 'member_id', 'amount', 'status', 'created_at', 'reviewed_at', 'created_ip'])
    .where('status', 'in', [2, 3])
    .orderBy('id', 'desc')
    .limit(8)
    .execute();
  for (const w of withdrawals) {
    await sendSystemMessage(db, {
      event: w.status === 2 ? 'withdrawal_paid' : 'withdrawal_rejected',
      refId: w.id,
      memberId: w.member_id,
      now: w.reviewed_at ?? w.created_at,
      values:
        w.status === 2
          ? { orderNo: w.order_no, amount: rupees(w.amount) }
          : { orderNo: w.order_no, amount: rupees(w.amount), reason: 'Bank details do not match' },
    });
  }

  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const franchisees = await db.selectFrom('franchisee').select('id').orderBy('id').limit(2).execute();
  const personal: [lang: 'en' | 'hi' | 'zh', title: string, content: string][] = [
    ['en', 'Your withdrawal limit was raised', '<p>Dear member, your daily withdrawal limit is now <strong>₹2,00,000</strong>.</p>'],
    ['hi', 'दिवाली बोनस', '<p>आपके खाते में दिवाली बोनस जल्द ही जोड़ा जाएगा।</p>'],
    ['zh', '账户安全提醒', '<p>请勿向任何人透露您的登录密码和资金密码。</p>'],
  ];
  for (const [f, franchisee] of franchisees.entries()) {
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('franchisee_id', '=', franchisee.id)
      .orderBy('id')
      .limit(personal.length)
      .execute();
    for (const [i, member] of members.entries()) {
      const [lang, title, content] = personal[i];
      const created = now - (i + 1 + f * 3) * 6 * HOUR_MS;
      await db
        .insertInto('member_mail')
        .values({
          franchisee_id: Number(franchisee.id),
          member_id: Number(member.id),
          source: 'staff',
          event: '',
          dedupe_key: null,
          lang,
          title,
          content,
          read_at: i % 2 === 0 ? created + HOUR_MS : null,
          created_by: admin.id,
          created_at: created,
        })
        .execute();
    }
  }
  // About half the automatic messages were opened.
  const system = (
    await db.selectFrom('member_mail').select(['id', 'created_at']).where('source', '=', 'system').orderBy('id').execute()
  ).map(writtenMailRow.map);
  for (const m of system.filter((_, i) => i % 2 === 0)) {
    await db
      .updateTable('member_mail')
      .set({ read_at: m.createdAt + 2 * HOUR_MS })
      .where('id', '=', m.id)
      .execute();
  }

  // Member-side actions: the orders above were submitted by their members, then a few account changes.
  const members = new Map(
    (
      await db
        .selectFrom('member')
        .select(['id', 'franchisee_id'])
        .where('id', 'in', [...new Set([...deposits, ...withdrawals].map((o) => o.member_id))].concat([0]))
        .orderBy('id')
        .execute()
    )
      .map(memberOwnerRow.map)
      .map((m) => [m.memberId, m.franchiseeId]),
  );
  const sources = ['app', 'h5', 'pc'] as const;
  const actions = [
    ...deposits.map((d, i) => ({
      member_id: d.member_id,
      action: 'deposit_submit',
      detail: `${d.order_no} ${rupees(d.amount)}`,
      ip: d.created_ip,
      source: sources[i % 3],
      created_at: d.created_at,
    })),
    ...withdrawals.map((w, i) => ({
      member_id: w.member_id,
      action: 'withdrawal_submit',
      detail: `${w.order_no} ${rupees(w.amount)}`,
      ip: w.created_ip,
      source: sources[(i + 1) % 3],
      created_at: w.created_at,
    })),
  ];
  const firstMembers = (await db.selectFrom('member').select(['id', 'franchisee_id']).orderBy('id').limit(4).execute()).map(
    memberOwnerRow.map,
  );
  for (const m of firstMembers) members.set(m.memberId, m.franchiseeId);
  const changes = [
    ['profile_update', 'nickname'],
    ['bank_bind', 'UPI ****@okaxis'],
    ['password_change', ''],
    ['fund_password_change', ''],
  ] as const;
  for (const [i, m] of firstMembers.entries()) {
    const [action, detail] = changes[i % changes.length];
    actions.push({
      member_id: m.memberId,
      action,
      detail,
      ip: `103.21.4.${10 + i}`,
      source: sources[i % 3],
      created_at: now - (i + 1) * 2 * HOUR_MS,
    });
  }
  actions.sort((a, b) => a.created_at - b.created_at || a.member_id - b.member_id);
  for (const a of actions) {
    await db
      .insertInto('member_operation_log')
      .values({ ...a, franchisee_id: members.get(a.member_id) ?? firstMembers[0].franchiseeId, ip: a.ip ?? '' })
      .execute();
  }
}
