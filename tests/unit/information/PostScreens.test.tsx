import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { POST_KINDS, type PostRecord } from '../../../plugins/information/articles/postCalls';
import { PostDialog } from '../../../plugins/information/articles/PostDialog';
import { PostList } from '../../../plugins/information/articles/PostList';
import { PostPreview } from '../../../plugins/information/articles/PostPreview';
import { fakeDataProvider } from '../fixtures/fakes';
import { renderInformation } from './render';

configure({ asyncUtilTimeout: 10_000 });

const RECORD: PostRecord = {
  id: 9,
  franchiseeId: 1,
  franchiseeName: 'Chance Mumbai',
  category: 'deposit',
  title: 'First deposit bonus',
  summary: '100% up to ₹500',
  content: '<p>Deposit <strong>once</strong>, get double.</p>',
  lang: 'en',
  sort: 0,
  pinned: 0,
  startAt: Date.UTC(2026, 10, 20, 4, 30),
  endAt: null,
  activityStartAt: Date.UTC(2026, 10, 20, 4, 30),
  activityEndAt: null,
  coverUrl: `/chance-upload/image/${'c'.repeat(32)}.png`,
  status: 0,
  state: 'live',
  createdBy: 'admin',
  updatedBy: null,
  createdAt: 0,
  updatedAt: 0,
};

function provider() {
  const action = jest.fn(async (_resource: string, name: string, _payload?: unknown) =>
    name === 'options' ? { franchisees: [{ id: 1, name: 'Chance Mumbai' }] } : { id: 9 },
  );
  return { ...fakeDataProvider(), action };
}

describe('<PostDialog/>', () => {
  it('saves an edited activity with its publish expiry and run in Bombay time', async () => {
    const dataProvider = provider();
    const onClose = jest.fn();
    renderInformation(<PostDialog kind={POST_KINDS.activity} record={RECORD} onClose={onClose} onDone={jest.fn()} />, { dataProvider });
    const title = await screen.findByTestId('post-title');
    expect((screen.getByTestId('post-activity-start') as HTMLInputElement).value).toBe('20/11/2026 10:00');
    fireEvent.change(title, { target: { value: 'First deposit bonus (UPI)' } });
    fireEvent.change(screen.getByTestId('post-end'), { target: { value: '01/12/2026 00:00' } });
    fireEvent.change(screen.getByTestId('post-activity-end'), { target: { value: '30/11/2026 00:00' } });
    await waitFor(() => expect(screen.getByTestId('post-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('post-save'));
    await waitFor(() => expect(dataProvider.action).toHaveBeenCalledWith('activity', 'save', expect.anything()));
    expect(dataProvider.action.mock.calls.find((c) => c[1] === 'save')?.[2]).toEqual({
      id: 9,
      franchiseeId: 1,
      category: 'deposit',
      title: 'First deposit bonus (UPI)',
      summary: '100% up to ₹500',
      content: RECORD.content,
      lang: 'en',
      sort: 0,
      pinned: false,
      startAt: RECORD.startAt,
      endAt: Date.UTC(2026, 10, 30, 18, 30),
      activityStartAt: RECORD.activityStartAt,
      activityEndAt: Date.UTC(2026, 10, 29, 18, 30),
      // The cover it had is kept.
      coverUrl: RECORD.coverUrl,
      status: 0,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 30_000);

  it('refuses an expiry before the publish time, in Chinese, without saving', async () => {
    const dataProvider = provider();
    renderInformation(
      <PostDialog kind={POST_KINDS.article} record={{ ...RECORD, category: 'news' }} onClose={jest.fn()} onDone={jest.fn()} />,
      { dataProvider, locale: 'zh' },
    );
    await screen.findByTestId('post-title');
    expect(screen.queryByTestId('post-activity-start')).toBeNull();
    expect(screen.getByText('新闻资讯')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('post-end'), { target: { value: '2026-11-19 00:00' } });
    fireEvent.click(screen.getByTestId('post-save'));
    expect(await screen.findByText('下架时间必须晚于发布时间')).toBeInTheDocument();
    expect(dataProvider.action).not.toHaveBeenCalledWith('article', 'save', expect.anything());
  }, 30_000);
});

describe('<PostPreview/>', () => {
  it('shows the card and the page as the member app lays them out, with the saved content', () => {
    renderInformation(<PostPreview kind={POST_KINDS.activity} record={RECORD} onClose={jest.fn()} />, { locale: 'zh' });
    expect(screen.getByText('充值活动')).toBeInTheDocument();
    expect(screen.getByTestId('post-preview-summary')).toHaveTextContent('100% up to ₹500');
    expect(screen.getAllByText('2026-11-20 10:00 – 长期活动')).toHaveLength(2);
    expect(screen.getByTestId('post-preview-body').innerHTML).toBe(RECORD.content);
    expect(screen.getByTestId('post-preview-cover').getAttribute('src')).toContain(RECORD.coverUrl);
  });

  it('shows no cover when the activity has none', () => {
    renderInformation(<PostPreview kind={POST_KINDS.activity} record={{ ...RECORD, coverUrl: '' }} onClose={jest.fn()} />, {
      locale: 'en',
    });
    expect(screen.queryByTestId('post-preview-cover')).toBeNull();
  });
});

describe('<PostList/>', () => {
  it('lists activities with translated category, language and state, and asks before turning one off', async () => {
    const dataProvider = { ...provider(), getList: jest.fn(async () => ({ data: [RECORD], total: 1 })) };
    renderInformation(<PostList kind={POST_KINDS.activity} />, { dataProvider, locale: 'en' });
    expect(await screen.findByText('First deposit bonus')).toBeInTheDocument();
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByTestId('post-state-9')).toHaveTextContent('Published');
    expect(screen.getByTestId('post-cover-9').getAttribute('src')).toContain(RECORD.coverUrl);
    expect(dataProvider.getList).toHaveBeenCalledWith('activity', expect.objectContaining({ sort: { field: 'id', order: 'DESC' } }));
    fireEvent.click(screen.getByTestId('post-off-9'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Turn off the activity “First deposit bonus”/)).toBeInTheDocument();
    expect(dataProvider.action).not.toHaveBeenCalledWith('activity', 'status', expect.anything());
  }, 30_000);
});
