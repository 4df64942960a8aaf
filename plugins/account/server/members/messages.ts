import type { Catalogue } from '../../../../server/http/catalogue';

/** Members (chance-member*): accounts, play-along members, registration discounts. */
export const memberMessages = {
  select_account: { en: 'Select an account to operate', zh: '请选择要操作的账号' },
  tick_before_delete: { en: 'Tick data before deleting', zh: '请勾选数据后再删除' },
  member_delete_has_money: {
    en: 'Member {username} still holds money (balance, frozen or Yue Bao) and cannot be deleted',
    zh: '会员 {username} 仍有资金（余额、冻结或余额宝），不能删除',
  },
  member_delete_has_records: {
    en: 'Member {username} has bets or money records and cannot be deleted; lock the account instead',
    zh: '会员 {username} 有投注或资金记录，不能删除，请改为锁定',
  },
  member_agent_invalid: { en: "The parent agent must be an agent of the member's station", zh: '上级代理必须是该会员所在站点的代理' },
  member_not_internal: { en: 'Member {username} is not an internal play-along account', zh: '会员 {username} 不是带玩账号' },
  member_username_taken: { en: 'The username {username} is already taken', zh: '用户名 {username} 已被占用' },
  regist_discount_closed: { en: 'The registration discount was already granted or cancelled', zh: '注册优惠已发放或已取消，不能修改' },
  phone_invalid: { en: 'Enter a valid phone number', zh: '请输入有效的手机号' },
  email_invalid: { en: 'Enter a valid e-mail address', zh: '请输入有效的邮箱' },
  length_3_16: { en: 'Length 3 to 16 characters', zh: '长度为 3 到 16 个字符' },
  length_1_20: { en: 'Length 1 to 20 characters', zh: '长度为 1 到 20 个字符' },
  length_1_255: { en: 'Length 1 to 255 characters', zh: '长度为 1 到 255 个字符' },
  // The command palette's words for a member hit.
  palette_member: { en: 'Member', zh: '会员' },
  palette_member_trial: { en: 'Trial member', zh: '试玩会员' },
  palette_member_internal: { en: 'Internal account', zh: '内部账号' },
} satisfies Catalogue;
