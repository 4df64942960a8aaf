import type { PaletteHit } from '../../../shared/palette';
import { t } from '../../../server/http/messages';
import { menuAllows } from '../../../server/menu/catalogue';
import type { PaletteSearch } from '../../../server/plugin/serverModule';
import { menuUrl, withListFilter } from '../../../shared/menuUrl';
import { periodHitRow } from './tables/periodRows';
import { LOTTERY_MENU } from '../shared/menuTree';

const RESULT_MENU = LOTTERY_MENU.yoyo_lottery.game_result.lottery_result.path;
const SCREEN = menuUrl(RESULT_MENU);
/** The result screen's own endpoint is for these roles only. */
const REVIEW_ROLES = new Set(['admin', 'franchisee']);
const ISSUE_NO = /^[A-Za-z0-9-]{3,40}$/;

/**
 * A period by its issue number, for a caller who holds the draw results; periods belong to the
 * platform's games, not to a franchisee, so the result list shows them all.
 */
export const periodPaletteSearch: PaletteSearch = {
  async find({ db, caller, q, lang }) {
    if (!REVIEW_ROLES.has(caller.role) || !menuAllows(caller.menuList, RESULT_MENU) || !ISSUE_NO.test(q)) return [];
    const rows = await db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select(['period.id', 'period.issue_no', 'period.game_id', 'game.name'])
      .where('period.issue_no', '=', q)
      .orderBy('period.game_id')
      .limit(10)
      .execute();
    return rows.map(periodHitRow.map).map((period): PaletteHit => ({
      id: `period:${period.id}`,
      kind: 'period',
      kindName: t(lang, 'palette_period'),
      label: period.issueNo,
      hint: period.gameName,
      names: [period.issueNo],
      to: withListFilter(SCREEN, { issueNo: period.issueNo, gameId: period.gameId }),
      screen: SCREEN,
    }));
  },
};
