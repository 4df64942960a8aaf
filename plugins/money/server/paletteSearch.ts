import type { PaletteHit } from '../../../shared/palette';
import { rupees } from '../../../server/domain/money';
import { t } from '../../../server/http/messages';
import { menuAllows } from '../../../server/menu/catalogue';
import type { PaletteSearch } from '../../../server/plugin/serverModule';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { menuUrl, withListFilter } from '../../../shared/menuUrl';
import { COMPANY_INCOME_MENU, WITHDRAWAL_MENU } from '../shared/menu';
import { MONEY_MENU } from '../shared/menuTree';

const ORDER_MENUS = {
  company: COMPANY_INCOME_MENU,
  online: MONEY_MENU.money_management.access.online_deposit.path,
  withdrawal: WITHDRAWAL_MENU,
} as const;
/** The order screens' own endpoints are for these roles only. */
const REVIEW_ROLES = new Set(['admin', 'franchisee']);
const ORDER_NO = /^[A-Za-z0-9-]{4,40}$/;

type Kind = keyof typeof ORDER_MENUS;

/**
 * A deposit or withdrawal order by its number, for a caller who holds its review screen, within
 * its scope; it opens that screen filtered on the order.
 */
export const orderPaletteSearch: PaletteSearch = {
  async find({ db, caller, q, lang }) {
    if (!REVIEW_ROLES.has(caller.role) || !ORDER_NO.test(q)) return [];
    const allowed = (kind: Kind) => menuAllows(caller.menuList, [...ORDER_MENUS[kind]]);
    const scope = (table: 'deposit_order' | 'withdrawal_order') =>
      scopeFilter(scopeOf(caller), { franchisee: `${table}.franchisee_id`, agent: `${table}.agent_id` });
    // Order numbers are upper case; people type them either way.
    const numbers = [...new Set([q, q.toUpperCase()])];
    const [deposits, withdrawals] = await Promise.all([
      allowed('company') || allowed('online')
        ? db
            .selectFrom('deposit_order')
            .select(['deposit_order.id', 'deposit_order.order_no', 'deposit_order.amount', 'deposit_order.status', 'deposit_order.kind'])
            .where('deposit_order.order_no', 'in', numbers)
            .where(scope('deposit_order'))
            .execute()
        : [],
      allowed('withdrawal')
        ? db
            .selectFrom('withdrawal_order')
            .select(['withdrawal_order.id', 'withdrawal_order.order_no', 'withdrawal_order.amount', 'withdrawal_order.status'])
            .where('withdrawal_order.order_no', 'in', numbers)
            .where(scope('withdrawal_order'))
            .execute()
        : [],
    ]);
    const hit = (kind: Kind, o: { id: number; order_no: string; amount: number; status: number }): PaletteHit => {
      const screen = menuUrl(ORDER_MENUS[kind]);
      return {
        id: `order:${kind}:${Number(o.id)}`,
        kind: 'order',
        kindName: t(lang, 'palette_order'),
        label: o.order_no,
        hint: `${t(lang, `palette_order_${kind}`)} · ${rupees(Number(o.amount))}`,
        names: [o.order_no],
        to: withListFilter(screen, { orderNo: o.order_no, status: o.status }),
        screen,
      };
    };
    return [
      ...deposits.filter((o) => allowed(o.kind as 'company' | 'online')).map((o) => hit(o.kind as 'company' | 'online', o)),
      ...withdrawals.map((o) => hit('withdrawal', o)),
    ];
  },
};
