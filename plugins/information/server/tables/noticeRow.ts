import { column } from '../../../../server/db/rowMapping';
import { NOTICE_AUDIENCES, NOTICE_DEVICES, NOTICE_LANGS, NOTICE_TYPES } from '../../shared/noticeContract';
import { publishableRow } from './publishableRow';

/*
 * announcement's rows as answers (noticeRoutes.ts): a notice as the screens get it, but its publish
 * state (the request's clock) and its recipients' accounts (a lookup over the page's member ids,
 * which audienceMemberIds reads). Times epoch ms, as stored.
 */

/** The member ids a notice is addressed to (a JSON array the save writes); anything else names none. */
export function audienceMemberIds(row: { audience_members: string }): number[] {
  try {
    const ids: unknown = JSON.parse(row.audience_members);
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isSafeInteger) : [];
  } catch {
    return [];
  }
}

export const noticeRow = publishableRow.extend({
  stationId: column('station_id').int().nullable(),
  stationName: column('station_name').text().nullable(),
  type: column('type').text().oneOf(NOTICE_TYPES),
  title: column('title').text(),
  content: column('content').text(),
  lang: column('lang').text().oneOf(NOTICE_LANGS),
  device: column('device').text().oneOf(NOTICE_DEVICES),
  playAt: column('play_at').epochMs().nullable(),
  audience: column('audience').text().oneOf(NOTICE_AUDIENCES),
  audienceVipMin: column('audience_vip_min').int(),
  pinned: column('pinned').int(),
});
