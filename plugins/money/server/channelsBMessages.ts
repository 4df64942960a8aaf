import type { Catalogue } from '../../../server/http/catalogue';

/** Money part B: recharge discounts, payment channel records. */
export const moneyChannelsBMessages = {
  franchisee_unknown: { en: 'franchiseeId: no such franchisee', zh: 'franchiseeId：加盟商不存在' },
} satisfies Catalogue;
