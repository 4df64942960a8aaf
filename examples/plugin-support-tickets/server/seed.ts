import type { Database } from '../../../server/db/database';

const HOUR = 3_600_000;
const TITLES = [
  'Check the weekend promotion texts',
  'Agent asks for a new QR code',
  'Review the Diwali banner',
  'Member reports a late UTR',
  "Close last month's cases",
  'Translate the new notice',
];

/** Demo rows, written once per demo database (plugin/installModules.ts). */
export async function seedSupportTickets(db: Database, { now }: { now: number }): Promise<void> {
  const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const rows = TITLES.map((title, i) => ({
    title,
    note: '',
    status: i % 3 === 2 ? ('closed' as const) : ('open' as const),
    created_by: admin?.id ?? null,
    created_at: now - (TITLES.length - i) * 6 * HOUR,
    updated_at: now - (TITLES.length - i) * 6 * HOUR,
  }));
  await db.insertInto('support_tickets_item').values(rows).execute();
}
