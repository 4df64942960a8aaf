import { defineActions, type Action } from '../../../dataProvider';

/* What the mails and systemMessage screens send and get back (times epoch ms; content is HTML the server sanitised). */

/** server/notify/systemMessageDefaults.ts SYSTEM_EVENTS, in the order the screen explains them. */
export const SYSTEM_EVENTS = ['deposit_credited', 'deposit_rejected', 'withdrawal_paid', 'withdrawal_rejected', 'vip_promoted'] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];
export const MAIL_LANGS = ['zh', 'en', 'hi'] as const;
export type MailLang = (typeof MAIL_LANGS)[number];

export interface MailRecord {
  id: number;
  memberId: number;
  account: string;
  franchiseeName: string | null;
  source: 'system' | 'staff';
  event: string;
  lang: MailLang;
  title: string;
  content: string;
  readAt: number | null;
  sentBy: string | null;
  createdAt: number;
}

export interface TemplateText {
  title: string;
  body: string;
}
export interface TemplateRecord {
  id: number;
  event: SystemEvent;
  enabled: number;
  texts: Record<MailLang, TemplateText>;
  placeholders: string[];
  updatedBy: string | null;
  updatedAt: number;
}

/** member.vip_level runs 0 to 10. */
export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export interface MailAudience {
  all: boolean;
  vipLevels: number[];
}

export interface MailActions {
  send: Action<{ account: string; lang: MailLang; title: string; content: string }, { id: number }>;
  audience: Action<MailAudience, { members: number }>;
  broadcast: Action<MailAudience & { lang: MailLang; title: string; content: string }, { members: number }>;
}
export interface SystemMessageActions {
  templates: Action<void, TemplateRecord[]>;
  save: Action<{ event: SystemEvent; enabled: boolean; texts: Record<MailLang, TemplateText> }>;
}

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
