import type { ReactElement } from 'react';
import { configure, screen, within } from '@testing-library/react';
import { POST_KINDS, type PostRecord } from '../../../plugins/information/articles/postCalls';
import { PostPreview } from '../../../plugins/information/articles/PostPreview';
import type { NoticeRecord } from '../../../plugins/information/informationCalls';
import type { MailRecord } from '../../../plugins/information/mails/mailCalls';
import { MailViewDialog } from '../../../plugins/information/mails/MailList';
import type { MessageRecord } from '../../../plugins/information/messages/messageCalls';
import { MessageReplyDialog } from '../../../plugins/information/messages/MessageReplyDialog';
import { NoticePreview } from '../../../plugins/information/notices/NoticePreview';
import { AgreementPreview } from '../../../plugins/system/agreement/AgreementPreview';
import type { AgreementRecord } from '../../../plugins/system/systemCalls';
import { renderInformation } from '../information/render';
import { policyBreaches } from './storedHtmlChecks';

configure({ asyncUtilTimeout: 10_000 });

/*
 * The five screens that draw stored rich text, each given a row as a pre-fix server (or a path
 * that forgot to sanitise) could have stored it: the words must be drawn, the script must not.
 */
const STORED = [
  '<p>Your bonus is <strong>₹500</strong></p>',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="javascript:alert(1)">claim</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)></svg>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
].join('');

const at = Date.UTC(2026, 10, 20, 4, 30);
const MAIL: MailRecord = {
  id: 7,
  memberId: 10,
  account: 'ravi88',
  franchiseeName: 'Chance Mumbai',
  source: 'staff',
  event: '',
  lang: 'en',
  title: 'Bonus',
  content: STORED,
  readAt: null,
  sentBy: 'admin',
  createdAt: at,
};
const POST: PostRecord = {
  id: 9,
  franchiseeId: 1,
  franchiseeName: 'Chance Mumbai',
  category: 'deposit',
  title: 'Bonus',
  summary: '',
  content: STORED,
  lang: 'en',
  sort: 0,
  pinned: 0,
  startAt: at,
  endAt: null,
  activityStartAt: null,
  activityEndAt: null,
  coverUrl: '',
  status: 0,
  state: 'live',
  createdBy: 'admin',
  updatedBy: null,
  createdAt: 0,
  updatedAt: 0,
};
const NOTICE: NoticeRecord = {
  id: 7,
  franchiseeId: 1,
  franchiseeName: 'Chance Mumbai',
  stationId: null,
  stationName: null,
  type: 'popup',
  title: 'Bonus',
  content: STORED,
  lang: 'en',
  device: 'app',
  sort: 4,
  playAt: null,
  startAt: at,
  endAt: null,
  audience: 'vip',
  audienceVipMin: 3,
  audienceAccounts: [],
  pinned: 0,
  status: 0,
  state: 'live',
  createdBy: 'admin',
  createdAt: 0,
  updatedAt: 0,
};
const MESSAGE: MessageRecord = {
  id: 4,
  memberId: 10,
  account: 'ravi88',
  vipLevel: 2,
  franchiseeName: 'Chance Mumbai',
  category: 'deposit',
  title: 'Deposit',
  content: 'paid',
  reply: STORED,
  status: 'closed',
  repliedBy: 'admin',
  repliedAt: at,
  closedBy: 'admin',
  closedAt: at,
  createdAt: at,
};
const AGREEMENT: AgreementRecord = {
  id: 2,
  lang: 'en',
  version: 1,
  content: STORED,
  state: 'published',
  createdBy: 'admin',
  createdAt: at,
  publishedBy: 'admin',
  publishedAt: at,
};

const SCREENS: [string, ReactElement, string][] = [
  ['mail', <MailViewDialog record={MAIL} onClose={jest.fn()} />, 'mail-content'],
  ['article', <PostPreview kind={POST_KINDS.article} record={POST} onClose={jest.fn()} />, 'post-preview-body'],
  ['notice (pop-up)', <NoticePreview record={NOTICE} onClose={jest.fn()} />, 'notice-preview-body'],
  ['notice (marquee)', <NoticePreview record={{ ...NOTICE, type: 'marquee' }} onClose={jest.fn()} />, 'notice-preview-body'],
  ['message reply', <MessageReplyDialog record={MESSAGE} onClose={jest.fn()} onDone={jest.fn()} />, 'message-reply'],
  ['agreement', <AgreementPreview record={AGREEMENT} onClose={jest.fn()} />, 'agreement-preview-body'],
];

describe('screens drawing stored rich text', () => {
  it.each(SCREENS)("%s draws a hostile row's words, not its script", async (_name, ui, testId) => {
    renderInformation(ui);
    const body = await within(await screen.findByRole('dialog')).findByTestId(testId);
    expect(body.querySelector('strong')).toHaveTextContent('₹500');
    expect(body).toHaveTextContent(/claim\s*styled/);
    expect(policyBreaches(body)).toEqual([]);
  });
});
