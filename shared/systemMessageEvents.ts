/*
 * The events the platform tells members about by an automatic message (system_message_template),
 * the languages its texts are written in and the placeholders each event fills. The server sends
 * them (server/notify/systemMessages.ts); the systemMessage screen's contracts name them too.
 */
export const SYSTEM_EVENTS = ['deposit_credited', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected', 'vip_promoted'] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];
export const MAIL_LANGS = ['zh', 'en', 'hi'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

/** Placeholders each event fills ({account} and {time} always). */
export const EVENT_PLACEHOLDERS: Record<SystemEvent, readonly string[]> = {
  deposit_credited: ['account', 'time', 'orderNo', 'amount', 'bonus'],
  deposit_rejected: ['account', 'time', 'orderNo', 'amount', 'reason'],
  withdrawal_paid: ['account', 'time', 'orderNo', 'amount'],
  withdrawal_rejected: ['account', 'time', 'orderNo', 'amount', 'reason'],
  vip_promoted: ['account', 'time', 'level', 'reward'],
};
