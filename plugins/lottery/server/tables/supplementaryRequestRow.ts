import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { manualContracts } from '../../shared/manualContract';

/*
 * supplementary_request's rows as the manual lottery lists them (manualRoutes.ts), with the
 * period's issue, its game's name and the maker's and checker's accounts. Times epoch ms.
 */

type SupplementaryRecord = AnswerOf<typeof manualContracts.supplementaryRequests>['list'][number];

export const supplementaryRequestRow = defineRowMapping({
  id: column('id').int(),
  periodId: column('period_id').int(),
  issueNo: column('issue_no').text(),
  gameName: column('game_name').text(),
  kind: column('kind').text().oneOf(['draw', 'settle']),
  reason: column('reason').text(),
  status: column('status').text().oneOf(['pending_approval', 'approved', 'rejected']),
  rejectReason: column('reject_reason').text(),
  maker: column('maker').text(),
  // Null until another admin decides it.
  checker: column('checker').text().nullable(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
}) satisfies RowMappingTo<SupplementaryRecord>;
