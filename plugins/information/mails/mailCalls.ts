import { defineActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { mailContracts } from '../shared/mailContract';

/* What the mails and systemMessage screens send and get back (times epoch ms; content is HTML the server sanitised). */

/** shared/systemMessageEvents.ts SYSTEM_EVENTS, in the order the screen explains them. */
export const SYSTEM_EVENTS = ['deposit_credited', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected', 'vip_promoted'] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];
export const MAIL_LANGS = ['zh', 'en', 'hi'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

export type MailRecord = AnswerOf<typeof mailContracts.list>['list'][number];

export type TemplateRecord = AnswerOf<typeof mailContracts.templates>[number];
export type TemplateText = TemplateRecord['texts'][MailLang];

/** member.vip_level runs 0 to 10. */
export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type MailAudience = PayloadOf<typeof mailContracts.audience>;

export type MailActions = ContractActions<Pick<typeof mailContracts, 'send' | 'audience' | 'broadcast'>>;
export type SystemMessageActions = ContractActions<{ templates: typeof mailContracts.templates; save: typeof mailContracts.saveTemplate }>;

export const mailActions = defineActions<MailActions>({
  send: { path: 'chance-member-mail/send' },
  audience: { path: 'chance-member-mail/audience' },
  broadcast: { path: 'chance-member-mail/broadcast' },
});
export const systemMessageActions = defineActions<SystemMessageActions>({
  templates: { path: 'chance-system-message/templates' },
  save: { path: 'chance-system-message/save' },
});

/** Fills {name} placeholders for the preview, as the server does (unknown names stay as typed). */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Example values the preview fills in. */
export const PREVIEW_VALUES: Record<string, string> = {
  account: 'rahul88',
  time: '2026-11-26 18:30',
  orderNo: 'D202611260001',
  amount: '₹1,00,000.00',
  bonus: '₹2,000.00',
  reason: 'UTR not found',
  level: '3',
  reward: '₹5,000.00',
};
