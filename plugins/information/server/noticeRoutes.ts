import { sql, type SqlBool } from 'kysely';
import type { AnswerOf } from '../../../shared/contract';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { publishState } from './publishWindow';
import { publishableRoutes, type ContentRow, type Query } from './publishableContent';
import { NOTICE_TYPES, noticeContracts, noticeContractsAt, type NoticePrefix } from '../shared/noticeContract';

/*
 * notice_management: the announcements members see in the app (marquee, pop-up, notice board,
 * mailbox), each with its content as sanitised rich text, content language, station, device, play
 * order and time, valid window and recipients (everyone, a VIP level and above, or named accounts).
 * Published by its window (publishWindow.ts), scoped, sorted and audited as all publishable content
 * (publishableContent.ts); what is a notice's own is here.
 */

type NoticeType = (typeof NOTICE_TYPES)[number];
// Every view answers the same record (a concrete view's contract: the generic's return type is loose).
type NoticeRecord = AnswerOf<typeof noticeContracts.management.list>['list'][number];

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
  management: { prefix: 'chance-notice', menu: ['Information_management', 'notice', 'notice_management'], types: NOTICE_TYPES },
  mail: { prefix: 'chance-notice-mail', menu: ['Information_management', 'notice', 'notice_mail'], types: ['inbox'] },
  notify: { prefix: 'chance-notice-notify', menu: ['Information_management', 'notice', 'notice_notify'], types: ['popup', 'marquee'] },
};

type NoticeRow = ContentRow<'announcement'> & { stationName: string | null };

const parseIds = (json: string): number[] => {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isSafeInteger) : [];
  } catch {
    return [];
  }
};

/** Recipients are stored as member ids; operators read and type accounts. */
async function accountNames(db: Database, rows: NoticeRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => parseIds(r.audience_members)))];
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 500) {
    const found = await db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute();
    for (const m of found) names.set(Number(m.id), m.username);
  }
  return names;
}

/** A notice row as the screens get it (the announcement table's one mapping). */
function noticeRecord(r: NoticeRow, now: number, names: Map<number, string>): NoticeRecord {
  return {
    id: Number(r.id),
    franchiseeId: r.franchisee_id === null ? null : Number(r.franchisee_id),
    franchiseeName: r.franchiseeName,
    stationId: r.station_id === null ? null : Number(r.station_id),
    stationName: r.stationName,
    type: r.type as NoticeType,
    title: r.title,
    content: r.content,
    lang: r.lang as NoticeRecord['lang'],
    device: r.device as NoticeRecord['device'],
    sort: Number(r.sort),
    playAt: r.play_at === null ? null : Number(r.play_at),
    startAt: Number(r.start_at),
    endAt: r.end_at === null ? null : Number(r.end_at),
    audience: r.audience as NoticeRecord['audience'],
    audienceVipMin: Number(r.audience_vip_min),
    audienceAccounts: parseIds(r.audience_members)
      .map((id) => names.get(id))
      .filter((n): n is string => n !== undefined),
    pinned: Number(r.pinned),
    status: Number(r.status),
    state: publishState(r, now),
    createdBy: r.createdBy,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
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
    columns: (q) => q.leftJoin('station', 'station.id', 'announcement.station_id').select('station.name as stationName'),
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
        .select(['id', 'name', 'franchisee_id as franchiseeId'])
        .where(scopeFilter(scopeOf(caller), { franchisee: 'station.franchisee_id' }))
        .orderBy('id')
        .execute();
      return { stations: stations.map((s) => ({ id: Number(s.id), name: s.name, franchiseeId: Number(s.franchiseeId) })) };
    },
    checkSave(body) {
      if (!types.includes(body.type)) throw new ApiError('A0400', 'field_invalid', { field: 'type', problem: types.join(' | ') });
    },
    async values({ db, body, franchiseeId }) {
      if (body.stationId !== undefined) {
        const station = await db.selectFrom('station').select('franchisee_id').where('id', '=', body.stationId).executeTakeFirst();
        if (!station || franchiseeId === null || Number(station.franchisee_id) !== franchiseeId)
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
        memberIds = found.map((m) => Number(m.id)).sort((a, b) => a - b);
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
