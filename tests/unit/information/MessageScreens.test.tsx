import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageRecord } from '../../../plugins/information/messages/messageCalls';
import MessageList from '../../../plugins/information/messages/MessageList';
import { MessageReplyDialog } from '../../../plugins/information/messages/MessageReplyDialog';
import { fakeDataProvider } from '../fixtures/fakes';
import { renderInformation } from './render';

configure({ asyncUtilTimeout: 10_000 });

const PENDING: MessageRecord = {
  id: 4,
  memberId: 10,
  account: 'ravi88',
  vipLevel: 2,
  franchiseeName: 'Chance Mumbai',
  category: 'deposit',
  title: 'Deposit not credited',
  content: '<img src=x onerror=alert(1)> paid ₹1,000',
  reply: null,
  status: 'pending',
  repliedBy: null,
  repliedAt: null,
  closedBy: null,
  closedAt: null,
  createdAt: Date.UTC(2026, 10, 25, 4, 30),
};

function provider(list: MessageRecord[] = [PENDING]) {
  return { ...fakeDataProvider(), getList: jest.fn(async () => ({ data: list, total: list.length })), action: jest.fn(async () => null) };
}

describe('<MessageReplyDialog/>', () => {
  it("shows the member's words as text, never as HTML", async () => {
    renderInformation(<MessageReplyDialog record={PENDING} onClose={jest.fn()} onDone={jest.fn()} />, { dataProvider: provider() });
    const content = await screen.findByTestId('message-content');
    expect(content.textContent).toBe(PENDING.content);
    expect(content.querySelector('img')).toBeNull();
  });

  it('keeps Send disabled while the reply is empty, in Chinese, without sending it', async () => {
    const dataProvider = provider();
    renderInformation(<MessageReplyDialog record={PENDING} onClose={jest.fn()} onDone={jest.fn()} />, { dataProvider, locale: 'zh' });
    await screen.findByTestId('message-content');
    expect(screen.getByText('会员留言')).toBeInTheDocument();
    const send = screen.getByTestId('message-reply-save');
    expect(send).toHaveTextContent('回复');
    await waitFor(() => expect(send).toBeDisabled());
    fireEvent.click(send);
    expect(dataProvider.action).not.toHaveBeenCalled();
  }, 30_000);

  it('sends a corrected reply for an answered message', async () => {
    const dataProvider = provider();
    const onClose = jest.fn();
    const answered = { ...PENDING, status: 'replied' as const, reply: '<p>Credited at 14:05 IST</p>', repliedBy: 'admin' };
    renderInformation(<MessageReplyDialog record={answered} onClose={onClose} onDone={jest.fn()} />, { dataProvider });
    await screen.findByTestId('message-content');
    await waitFor(() => expect(screen.getByTestId('message-reply-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('message-reply-save'));
    await waitFor(() =>
      expect(dataProvider.action).toHaveBeenCalledWith('memberMessage', 'reply', { id: 4, reply: '<p>Credited at 14:05 IST</p>' }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 30_000);

  it('shows a closed message read-only', async () => {
    const closed = { ...PENDING, status: 'closed' as const, reply: '<p>Done</p>' };
    renderInformation(<MessageReplyDialog record={closed} onClose={jest.fn()} onDone={jest.fn()} />, { dataProvider: provider() });
    expect(await screen.findAllByText('This message is closed and takes no more replies')).not.toHaveLength(0);
    expect(screen.getByTestId('message-reply').innerHTML).toBe('<p>Done</p>');
    expect(screen.getByTestId('message-reply-save')).toBeDisabled();
  });
});

describe('<MessageList/>', () => {
  it('lists messages with translated category and state, and asks before closing one', async () => {
    const dataProvider = provider();
    renderInformation(<MessageList />, { dataProvider, locale: 'zh' });
    expect(await screen.findByText('Deposit not credited')).toBeInTheDocument();
    expect(screen.getByText('充值')).toBeInTheDocument();
    expect(screen.getByTestId('message-status-4')).toHaveTextContent('待回复');
    fireEvent.click(screen.getByTestId('message-close-4'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/确定关闭会员 ravi88 的留言「Deposit not credited」吗/)).toBeInTheDocument();
    expect(dataProvider.action).not.toHaveBeenCalled();
  }, 30_000);
});
