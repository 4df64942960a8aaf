import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { BannerEditScreen } from '../../../plugins/information/banners/BannerEditScreen';
import { BANNER_VIEWS, type BannerRecord, type BannerView } from '../../../plugins/information/banners/bannerCalls';
import { bannerMessages } from '../../../plugins/information/banners/messages';
import { informationMessages } from '../../../plugins/information/messages';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { HttpProvider } from '../../../src/plugin/HttpContext';
import { mergeMessages } from '../../../src/plugin/registry';
import { LocationProbe, fakeAuthProvider, fakeDataProvider, fakeHttp } from '../fixtures/fakes';

/* bannerEdit / startadEdit: the editor at its own address — ?id= loads the row, none adds, an unknown id says so, closing returns to the list. */

configure({ asyncUtilTimeout: 10_000 });

const img = (n: number) => `/chance-upload/image/${String(n).repeat(32).slice(0, 32)}.png`;
const RECORD: BannerRecord = {
  id: 9,
  franchiseeId: null,
  franchiseeName: null,
  title: 'Diwali bonus',
  images: { en: { pc: img(1), mobile: img(2) } },
  linkType: 'internal',
  link: '/activity/12',
  sort: 2,
  status: 0,
  startAt: Date.UTC(2026, 10, 20, 4, 30),
  endAt: null,
  state: 'live',
  createdBy: 'admin',
  createdAt: 0,
  updatedAt: 0,
};

function renderEdit(view: BannerView, address: string, detail: (payload: unknown) => Promise<unknown>) {
  const information = (l: 'zh' | 'en') => mergeMessages(informationMessages[l], bannerMessages[l]);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { information: information('zh') }),
    en: mergeMessages(hostMessages.en, { information: information('en') }),
  });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    'en',
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true },
  );
  const action = jest.fn(async (_resource: string, name: string, payload?: unknown) =>
    name === 'options' ? { franchisees: [] } : name === 'detail' ? detail(payload) : { id: 9 },
  );
  render(
    <MemoryRouter initialEntries={[address]}>
      <HttpProvider http={fakeHttp()}>
        <AdminContext
          i18nProvider={i18n}
          authProvider={fakeAuthProvider({ role: 'admin' })}
          dataProvider={{ ...fakeDataProvider(), action } as DataProvider}
          store={memoryStore()}
          queryClient={new QueryClient()}
        >
          <BannerEditScreen view={view} />
          <LocationProbe />
        </AdminContext>
      </HttpProvider>
    </MemoryRouter>,
  );
  return action;
}

describe('<BannerEditScreen/>', () => {
  it('opens the banner named by ?id= and goes back to the list on cancel', async () => {
    const action = renderEdit(BANNER_VIEWS.banner, '/Information_management/bannerEdit?id=9', async () => RECORD);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit banner')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('banner-title')).toHaveProperty('value', 'Diwali bonus'));
    expect(action).toHaveBeenCalledWith('banner', 'detail', { id: 9 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/Information_management/banner'));
  });

  it('adds a start-up ad when there is no id, without loading anything', async () => {
    const action = renderEdit(BANNER_VIEWS.startad, '/Information_management/startadEdit', async () => RECORD);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add start-up ad')).toBeTruthy();
    expect(action.mock.calls.some(([, name]) => name === 'detail')).toBe(false);
  });

  it("says so when the id is unknown or out of the caller's scope", async () => {
    renderEdit(BANNER_VIEWS.banner, '/Information_management/bannerEdit?id=404', async () => {
      throw new Error('not_found');
    });
    expect((await screen.findByTestId('banner-missing')).textContent).toBe('This item does not exist or was deleted');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
