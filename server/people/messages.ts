import type { Catalogue } from '../http/catalogue';

/** Restricted accounts ("small black room"). */
export const peopleMessages = {
  restricted_limit_total: { en: 'At most {max} restricted accounts per franchisee', zh: '每个加盟商最多 {max} 个小黑屋账户' },
  restricted_limit_enabled: { en: 'At most {max} restricted accounts may be enabled at once', zh: '最多同时启用 {max} 个小黑屋账户' },
  restricted_exists: { en: 'This member is already restricted', zh: '该会员已在小黑屋中' },
  restricted_reason_required: { en: 'A reason is required to restrict an account', zh: '限制账户必须填写原因' },
  restricted_stake_cap_required: { en: 'A stake cap (positive paise) is required', zh: '必须填写投注上限（正整数派士）' },
  restricted_member_required: { en: 'Name the member by id or by username (one of them)', zh: '请填写会员ID或会员账号（二选一）' },
  restricted_expiry_past: { en: 'The expiry must be in the future', zh: '到期时间必须晚于当前时间' },
} satisfies Catalogue;
