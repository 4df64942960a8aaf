import type { HostHttp } from '../plugin/HttpContext';
import { formatPaise } from '../format/money';
import type { PaletteItem } from './ranking';

/** The answer of POST chance-search/palette (server/search/paletteRoutes.ts). */
export interface PaletteSearchAnswer {
  members: { id: number; username: string; nickname: string; phone: string; kind: string }[];
  orders: { kind: 'company' | 'online' | 'withdrawal'; id: number; orderNo: string; memberId: number; amount: number; status: number }[];
  periods: { id: number; issueNo: string; gameId: number; gameName: string; status: number }[];
}

export function searchPalette(http: HostHttp, q: string): Promise<PaletteSearchAnswer> {
  // Silent: a failed look-up leaves the menu matches in place rather than toasting per keystroke.
  return http.request<PaletteSearchAnswer>('chance-search/palette', { method: 'POST', body: { q }, silent: true });
}

/** The screens server hits open; a hit is offered only when its screen is among the user's. */
export const TARGETS = {
  member: '/Account_management/vip/formal',
  company: '/money_management/access/company_income',
  online: '/money_management/access/online_deposit',
  withdrawal: '/money_management/access/withdrawal',
  period: '/yoyo_lottery/game_result/lottery_result',
} as const;

const withFilter = (path: string, filter: Record<string, unknown>) => `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * The server's hits as palette items, in the current language. `visible` is the set of menu
 * paths the user may open (the server checks the same rights; this keeps the two in step).
 */
export function serverPaletteItems(answer: PaletteSearchAnswer, visible: ReadonlySet<string>, translate: (key: string) => string): PaletteItem[] {
  const items: PaletteItem[] = [];
  if (visible.has(TARGETS.member)) {
    for (const m of answer.members) {
      const local = m.phone.startsWith('+91') ? m.phone.slice(3) : m.phone;
      items.push({
        id: `member:${m.id}`,
        kind: 'member',
        label: m.nickname && m.nickname !== m.username ? `${m.username} (${m.nickname})` : m.username,
        hint: [`ID ${m.id}`, m.phone, m.kind !== 'formal' ? translate(`layout.palette.memberKind.${m.kind}`) : ''].filter(Boolean).join(' · '),
        names: [m.username, m.phone, local, String(m.id)],
        to: `/member/${m.id}/show`,
      });
    }
  }
  for (const o of answer.orders) {
    const path = TARGETS[o.kind];
    if (!visible.has(path)) continue;
    items.push({
      id: `order:${o.kind}:${o.id}`,
      kind: 'order',
      label: o.orderNo,
      hint: `${translate(`layout.palette.orderKind.${o.kind}`)} · ${formatPaise(o.amount)}`,
      names: [o.orderNo],
      to: withFilter(path, { orderNo: o.orderNo, status: o.status }),
    });
  }
  if (visible.has(TARGETS.period)) {
    for (const p of answer.periods) {
      items.push({
        id: `period:${p.id}`,
        kind: 'period',
        label: p.issueNo,
        hint: p.gameName,
        names: [p.issueNo],
        to: withFilter(TARGETS.period, { issueNo: p.issueNo, gameId: p.gameId }),
      });
    }
  }
  return items;
}
