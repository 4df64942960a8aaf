import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { NoticeDialog } from '../../../plugins/information/notices/NoticeDialog';
import { NoticePreview } from '../../../plugins/information/notices/NoticePreview';
import { NOTICE_VIEWS, type NoticeRecord } from '../../../plugins/information/informationCalls';
import { fakeDataProvider } from '../fixtures/fakes';
import { renderInformation } from './render';

configure({ asyncUtilTimeout: 10_000 });

const OPTIONS = {
  franchisees: [
    { id: 1, name: 'Chance Mumbai' },
    { id: 2, name: 'Chance Pune' },
  ],
  stations: [{ id: 5, name: 'Andheri', franchiseeId: 1 }],
};

const RECORD: NoticeRecord = {
  id: 7,
  franchiseeId: 1,
  franchiseeName: 'Chance Mumbai',
  stationId: null,
  stationName: null,
  type: 'popup',
  title: 'Weekend bonus',
  content: '<p>Up to <strong>10%</strong> extra</p>',
  lang: 'en',
  device: 'app',
  sort: 4,
  playAt: null,
  startAt: Date.UTC(2026, 10, 20, 4, 30),
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

function provider() {
  const action = jest.fn(async (_resource: string, name: string, _payload?: unknown) => (name === 'options' ? OPTIONS : { id: 7 }));
  return { ...fakeDataProvider(), action };
}

describe('<NoticeDialog/>', () => {
  it('saves an edited notice with its window in Bombay time and its VIP recipients', async () => {
    const dataProvider = provider();
    const onClose = jest.fn();
    renderInformation(<NoticeDialog view={NOTICE_VIEWS.management} record={RECORD} onClose={onClose} onDone={jest.fn()} />, {
      dataProvider,
    });
    const title = await screen.findByTestId('notice-title');
    // English shows and takes the Indian order, 24-hour, in Bombay time.
    expect((screen.getByTestId('notice-start') as HTMLInputElement).value).toBe('20/11/2026 10:00');
    fireEvent.change(title, { target: { value: 'Weekend bonus (UPI)' } });
    fireEvent.change(screen.getByTestId('notice-end'), { target: { value: '23/11/2026 00:00' } });
    await waitFor(() => expect(screen.getByTestId('notice-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('notice-save'));
    await waitFor(() => expect(dataProvider.action).toHaveBeenCalledWith('notice', 'save', expect.anything()));
    const payload = dataProvider.action.mock.calls.find((c) => c[1] === 'save')?.[2];
    expect(payload).toEqual({
      id: 7,
      franchiseeId: 1,
      type: 'popup',
      title: 'Weekend bonus (UPI)',
      content: RECORD.content,
      lang: 'en',
      device: 'app',
      sort: 4,
      startAt: RECORD.startAt,
      endAt: Date.UTC(2026, 10, 22, 18, 30),
      audience: 'vip',
      audienceVipMin: 3,
      pinned: false,
      status: 0,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 30_000);

  it('refuses an end before the start, in Chinese, without saving', async () => {
    const dataProvider = provider();
    renderInformation(<NoticeDialog view={NOTICE_VIEWS.management} record={RECORD} onClose={jest.fn()} onDone={jest.fn()} />, {
      dataProvider,
      locale: 'zh',
    });
    await screen.findByTestId('notice-title');
    expect((screen.getByTestId('notice-start') as HTMLInputElement).value).toBe('2026-11-20 10:00');
    fireEvent.change(screen.getByTestId('notice-end'), { target: { value: '2026-11-19 00:00' } });
    fireEvent.click(screen.getByTestId('notice-save'));
    expect(await screen.findByText('结束时间必须晚于开始时间')).toBeInTheDocument();
    expect(dataProvider.action).not.toHaveBeenCalledWith('notice', 'save', expect.anything());
  }, 30_000);
});

it('offers a view only its own types, and starts a new notice with the first', async () => {
  const dataProvider = provider();
  renderInformation(<NoticeDialog view={NOTICE_VIEWS.notify} record={null} onClose={jest.fn()} onDone={jest.fn()} />, { dataProvider });
  await screen.findByTestId('notice-title');
  expect(screen.getByText('Pop-up')).toBeInTheDocument();
  fireEvent.mouseDown(screen.getByText('Pop-up'));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Pop-up', 'Marquee']);
  expect(dataProvider.action).toHaveBeenCalledWith('noticeNotify', 'options', undefined);
}, 30_000);

it('starts a new notice on the notice board in notice management', async () => {
  renderInformation(<NoticeDialog view={NOTICE_VIEWS.management} record={null} onClose={jest.fn()} onDone={jest.fn()} />, {
    dataProvider: provider(),
  });
  await screen.findByTestId('notice-title');
  expect(screen.getByText('Notice board')).toBeInTheDocument();
}, 30_000);

describe('<NoticePreview/>', () => {
  it('shows the saved content as the member app lays out a pop-up', () => {
    renderInformation(<NoticePreview record={RECORD} onClose={jest.fn()} />, { locale: 'zh' });
    expect(screen.getByText('弹窗公告')).toBeInTheDocument();
    expect(screen.getByText('Weekend bonus')).toBeInTheDocument();
    expect(screen.getByTestId('notice-preview-body').innerHTML).toBe(RECORD.content);
  });
});
