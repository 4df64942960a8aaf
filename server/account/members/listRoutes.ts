import { z } from 'zod';
import { bombayCompactDate } from '../../domain/time';
import { FileAnswer } from '../../http/fileAnswer';
import { defineRoute } from '../../http/route';
import { MEMBER_COLUMN_KEYS } from './columns';
import { exportColumns, membersWorkbook } from './exportXlsx';
import { FORMAL_MENU } from './fields';
import { memberListBody, memberPage, memberRows } from './listQuery';
import type { MemberKind } from './scoped';

/** Rows one export may hold; the filter narrows larger sets. */
export const EXPORT_LIMIT = 50_000;

const exportBody = memberListBody.omit({ pageIndex: true, pageSize: true }).extend({
  fields: z.array(z.enum(MEMBER_COLUMN_KEYS)).max(MEMBER_COLUMN_KEYS.length).optional(),
});

/** A paged member list of one kind behind one menu (formal, trial, play-along and the VIP views share it). */
export function memberListRoute(path: string, menu: string[], kind: MemberKind) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    menu,
    body: memberListBody,
    async handler({ db, caller, body, now }) {
      return memberPage(db, caller, body, kind, now);
    },
  });
}

export const memberListRoutes = [
  memberListRoute('/chance-member/list', FORMAL_MENU, 'formal'),

  defineRoute({
    method: 'POST',
    path: '/chance-member/export',
    auth: 'staff',
    menu: FORMAL_MENU,
    body: exportBody,
    async handler({ db, caller, body, lang, now }) {
      const rows = await memberRows(db, caller, body, 'formal', now, { limit: EXPORT_LIMIT, offset: 0 });
      const buffer = await membersWorkbook(rows, exportColumns(body.fields), lang);
      return new FileAnswer(buffer, `members-${bombayCompactDate(now)}.xlsx`);
    },
  }),
];
