import type { Selectable } from 'kysely';
import { assertIndependent } from '../../../../server/auth/independence';
import type { Database } from '../../../../server/db/database';
import type { CommissionAdjustmentTable } from '../tables/commission';
import type { Journal } from '../../../../server/domain/ledgerModel';
import { systemAccount } from '../../../../server/domain/ledgerJournals';
import { ApiError } from '../../../../server/http/errors';
import { postJournal } from '../../../../server/ledger/ledger';

/*
 * Corrections of a paid commission line. A paid period is locked, so a correction never edits the
 * line: it is a new adjusting entry (signed paise, a reason) made by one staff member, approved
 * by an independent second one, and paid with a journal of its own, key commission-adjust:{id}
 * (a positive amount moves house → agent wallet, a negative one agent wallet → house). A debit
 * that would take the agent's wallet below zero is refused and the transaction rolls back.
 */

type AdjustmentRow = Selectable<CommissionAdjustmentTable>;

const rupees = (paise: number) => (paise / 100).toFixed(2);

export function adjustmentJournal(a: { id: number; agentId: number; franchiseeId: number; amount: number }): Journal {
  return {
    type: 'commission',
    businessKey: `commission-adjust:${a.id}`,
    postings: [
      { account: systemAccount('house', String(a.franchiseeId)), amount: -a.amount },
      { account: { ownerType: 'agent', ownerId: String(a.agentId), bucket: 'cash' }, amount: a.amount },
    ],
  };
}

async function adjustmentRow(db: Database, id: number): Promise<AdjustmentRow> {
  const row = await db.selectFrom('commission_adjustment').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

/** Moves an adjustment from one status to the next, guarded on the status read (no double decision). */
async function advance(
  db: Database,
  row: AdjustmentRow,
  from: AdjustmentRow['status'],
  set: Partial<AdjustmentRow>,
): Promise<AdjustmentRow> {
  const done = await db
    .updateTable('commission_adjustment')
    .set(set)
    .where('id', '=', row.id)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) throw new ApiError('A0400', 'commission_adjust_state', { id: row.id });
  return { ...row, ...set };
}

export async function createAdjustment(
  db: Database,
  input: { lineId: number; amount: number; reason: string },
  staffId: number,
  now: number,
): Promise<AdjustmentRow> {
  const line = await db
    .selectFrom('commission_line as l')
    .innerJoin('commission_period as p', 'p.period_key', 'l.period_key')
    .select(['l.id', 'l.period_key', 'l.agent_id', 'l.franchisee_id', 'p.status'])
    .where('l.id', '=', input.lineId)
    .executeTakeFirst();
  if (!line) throw new ApiError('A0400', 'field_invalid', { field: 'lineId', problem: 'not found' });
  if (line.status !== 'paid') throw new ApiError('A0400', 'commission_adjust_unpaid', { key: line.period_key });
  return db
    .insertInto('commission_adjustment')
    .values({
      line_id: line.id,
      period_key: line.period_key,
      agent_id: line.agent_id,
      franchisee_id: line.franchisee_id,
      amount: input.amount,
      reason: input.reason,
      status: 'pending',
      created_by: staffId,
      created_at: now,
      reviewed_by: null,
      reviewed_at: null,
      paid_by: null,
      paid_at: null,
      journal_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function reviewAdjustment(db: Database, id: number, approve: boolean, staffId: number, now: number): Promise<AdjustmentRow> {
  const row = await adjustmentRow(db, id);
  if (row.status !== 'pending') throw new ApiError('A0400', 'commission_adjust_state', { id });
  await assertIndependent(db, row.created_by, staffId, 'commission_adjust_maker_is_checker');
  return advance(db, row, 'pending', { status: approve ? 'approved' : 'rejected', reviewed_by: staffId, reviewed_at: now });
}

export async function payAdjustment(
  db: Database,
  id: number,
  staffId: number,
  now: number,
): Promise<AdjustmentRow & { walletAfter: number }> {
  const row = await adjustmentRow(db, id);
  if (row.status !== 'approved') throw new ApiError('A0400', 'commission_adjust_state', { id });
  const posted = await postJournal(
    db,
    adjustmentJournal({ id: row.id, agentId: row.agent_id, franchiseeId: row.franchisee_id, amount: row.amount }),
    { now, staffId, refType: 'commission_adjustment', refId: row.id, remark: `${row.period_key} ${row.reason}` },
  );
  const wallet = posted.postings.find((p) => p.account.ownerType === 'agent');
  const walletAfter = wallet?.balanceAfter ?? 0;
  // The agent's wallet is not a member account, so the ledger lets it go negative: refuse here (the caller's transaction rolls back).
  if (walletAfter < 0)
    throw new ApiError('A0400', 'commission_adjust_wallet_short', {
      amount: rupees(-row.amount),
      balance: rupees(walletAfter - row.amount),
    });
  const paid = await advance(db, row, 'approved', { status: 'paid', paid_by: staffId, paid_at: now, journal_id: posted.journalId });
  return { ...paid, walletAfter };
}
