import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  fillTemplate,
  MAIL_LANGS,
  SYSTEM_EVENTS,
  type MailRecord,
  type TemplateRecord,
} from '../../../plugins/information/mails/mailCalls';
import MailList from '../../../plugins/information/mails/MailList';
import { validateMail } from '../../../plugins/information/mails/MailSendDialog';
import { TemplateDialog, validateTemplate } from '../../../plugins/information/mails/TemplateDialog';
import { MEMBER_ACTIONS } from '../../../plugins/system/logs/MemberActionLogList';
import { MEMBER_ACTIONS as SERVER_MEMBER_ACTIONS } from '../../../server/memberLog/memberActions';
import {
  DEFAULT_TEMPLATES,
  EVENT_PLACEHOLDERS,
  MAIL_LANGS as SERVER_LANGS,
  SYSTEM_EVENTS as SERVER_EVENTS,
} from '../../../server/notify/systemMessageDefaults';
import { fakeDataProvider } from '../fixtures/fakes';
import { renderInformation } from './render';

configure({ asyncUtilTimeout: 10_000 });

const MAIL: MailRecord = {
  id: 7,
  memberId: 10,
  account: 'ravi88',
  franchiseeName: 'Chance Mumbai',
  source: 'staff',
  event: '',
  lang: 'en',
  title: 'Limit raised',
  content: '<p>Your limit is <strong>₹2,00,000</strong></p>',
  readAt: null,
  sentBy: 'admin',
  createdAt: Date.UTC(2026, 10, 25, 4, 30),
};
const TEMPLATE: TemplateRecord = {
  id: 1,
  event: 'deposit_credited',
  enabled: 1,
  texts: DEFAULT_TEMPLATES.deposit_credited,
  placeholders: [...EVENT_PLACEHOLDERS.deposit_credited],
  updatedBy: null,
  updatedAt: Date.UTC(2026, 10, 25),
};

function provider(list: MailRecord[] = [MAIL]) {
  return { ...fakeDataProvider(), getList: jest.fn(async () => ({ data: list, total: list.length })), action: jest.fn(async () => null) };
}

describe('screen constants follow the server', () => {
  it('lists the same events, languages and member actions', () => {
    expect([...SYSTEM_EVENTS]).toEqual([...SERVER_EVENTS]);
    expect([...MAIL_LANGS]).toEqual([...SERVER_LANGS]);
    expect([...MEMBER_ACTIONS]).toEqual([...SERVER_MEMBER_ACTIONS]);
  });
});

describe('validateMail', () => {
  it('asks for the account, a plain title and content', () => {
    expect(validateMail({ account: '', title: '', content: '<p></p>' })).toEqual({
      account: 'information.mail.v.account',
      title: 'information.mail.v.titleLength',
      content: 'information.mail.v.content',
    });
    expect(validateMail({ account: 'a', title: '<b>x</b>', content: '<p>x</p>' })).toEqual({ title: 'information.mail.v.titlePlain' });
    expect(validateMail({ account: 'a', title: 'x', content: '<p>x</p>' })).toEqual({});
  });
});

describe('validateTemplate and the preview text', () => {
  it('refuses a blank language, long text and placeholders the event does not fill', () => {
    const texts = { ...DEFAULT_TEMPLATES.deposit_credited, hi: { title: '', body: 'x' }, en: { title: 'x', body: 'Level {level}' } };
    expect(validateTemplate({ enabled: true, texts }, EVENT_PLACEHOLDERS.deposit_credited)).toEqual({
      texts: { hi: { title: 'information.systemMessage.v.required' }, en: { body: 'information.systemMessage.v.placeholder' } },
    });
    expect(validateTemplate({ enabled: true, texts: DEFAULT_TEMPLATES.vip_promoted }, EVENT_PLACEHOLDERS.vip_promoted)).toEqual({});
  });

  it('fills known placeholders and keeps unknown ones visible', () => {
    expect(fillTemplate('Hi {account}, {nope}', { account: 'ravi' })).toBe('Hi ravi, {nope}');
  });
});

describe('<MailList/>', () => {
  it('lists mails with read state in Chinese and opens one as the member sees it', async () => {
    renderInformation(<MailList />, { dataProvider: provider(), locale: 'zh' });
    expect(await screen.findByText('Limit raised')).toBeInTheDocument();
    expect(screen.getByTestId('mail-read-7')).toHaveTextContent('未读');
    expect(screen.getByText('人工发送')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('mail-view-7'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('mail-content').querySelector('strong')).toHaveTextContent('₹2,00,000');
  }, 30_000);

  it('keeps Send disabled on an empty form, sending nothing', async () => {
    const dataProvider = provider();
    renderInformation(<MailList />, { dataProvider });
    fireEvent.click(await screen.findByTestId('mail-send-open'));
    const save = await screen.findByTestId('mail-send-save');
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.click(save);
    expect(dataProvider.action).not.toHaveBeenCalled();
  }, 30_000);
});

describe('<TemplateDialog/>', () => {
  it('previews the text with example values and saves all three languages', async () => {
    const dataProvider = provider();
    renderInformation(<TemplateDialog record={TEMPLATE} onClose={jest.fn()} onDone={jest.fn()} />, { dataProvider });
    const previews = await screen.findAllByTestId('template-preview');
    expect(previews[0]).toHaveTextContent('尊敬的 rahul88，您的充值订单 D202611260001 已到账 ₹1,00,000.00');
    await waitFor(() => expect(screen.getByTestId('template-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() =>
      expect(dataProvider.action).toHaveBeenCalledWith('systemMessage', 'save', {
        event: 'deposit_credited',
        enabled: true,
        texts: DEFAULT_TEMPLATES.deposit_credited,
      }),
    );
  }, 30_000);

  it('is read-only for a franchisee', async () => {
    renderInformation(<TemplateDialog record={TEMPLATE} onClose={jest.fn()} onDone={jest.fn()} />, {
      dataProvider: provider(),
      role: 'franchisee',
    });
    expect(await screen.findAllByText('Templates apply to the whole platform: only admin can change them')).not.toHaveLength(0);
    expect(screen.getByTestId('template-save')).toBeDisabled();
  }, 30_000);
});
