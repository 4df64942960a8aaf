import { column, computed, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { manualContracts } from '../../shared/manualContract';
import { manualBatchRow } from './reviewRows';

/*
 * The manual deposit and withdrawal screens' rows (manualRoutes.ts): a request (manual_batch, the
 * columns reviewRows.ts declares for it and those 009_maker_checker adds) with its maker's and
 * checker's usernames (maker, checker), and a member's adjustment (manual_adjustment) with its
 * request joined (request_id, batch_no, kind, reject_reason). Paise, epoch ms.
 */

type ManualRecord = AnswerOf<typeof manualContracts.depositRecords>['list'][number];
type ManualRequest = AnswerOf<typeof manualContracts.requests>['list'][number];

const KINDS = ['single', 'batch'] as const;
const requestTotal = manualBatchRow.pick('amount', 'memberCount');

const staff = {
  maker: column('maker').text(),
  // Null until someone decides the request.
  checker: column('checker').text().nullable(),
};

/** A request as the checker's list shows it; the route adds the member of a single request. */
export const manualRequestRow = defineRowMapping({
  id: manualBatchRow.fields.id,
  requestNo: manualBatchRow.fields.orderNo,
  kind: column('kind').text().oneOf(KINDS),
  direction: manualBatchRow.fields.direction,
  status: manualBatchRow.fields.status,
  count: manualBatchRow.fields.memberCount,
  totalAmount: manualBatchRow.fields.amount,
  reasonType: manualBatchRow.fields.reasonType,
  remark: manualBatchRow.fields.remark,
  rejectReason: column('reject_reason').text(),
  ...staff,
  createdAt: manualBatchRow.fields.createdAt,
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  // What each member gets or gives (a batch by list may differ per member: their mean, rounded down).
  amount: computed((row: { total_amount: number; member_count: number }) => {
    const counted = requestTotal.map(row);
    return Math.floor(counted.amount / counted.memberCount);
  }),
}) satisfies RowMappingTo<Omit<ManualRequest, 'memberId' | 'username'>>;

// Every adjustment belongs to a request (009_maker_checker gave the earlier ones theirs): the
// left join on its request always finds it.
const request = {
  requestId: column('request_id').int().nonNull(),
  requestNo: column('batch_no').text().nonNull(),
  kind: column('kind').text().oneOf(KINDS).nonNull(),
};

/** A member's adjustment with its request, as the record lists show it. */
export const manualRecordRow = defineRowMapping({
  id: column('id').int(),
  ref: column('ref').text(),
  ...request,
  memberId: column('member_id').int(),
  username: column('username').text(),
  amount: column('amount').money(),
  balanceAfter: column('balance_after').money().nullable(),
  reasonType: column('reason_type').text(),
  remark: column('remark').text(),
  normalAudit: column('normal_audit').int(),
  comprehensiveMultipleX100: column('comprehensive_multiple_x100').int(),
  // The adjustment's own status, which moves with its request's.
  status: manualBatchRow.fields.status,
  ...staff,
  rejectReason: column('reject_reason').text().nullable(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  // A batch's number only for batch requests: a single request is numbered like its record.
  batchNo: computed((row: { kind: string | null; batch_no: string | null }) => (row.kind === 'batch' ? row.batch_no : null)),
  // The maker, under the name the list had before maker-checker.
  operator: staff.maker,
}) satisfies RowMappingTo<ManualRecord>;
