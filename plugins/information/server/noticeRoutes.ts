import { sql, type SqlBool } from 'kysely';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { withPublishState } from './publishWindow';
import { publishableRoutes, type ContentRow, type Query } from './publishableContent';
import { audienceMemberIds, noticeRow } from './tables/noticeRow';
import { memberAccountRow, stationChoiceRow } from './tables/publishableRow';
import { NOTICE_TYPES, noticeContractsAt, type NoticePrefix } from '../shared/noticeContract';
import { INFORMATION_MENU } from '../shared/menuTree';

/*
 * notice_management: the announcements members see in the app (marquee, pop-up, notice board,
 * mailbox), each with its content as sanitised rich text, content language, station, device, play
 * order and time, valid window and recipients (everyone, a VIP level and above, or named accounts).
 * Published by its window (publishWindow.ts), scoped, sorted and audited as all publishable content
 * (publishableContent.ts); what is a notice's own is here.
 */

type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * The three notice leaves are views of the same table: notice_management every type,
 * notice_mail the member mailbox (inbox), notice_notify what the app plays at members (pop-ups
 * and marquees). Each has its own paths and menu right, and reads and writes only its types.
 */
interface NoticeView {
  prefix: NoticePrefix;
  menu: string[];
  types: readonly NoticeType[];
}

const NOTICE_VIEWS: Record<'management' | 'mail' | 'notify', NoticeView> = {
  management: { prefix: 'chance-notice', menu: INFORMATION_MENU.Information_management.notice.notice_management.path, types: NOTICE_TYPES },
  mail: { prefix: 'chance-notice-mail', menu: INFORMATION_MENU.Information_management.notice.notice_mail.path, types: ['inbox'] },
  notify: {
    prefix: 'chance-notice-notify',
    menu: INFORMATION_MENU.Information_management.notice.notice_notify.path,
    types: ['popup', 'marquee'],
  },
};

type NoticeRow = ContentRow<'announcement'> & { station_name: string | null };

/** Recipients are stored as member ids; operators read and type accounts. */
async function accountNames(db: Database, rows: NoticeRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap(audienceMemberIds))];
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const m of found.map(memberAccountRow.map)) names.set(m.id, m.account);
  }
  return names;
}

/** A notice as the screens get it: its row, its state now and its recipients' accounts. */
function noticeRecord(r: NoticeRow, now: number, names: Map<number, string>) {
  const audienceAccounts = audienceMemberIds(r)
    .map((id) => names.get(id))
    .filter((n): n is string => n !== undefined);
  return { ...withPublishState(noticeRow.map(r), now), audienceAccounts };
}

const viewRoutes = ({ prefix, menu, types }: NoticeView) =>
  publishableRoutes({
    table: 'announcement',
    contracts: noticeContractsAt(prefix),
    menu,
    action: 'notice',
    ofKind: sql<SqlBool>`announcement.type in (${sql.join(types)})`,
    richText: { required: 'notice_content_required', long: 'notice_content_long' },
    franchiseeUnknown: 'notice_franchisee_unknown',
    defaultSort: { field: 'id', order: 'desc' },
    columns: (q) => q.leftJoin('station', 'station.id', 'announcement.station_id').select('station.name as station_name'),
    filters: (q: Query<'announcement'>, body) =>
      q
        .$if(body.type !== undefined, (w) => w.where('announcement.type', '=', body.type as NoticeType))
        .$if(body.lang !== undefined, (w) => w.where('announcement.lang', '=', body.lang as string))
        .$if(body.device !== undefined, (w) => w.where('announcement.device', '=', body.device as 'all')),
    async records(db, rows: NoticeRow[], now) {
      const names = await accountNames(db, rows);
      return rows.map((r) => noticeRecord(r, now, names));
    },
    // The stations a notice may be addressed to, within the caller's scope.
    async options(db, caller) {
      const stations = await db
        .selectFrom('station')
        .select(['id', 'name', 'franchisee_id'])
        .where(scopeFilter(scopeOf(caller), { franchisee: 'station.franchisee_id' }))
        .orderBy('id')
        .execute();
      return { stations: stations.map(stationChoiceRow.map) };
    },
    checkSave(body) {
      if (!types.includes(body.type)) throw new ApiError('A0400', 'field_invalid', { field: 'type', problem: types.join(' | ') });
    },
    async values({ db, body, franchiseeId }) {
      if (body.stationId !== undefined) {
        const station = await db
          .selectFrom('station')
          .select(['id', 'name', 'franchisee_id'])
          .where('id', '=', body.stationId)
          .executeTakeFirst();
        if (!station || franchiseeId === null || stationChoiceRow.map(station).franchiseeId !== franchiseeId)
          throw new ApiError('A0400', 'notice_station_mismatch');
      }
      let memberIds: number[] = [];
      if (body.audience === 'members') {
        const accounts = [...new Set(body.audienceAccounts)];
        const found = await db
          .selectFrom('member')
          .select(['id', 'username'])
          .where('username', 'in', accounts)
          .$if(franchiseeId !== null, (q) => q.where('franchisee_id', '=', franchiseeId as number))
          .execute();
        const known = new Set(found.map((m) => m.username));
        const missing = accounts.filter((a) => !known.has(a));
        if (missing.length > 0) throw new ApiError('A0400', 'notice_account_unknown', { names: missing.slice(0, 10).join(', ') });
        memberIds = found.map((m) => memberAccountRow.map(m).id).sort((a, b) => a - b);
      }
      return {
        station_id: body.stationId ?? null,
        type: body.type,
        title: body.title,
        content: body.content,
        lang: body.lang,
        device: body.device,
        sort: body.sort,
        play_at: body.playAt ?? null,
        start_at: body.startAt,
        end_at: body.endAt ?? null,
        audience: body.audience,
        audience_vip_min: body.audience === 'vip' ? (body.audienceVipMin as number) : 0,
        audience_members: JSON.stringify(memberIds),
        pinned: body.pinned ? 1 : 0,
      };
    },
  });

export const noticeRoutes = Object.values(NOTICE_VIEWS).flatMap(viewRoutes);
