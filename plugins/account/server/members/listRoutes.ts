import { bombayCompactDate } from '../../../../server/domain/time';
import { EXPORT_ROW_CAP } from '../../../../shared/exportLimits';
import { FileAnswer } from '../../../../server/http/fileAnswer';
import { exportPages } from '../../../../server/http/spreadsheet';
import { defineRoute } from '../../../../server/http/route';
import { memberListContracts as contracts, type MemberListContract } from '../../shared/memberListContract';
import { exportColumns, membersWorkbook } from './exportXlsx';
import { FORMAL_MENU } from './fields';
import { memberPage, memberRows } from './listQuery';
import type { MemberKind } from './scoped';

/** Rows one export may hold (stated on the export button); the filter narrows larger sets. */
export const EXPORT_LIMIT = EXPORT_ROW_CAP;

/** A paged member list of one kind behind one menu (formal, trial, play-along and the VIP views share it). */
export function memberListRoute(contract: MemberListContract, menu: string[], kind: MemberKind) {
  return defineRoute({
    contract,
    auth: 'staff',
    menu,
    async handler({ db, caller, body, now }) {
      return memberPage(db, caller, body, kind, now);
    },
  });
}

export const memberListRoutes = [
  memberListRoute(contracts.list, FORMAL_MENU, 'formal'),

  defineRoute({
    contract: contracts.export,
    auth: 'staff',
    export: true,
    menu: FORMAL_MENU,
    async handler({ db, caller, body, lang, now }) {
      const rows = exportPages((limit, offset) => memberRows(db, caller, body, 'formal', now, { limit, offset }), EXPORT_LIMIT);
      return new FileAnswer(membersWorkbook(rows, exportColumns(body.fields), lang), `members-${bombayCompactDate(now)}.xlsx`);
    },
  }),
];
