/*
 * Messages of the money-safety and input-hardening rules (maker-checker independence, amount
 * limits, strict input, login throttling), kept beside the main catalogue in messages.ts.
 */
export const securityMessages = {
  json_too_deep: { en: 'The request body nests deeper than {max} levels', zh: '请求体嵌套超过 {max} 层' },
  login_throttled: {
    en: 'Too many failed logins: wait {seconds} seconds before trying again',
    zh: '登录失败次数过多，请等待 {seconds} 秒后再试',
  },
  checker_not_independent: {
    en: "This request must be decided by a staff member independent of its maker (not the maker, and neither may have created the other or last set the other's role or password, directly or through other accounts)",
    zh: '该申请必须由独立于申请人的工作人员审核（不能是申请人本人；双方都不能是对方的创建者，或最后设置对方角色或密码的人，包括通过其他账号间接设置）',
  },
  // Operators read rupees and the settings screen's words; field and limit stay in the params for forms.
  amount_over_limit: {
    en: 'The amount may be at most {rupees} (a limit in the money settings)',
    zh: '金额不能超过 {rupees}（资金设置中的限额）',
  },
  nothing_to_change: {
    en: 'Nothing to change: give at least one setting with a new value',
    zh: '没有要修改的内容：请至少填写一项新的设置',
  },
  staff_request_submitted: {
    en: 'This account holds approval rights, so the change was submitted as request {requestNo}; another independent administrator must approve it',
    zh: '该账号拥有审核权限，此变更已提交为申请 {requestNo}，需由另一名独立的管理员审核通过后生效',
  },
  role_request_submitted: {
    en: 'With this change the role would hold an approval right, so it was submitted as request {requestNo}; another independent administrator must approve it',
    zh: '此变更会使该角色拥有审核权限，已提交为申请 {requestNo}，需由另一名独立的管理员审核通过后生效',
  },
  setting_request_submitted: {
    en: 'Money settings change only through a second administrator: request {requestNo} was submitted for approval',
    zh: '资金设置需经第二名管理员审核：已提交申请 {requestNo}，待审核',
  },
  request_stale: {
    en: 'The account or settings changed after this request was made; reject it and submit a new one',
    zh: '该申请提交后账号或设置已被修改，请驳回后重新提交',
  },
  'v.number': { en: 'must be a number (or a decimal number as text)', zh: '必须是数字（或十进制数字文本）' },
  'v.boolean': { en: 'must be true or false', zh: '必须是 true 或 false' },
} as const;
