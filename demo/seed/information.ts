import type { Database } from '../../server/db/database';

const DAY_MS = 86_400_000;

/*
 * Demo content for /Information_management: articles and activities in English, Hindi and
 * Chinese in each publish state, and members' messages (some answered, one closed) for the
 * first franchisee's members and another's, so both roles' lists have rows.
 */
export async function seedInformation(db: Database, now: number): Promise<void> {
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const franchisees = await db.selectFrom('franchisee').select('id').orderBy('id').limit(2).execute();
  const posts: [
    kind: 'article' | 'activity',
    category: string,
    lang: string,
    title: string,
    summary: string,
    content: string,
    startDays: number,
    endDays: number | null,
  ][] = [
    [
      'article',
      'guide',
      'en',
      'How to deposit with UPI',
      'Three steps from the wallet',
      '<p>Open <strong>Wallet</strong>, choose <em>UPI</em> and pay the amount shown.</p>',
      -20,
      null,
    ],
    [
      'article',
      'guide',
      'hi',
      'UPI से जमा कैसे करें',
      'वॉलेट से तीन कदम',
      '<p><strong>वॉलेट</strong> खोलें, UPI चुनें और दिखाई गई राशि का भुगतान करें।</p>',
      -20,
      null,
    ],
    [
      'article',
      'guide',
      'zh',
      '如何使用 UPI 充值',
      '钱包中三步完成',
      '<p>打开<strong>钱包</strong>，选择 UPI，支付显示的金额。</p>',
      -20,
      null,
    ],
    [
      'article',
      'rules',
      'en',
      'Fair draws explained',
      'How every Win Go result can be checked',
      '<h2>Commit and reveal</h2><p>Each period publishes a hash before betting opens.</p>',
      -30,
      null,
    ],
    ['article', 'news', 'en', 'New 30-second game', 'Coming next week', '<p>Win Go 30s opens next Monday.</p>', 3, null],
    ['article', 'help', 'en', 'Old withdrawal limits', 'Replaced by the VIP table', '<p>These limits no longer apply.</p>', -60, -10],
    [
      'activity',
      'festival',
      'en',
      'Diwali deposit bonus',
      '10% extra on every UPI deposit',
      '<h2>10% extra</h2><p>On every UPI deposit during Diwali week.</p>',
      -2,
      12,
    ],
    [
      'activity',
      'festival',
      'hi',
      'दिवाली जमा बोनस',
      'हर UPI जमा पर 10% अतिरिक्त',
      '<p>दिवाली सप्ताह में हर UPI जमा पर <strong>10%</strong> अतिरिक्त।</p>',
      -2,
      12,
    ],
    [
      'activity',
      'newcomer',
      'en',
      'First deposit doubled',
      'Up to ₹500 on your first deposit',
      '<p>Your first deposit is matched 100%, up to ₹500.</p>',
      -40,
      null,
    ],
    ['activity', 'betting', 'zh', '周末投注返利', '周末投注额 1% 返利', '<p>周六、周日投注额返利 <strong>1%</strong>。</p>', 2, 9],
  ];
  for (const [i, [kind, category, lang, title, summary, content, startDays, endDays]] of posts.entries()) {
    const created = now - (40 - i) * DAY_MS;
    await db
      .insertInto('content_post')
      .values({
        kind,
        franchisee_id: i === 3 ? Number(franchisees[0].id) : null,
        category,
        title,
        summary,
        content,
        lang,
        sort: i,
        pinned: i === 0 || i === 6 ? 1 : 0,
        start_at: now + startDays * DAY_MS,
        end_at: endDays === null ? null : now + endDays * DAY_MS,
        activity_start_at: kind === 'activity' ? now + startDays * DAY_MS : null,
        activity_end_at: kind === 'activity' && endDays !== null ? now + endDays * DAY_MS : null,
        status: 0,
        created_by: admin.id,
        updated_by: admin.id,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }

  const texts: [
    category: 'deposit' | 'withdrawal' | 'account' | 'game' | 'suggestion' | 'other',
    title: string,
    content: string,
    reply: string | null,
  ][] = [
    [
      'deposit',
      'Deposit not credited',
      'I paid ₹1,000 by UPI an hour ago, UTR 412345678901, and my balance has not changed.',
      '<p>Your deposit was credited at 14:05 IST. Thank you for waiting.</p>',
    ],
    ['withdrawal', 'Withdrawal pending', 'My withdrawal has been under review since yesterday.', null],
    [
      'account',
      'Change phone number',
      'I have a new phone number, how do I change it?',
      '<p>Please open <strong>Profile › Phone</strong> and confirm with the OTP.</p>',
    ],
    ['game', 'Result looks wrong', 'Period 20261120-0931 showed green but I lost my green bet.', null],
    ['suggestion', 'Hindi support', 'Please add customer support in Hindi.', null],
    ['other', 'Thank you', 'Great app, fast withdrawals.', null],
  ];
  for (const [f, franchisee] of franchisees.entries()) {
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('franchisee_id', '=', franchisee.id)
      .orderBy('id')
      .limit(texts.length)
      .execute();
    for (const [i, member] of members.entries()) {
      const [category, title, content, reply] = texts[i];
      const created = now - (i + 1 + f) * 5 * 3_600_000;
      await db
        .insertInto('member_message')
        .values({
          franchisee_id: Number(franchisee.id),
          member_id: Number(member.id),
          category,
          title,
          content,
          reply,
          status: reply ? 'replied' : i === 5 ? 'closed' : 'pending',
          replied_by: reply ? admin.id : null,
          replied_at: reply ? created + 3_600_000 : null,
          closed_by: i === 5 ? admin.id : null,
          closed_at: i === 5 ? created + 60_000 : null,
          created_at: created,
        })
        .execute();
    }
  }
}
