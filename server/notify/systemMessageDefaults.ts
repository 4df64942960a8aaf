/*
 * The texts the migration seeds for the automatic messages (system_message_template). Staff change
 * the texts and switch events off on the systemMessage screen; the server sends them from the
 * services where the event happens (systemMessages.ts).
 */
import type { MailLang, SystemEvent } from '../../shared/systemMessageEvents';

// The events, languages and placeholders are shared with the contracts.
export { EVENT_PLACEHOLDERS, MAIL_LANGS, SYSTEM_EVENTS, type MailLang, type SystemEvent } from '../../shared/systemMessageEvents';

export interface TemplateText {
  title: string;
  body: string;
}
export type TemplateTexts = Record<MailLang, TemplateText>;

export const DEFAULT_TEMPLATES: Record<SystemEvent, TemplateTexts> = {
  deposit_credited: {
    zh: { title: '充值到账', body: '尊敬的 {account}，您的充值订单 {orderNo} 已到账 {amount}，赠送 {bonus}。' },
    en: { title: 'Deposit credited', body: 'Dear {account}, your deposit {orderNo} of {amount} has been credited (bonus {bonus}).' },
    hi: { title: 'जमा राशि जमा हुई', body: 'प्रिय {account}, आपका जमा {orderNo} ({amount}) आपके खाते में जमा हो गया है (बोनस {bonus})।' },
  },
  deposit_rejected: {
    zh: { title: '充值未通过', body: '尊敬的 {account}，您的充值订单 {orderNo}（{amount}）未通过审核，原因：{reason}。' },
    en: { title: 'Deposit rejected', body: 'Dear {account}, your deposit {orderNo} of {amount} was rejected: {reason}.' },
    hi: { title: 'जमा अस्वीकृत', body: 'प्रिय {account}, आपका जमा {orderNo} ({amount}) अस्वीकृत हुआ: {reason}।' },
  },
  withdrawal_paid: {
    zh: { title: '提现已出款', body: '尊敬的 {account}，您的提现订单 {orderNo} 已出款 {amount}，请留意银行到账。' },
    en: { title: 'Withdrawal paid', body: 'Dear {account}, your withdrawal {orderNo} of {amount} has been paid out to your account.' },
    hi: { title: 'निकासी का भुगतान हुआ', body: 'प्रिय {account}, आपकी निकासी {orderNo} ({amount}) का भुगतान कर दिया गया है।' },
  },
  withdrawal_rejected: {
    zh: { title: '提现被拒绝', body: '尊敬的 {account}，您的提现订单 {orderNo}（{amount}）已被拒绝，金额已退回余额。原因：{reason}。' },
    en: {
      title: 'Withdrawal rejected',
      body: 'Dear {account}, your withdrawal {orderNo} of {amount} was rejected and the amount returned to your balance: {reason}.',
    },
    hi: {
      title: 'निकासी अस्वीकृत',
      body: 'प्रिय {account}, आपकी निकासी {orderNo} ({amount}) अस्वीकृत हुई और राशि आपके बैलेंस में लौटा दी गई: {reason}।',
    },
  },
  vip_promoted: {
    zh: { title: 'VIP 晋级', body: '恭喜 {account}，您已晋级 VIP{level}，晋级奖励 {reward} 已发放。' },
    en: {
      title: 'VIP promotion',
      body: 'Congratulations {account}, you are now VIP{level}; your promotion reward of {reward} has been paid.',
    },
    hi: { title: 'VIP प्रमोशन', body: 'बधाई हो {account}, अब आप VIP{level} हैं; आपका प्रमोशन इनाम {reward} दे दिया गया है।' },
  },
};
