import { sql, type SqlBool } from 'kysely';
import type { AnswerOf } from '../../../shared/contract';
import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { franchiseeFor } from '../../../server/scope/franchiseeFor';
import { publishState, publishStateFilter, type PublishState } from './publishWindow';
import { saveAudited } from './saveAudited';
import { richTextField } from './contentFields';
import {
  NOTICE_ACCOUNTS_MAX,
  NOTICE_AUDIENCES,
  NOTICE_DEVICES,
  NOTICE_LANGS,
  NOTICE_STATES,
  NOTICE_TYPES,
  noticeContractsAt,
  type NoticePrefix,
} from '../shared/noticeContract';

type NoticeRecord = AnswerOf<ReturnType<typeof noticeContractsAt>['list']>['list'][number];

/*
 * notice_management: the announcements members see in the app (marquee, pop-up, notice board,
 * mailbox), each with its content as sanitised rich text, content language, station, device, play
 * order and time, valid window and recipients (everyone, a VIP level and above, or named accounts).
 * Stored status is the operator's switch (0 on, 1 off); whether a notice is scheduled, live or
 * expired follows from its window and the clock, so publishing and expiry need no job.
 * Admin manages every franchisee's notices and the platform-wide ones (no franchisee); a
 * franchisee only its own.
 */

export { NOTICE_TYPES };
export type NoticeType = (typeof NOTICE_TYPES)[number];

/**
 * The three notice leaves are views of the same table: notice_management every type,
 * notice_mail the member mailbox (inbox), notice_notify what the app plays at members (pop-ups
 * and marquees). Each has its own paths and menu right, and reads and writes only its types.
 */
export interface NoticeView {
  prefix: NoticePrefix;
  menu: string[];
  types: readonly NoticeType[];
}

export const NOTICE_VIEWS: Record<'management' | 'mail' | 'notify', NoticeView> = {
  management: { prefix: 'chance-notice', menu: ['Information_management', 'notice', 'notice_management'], types: NOTICE_TYPES },
  mail: { prefix: 'chance-notice-mail', menu: ['Information_management', 'notice', 'notice_mail'], types: ['inbox'] },
  notify: { prefix: 'chance-notice-notify', menu: ['Information_management', 'notice', 'notice_notify'], types: ['popup', 'marquee'] },
};
export { NOTICE_ACCOUNTS_MAX, NOTICE_AUDIENCES, NOTICE_DEVICES, NOTICE_LANGS, NOTICE_STATES };
export type NoticeState = PublishState;

/** What the clock and the switch make of a notice. */
export const noticeState: (row: { status: number; start_at: number; end_at: number | null }, now: number) => NoticeState = publishState;

const stateFilter = (state: NoticeState, now: number) => publishStateFilter('announcement', state, now);

const parseIds = (json: string): number[] => {
  try {
    const ids: unknown = JSON.parse(json);
    return Array.isArray(ids) ? ids.map(Number).filter(Number.isSafeInteger) : [];
  } catch {
    return [];
  }
};

const scoped = (caller: Parameters<typeof scopeOf>[0]) => scopeFilter(scopeOf(caller), { franchisee: 'announcement.franchisee_id' });

function viewRoutes({ prefix, menu, types }: NoticeView) {
  const contracts = noticeContractsAt(prefix);
  const ofView = sql<SqlBool>`announcement.type in (${sql.join(types)})`;
  return [
    defineRoute({
      contract: contracts.options,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      // The franchisees and stations a notice may be addressed to, within the caller's scope.
      async handler({ db, caller }) {
        const scope = scopeOf(caller);
        const [franchisees, stations] = await Promise.all([
          db
            .selectFrom('franchisee')
            .select(['id', 'name'])
            .where(scopeFilter(scope, { franchisee: 'franchisee.id' }))
            .orderBy('id')
            .execute(),
          db
            .selectFrom('station')
            .select(['id', 'name', 'franchisee_id as franchiseeId'])
            .where(scopeFilter(scope, { franchisee: 'station.franchisee_id' }))
            .orderBy('id')
            .execute(),
        ]);
        return {
          franchisees: franchisees.map((f) => ({ id: Number(f.id), name: f.name })),
          stations: stations.map((s) => ({ id: Number(s.id), name: s.name, franchiseeId: Number(s.franchiseeId) })),
        };
      },
    }),

    defineRoute({
      contract: contracts.list,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      async handler({ db, caller, body, now }) {
        const filtered = db
          .selectFrom('announcement')
          .where(scoped(caller))
          .where(ofView)
          .$if(body.title !== undefined, (q) => q.where(containsText('announcement.title', body.title as string)))
          .$if(body.type !== undefined, (q) => q.where('announcement.type', '=', body.type as 'notice'))
          .$if(body.lang !== undefined, (q) => q.where('announcement.lang', '=', body.lang as string))
          .$if(body.device !== undefined, (q) => q.where('announcement.device', '=', body.device as 'all'))
          .$if(body.franchiseeId !== undefined, (q) => q.where('announcement.franchisee_id', '=', body.franchiseeId as number))
          .$if(body.state !== undefined, (q) => q.where(stateFilter(body.state as NoticeState, now)));
        const page = await pagedList(db, {
          query: filtered,
          select: (q) =>
            q
              .leftJoin('franchisee', 'franchisee.id', 'announcement.franchisee_id')
              .leftJoin('station', 'station.id', 'announcement.station_id')
              .leftJoin('staff_user', 'staff_user.id', 'announcement.created_by')
              .select([
                'announcement.id',
                'announcement.franchisee_id',
                'franchisee.name as franchiseeName',
                'announcement.station_id',
                'station.name as stationName',
                'announcement.type',
                'announcement.title',
                'announcement.content',
                'announcement.lang',
                'announcement.device',
                'announcement.sort',
                'announcement.play_at',
                'announcement.start_at',
                'announcement.end_at',
                'announcement.audience',
                'announcement.audience_vip_min',
                'announcement.audience_members',
                'announcement.pinned',
                'announcement.status',
                'staff_user.username as createdBy',
                'announcement.created_at',
                'announcement.updated_at',
              ]),
          sort: defineSort({
            columns: { id: 'announcement.id', sort: 'announcement.sort', startAt: 'announcement.start_at' },
            defaultField: 'id',
            defaultOrder: 'desc',
            tieBreak: { column: 'announcement.id', order: 'desc' },
          }),
          page: body,
        });
        // Recipients are stored as member ids; operators read and type accounts.
        const ids = [...new Set(page.list.flatMap((r) => parseIds(r.audience_members)))];
        const names = new Map<number, string>();
        for (let i = 0; i < ids.length; i += 500) {
          const rows = await db
            .selectFrom('member')
            .select(['id', 'username'])
            .where('id', 'in', ids.slice(i, i + 500))
            .execute();
          for (const m of rows) names.set(Number(m.id), m.username);
        }
        return {
          total: page.total,
          list: page.list.map((r) => ({
            id: Number(r.id),
            franchiseeId: r.franchisee_id === null ? null : Number(r.franchisee_id),
            franchiseeName: r.franchiseeName,
            stationId: r.station_id === null ? null : Number(r.station_id),
            stationName: r.stationName,
            type: r.type as NoticeType,
            title: r.title,
            content: r.content,
            lang: r.lang as NoticeRecord['lang'],
            device: r.device,
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
            state: noticeState(r, now),
            createdBy: r.createdBy,
            createdAt: Number(r.created_at),
            updatedAt: Number(r.updated_at),
          })),
        };
      },
    }),

    defineRoute({
      contract: contracts.save,
      serverBody: contracts.save.body.safeExtend({
        content: richTextField({ required: 'notice_content_required', long: 'notice_content_long' }, 50_000),
      }),
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      writes: { action: 'notice.save', targetType: 'announcement' },
      async handler({ db, caller, body, now, audit }) {
        if (!types.includes(body.type)) throw new ApiError('A0400', 'field_invalid', { field: 'type', problem: types.join(' | ') });
        const before =
          body.id === undefined
            ? undefined
            : await db
                .selectFrom('announcement')
                .selectAll()
                .where('id', '=', body.id)
                .where(scoped(caller))
                .where(ofView)
                .executeTakeFirst();
        if (body.id !== undefined && !before) throw new ApiError('A0404', 'not_found');
        // Admin: the named franchisee, or none for a platform-wide notice. A franchisee: always its own.
        const franchiseeId = franchiseeFor(caller, body.franchiseeId) ?? null;
        if (franchiseeId !== null && !(await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst())) {
          throw new ApiError('A0400', 'notice_franchisee_unknown');
        }
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
        const values = {
          franchisee_id: franchiseeId,
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
          status: body.status ?? 0,
          updated_at: now,
        };
        return saveAudited(db, 'announcement', before, values, { staffId: caller.staffId, now }, audit);
      },
    }),

    defineRoute({
      contract: contracts.status,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      writes: { action: 'notice.status', targetType: 'announcement' },
      async handler({ db, caller, body, now, audit }) {
        const row = await db
          .selectFrom('announcement')
          .select(['id', 'status'])
          .where('id', '=', body.id)
          .where(scoped(caller))
          .where(ofView)
          .executeTakeFirst();
        if (!row) throw new ApiError('A0404', 'not_found');
        await db.updateTable('announcement').set({ status: body.status, updated_at: now }).where('id', '=', body.id).execute();
        audit({ targetId: body.id, before: { status: Number(row.status) }, after: { status: body.status } });
        return null;
      },
    }),

    defineRoute({
      contract: contracts.remove,
      auth: 'staff',
      roles: ['admin', 'franchisee'],
      menu,
      writes: { action: 'notice.delete', targetType: 'announcement' },
      async handler({ db, caller, body, audit }) {
        const row = await db
          .selectFrom('announcement')
          .selectAll()
          .where('id', '=', body.id)
          .where(scoped(caller))
          .where(ofView)
          .executeTakeFirst();
        if (!row) throw new ApiError('A0404', 'not_found');
        await db.deleteFrom('announcement').where('id', '=', body.id).execute();
        audit({ targetId: body.id, before: row });
        return null;
      },
    }),
  ];
}

export const noticeRoutes = Object.values(NOTICE_VIEWS).flatMap(viewRoutes);
