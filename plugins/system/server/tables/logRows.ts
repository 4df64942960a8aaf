import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * The four append-only logs' rows as Log_management lists them (logRoutes.ts): staff sign-ins
 * (login_log), member sign-ins (member_login_log) and member actions (member_operation_log), each
 * with the member's account joined, and staff writes (operation_log) with their before/after
 * snapshots for the detail call. Success 0/1 as the contracts answer it, times epoch ms.
 */

export const staffLoginRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  staffId: column('staff_id').int().nullable(),
  ip: column('ip').text(),
  device: column('user_agent').text(),
  success: column('success').int(),
  reason: column('reason').text(),
  createTime: column('created_at').epochMs(),
});

export const memberLoginRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  ip: column('ip').text(),
  device: column('device').text(),
  source: column('source').text().oneOf(['pc', 'h5', 'app']),
  geo: column('geo').text(),
  success: column('success').int(),
  reason: column('reason').text(),
  createTime: column('created_at').epochMs(),
});

export const memberActionRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  action: column('action').text(),
  detail: column('detail').text(),
  ip: column('ip').text(),
  // 'pc', 'h5', 'app', or '' when the service did not know.
  source: column('source').text(),
  createTime: column('created_at').epochMs(),
});

export const operationLogRow = defineRowMapping({
  id: column('id').int(),
  staffId: column('staff_id').int(),
  username: column('username').text(),
  action: column('action').text(),
  targetType: column('target_type').text(),
  targetId: column('target_id').text().nullable(),
  ip: column('ip').text(),
  createTime: column('created_at').epochMs(),
});

/** Stored snapshots are JSON written by writeOperationLog; a row from an older writer may hold plain text. */
function snapshot(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One operation with what it changed, for the diff view. */
export const operationDetailRow = operationLogRow.extend({
  before: computed((row: { before_json: string | null }) => snapshot(row.before_json)),
  after: computed((row: { after_json: string | null }) => snapshot(row.after_json)),
});
