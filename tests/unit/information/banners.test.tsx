import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { BannerDialog } from '../../../plugins/information/banners/BannerDialog';
import { BannerPreview } from '../../../plugins/information/banners/BannerPreview';
import { BANNER_VIEWS, pictureFor, type BannerRecord } from '../../../plugins/information/banners/bannerCalls';
import { formValuesOf, payloadOf, validateBanner } from '../../../plugins/information/banners/bannerForm';
import { bannerMessages } from '../../../plugins/information/banners/messages';
import { informationMessages } from '../../../plugins/information/messages';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { HttpProvider } from '../../../src/plugin/HttpContext';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider, fakeHttp } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 10_000 });

const img = (n: number) => `/chance-upload/image/${String(n).repeat(32).slice(0, 32)}.png`;
const RECORD: BannerRecord = {
  id: 9,
  franchiseeId: null,
  franchiseeName: null,
  title: 'Diwali bonus',
  images: { en: { pc: img(1), mobile: img(2) }, hi: { pc: img(3), mobile: img(4) } },
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

function renderBanner(
  ui: ReactNode,
  { locale = 'en', http = fakeHttp() }: { locale?: 'zh' | 'en'; http?: ReturnType<typeof fakeHttp> } = {},
) {
  const information = (l: 'zh' | 'en') => mergeMessages(informationMessages[l], bannerMessages[l]);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { information: information('zh') }),
    en: mergeMessages(hostMessages.en, { information: information('en') }),
  });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true },
  );
  const action = jest.fn(async (_resource: string, name: string, _payload?: unknown) =>
    name === 'options' ? { franchisees: [{ id: 1, name: 'Chance Mumbai' }] } : { id: 9 },
  );
  const dataProvider = { ...fakeDataProvider(), action };
  render(
    <HttpProvider http={http}>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider as DataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        {ui}
      </AdminContext>
    </HttpProvider>,
  );
  return { action, http };
}

describe('banner form', () => {
  it('needs a PC and a mobile picture together, at least one language, and a safe link', () => {
    const values = formValuesOf(null, Date.UTC(2026, 0, 1));
    expect(validateBanner({ ...values, title: 'x' })).toMatchObject({ en_pc: 'information.banners.imagesRequired' });
    expect(validateBanner({ ...values, title: 'x', hi_pc: img(1) })).toMatchObject({
      hi_pc: 'information.banners.pairRequired',
      hi_mobile: 'information.banners.pairRequired',
      en_pc: 'information.banners.imagesRequired',
    });
    expect(validateBanner({ ...values, title: 'x', en_pc: img(1), en_mobile: img(2), hi_mobile: img(3) })).toEqual({
      hi_pc: 'information.banners.pairRequired',
      hi_mobile: 'information.banners.pairRequired',
    });
    const complete = { ...values, title: 'x', zh_pc: img(1), zh_mobile: img(2) };
    expect(validateBanner(complete)).toEqual({});
    expect(validateBanner({ ...complete, linkType: 'external', link: 'javascript:alert(1)' })).toEqual({
      link: 'information.banners.linkExternal',
    });
    expect(validateBanner({ ...complete, linkType: 'internal', link: '//evil.example' })).toEqual({
      link: 'information.banners.linkInternal',
    });
    expect(validateBanner({ ...complete, endAt: '2025-12-31T00:00', startAt: '2026-01-01T00:00' })).toEqual({
      endAt: 'information.banners.endAfterStart',
    });
    expect(payloadOf({ ...complete, linkType: 'none', link: 'ignored' })).toEqual({
      title: 'x',
      images: { zh: { pc: img(1), mobile: img(2) } },
      linkType: 'none',
      sort: 0,
      startAt: Date.UTC(2026, 0, 1),
      status: 0,
    });
  });

  it('shows a member the picture of their language, else English, else the first there is', () => {
    expect(pictureFor(RECORD.images, 'hi', 'mobile')).toEqual({ url: img(4), lang: 'hi' });
    expect(pictureFor(RECORD.images, 'zh', 'pc')).toEqual({ url: img(1), lang: 'en' });
    expect(pictureFor({ hi: { pc: img(3), mobile: img(4) } }, 'zh', 'pc')).toEqual({ url: img(3), lang: 'hi' });
    expect(pictureFor({}, 'en', 'pc')).toBeNull();
  });

  it('has the same keys in zh and en', () => {
    const keys = (o: object, p = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object, `${p}${k}.`) : [`${p}${k}`]));
    expect(keys(bannerMessages.zh).sort()).toEqual(keys(bannerMessages.en).sort());
  });
});

describe('<BannerDialog/>', () => {
  it('uploads Chinese pictures beside the saved ones and saves the three languages', async () => {
    const http = fakeHttp({
      'chance-upload/image': { url: img(5), name: 'x', contentType: 'image/png', width: 1920, height: 600, size: 10 },
    });
    const onClose = jest.fn();
    const { action } = renderBanner(<BannerDialog view={BANNER_VIEWS.banner} record={RECORD} onClose={onClose} onDone={jest.fn()} />, {
      http,
    });
    await screen.findByTestId('banner-title');
    expect(screen.getByRole('img', { name: 'Hindi · Mobile' })).toHaveAttribute('src', img(4));
    const file = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'p.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Chinese · PC', { selector: 'input[type=file]' }), { target: { files: [file()] } });
    await screen.findByRole('img', { name: 'Chinese · PC' });
    fireEvent.change(screen.getByLabelText('Chinese · Mobile', { selector: 'input[type=file]' }), { target: { files: [file()] } });
    await screen.findByRole('img', { name: 'Chinese · Mobile' });
    fireEvent.click(screen.getByTestId('banner-save'));
    await waitFor(() => expect(action).toHaveBeenCalledWith('banner', 'save', expect.anything()));
    expect(action.mock.calls.find((c) => c[1] === 'save')?.[2]).toEqual({
      id: 9,
      title: 'Diwali bonus',
      images: { ...RECORD.images, zh: { pc: img(5), mobile: img(5) } },
      linkType: 'internal',
      link: '/activity/12',
      sort: 2,
      startAt: RECORD.startAt,
      status: 0,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  }, 30_000);

  it('refuses a language with only one picture, in Chinese, without saving', async () => {
    const { action } = renderBanner(
      <BannerDialog
        view={BANNER_VIEWS.startad}
        record={{ ...RECORD, images: { en: { pc: img(1), mobile: img(2) } } }}
        onClose={jest.fn()}
        onDone={jest.fn()}
      />,
      {
        locale: 'zh',
        http: fakeHttp({ 'chance-upload/image': { url: img(6), name: 'x', contentType: 'image/png', width: 1, height: 1, size: 1 } }),
      },
    );
    await screen.findByTestId('banner-title');
    expect(screen.getByText('编辑启动广告')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('印地语 · PC', { selector: 'input[type=file]' }), {
      target: { files: [new File([new Uint8Array(4)], 'p.png', { type: 'image/png' })] },
    });
    await screen.findByRole('img', { name: '印地语 · PC' });
    expect(await within(screen.getByTestId('image-input-hi_pc')).findByText('该语言需同时上传 PC 图片和手机图片')).toBeInTheDocument();
    expect(screen.getByTestId('banner-save')).toBeDisabled();
    fireEvent.click(screen.getByTestId('banner-save'));
    expect(action).not.toHaveBeenCalledWith('startad', 'save', expect.anything());
    // Its twin uploaded, the message on the PC picture goes (it is not left stale) and Save opens.
    fireEvent.change(screen.getByLabelText('印地语 · 手机', { selector: 'input[type=file]' }), {
      target: { files: [new File([new Uint8Array(4)], 'm.png', { type: 'image/png' })] },
    });
    await screen.findByRole('img', { name: '印地语 · 手机' });
    await waitFor(() =>
      expect(within(screen.getByTestId('image-input-hi_pc')).queryByText('该语言需同时上传 PC 图片和手机图片')).toBeNull(),
    );
    await waitFor(() => expect(screen.getByTestId('banner-save')).toBeEnabled());
    expect(action).not.toHaveBeenCalledWith('startad', 'save', expect.anything());
  }, 30_000);
});

describe('<BannerPreview/>', () => {
  it('shows the picture for the chosen language and device, the English fallback and where a tap leads', async () => {
    renderBanner(<BannerPreview view={BANNER_VIEWS.banner} record={RECORD} onClose={jest.fn()} />);
    expect(screen.getByTestId('banner-preview-image')).toHaveAttribute('src', img(2));
    fireEvent.click(screen.getByRole('button', { name: 'Hindi' }));
    expect(screen.getByTestId('banner-preview-image')).toHaveAttribute('src', img(4));
    fireEvent.click(screen.getByRole('button', { name: 'PC' }));
    expect(screen.getByTestId('banner-preview-image')).toHaveAttribute('src', img(3));
    fireEvent.click(screen.getByRole('button', { name: 'Chinese' }));
    expect(screen.getByTestId('banner-preview-image')).toHaveAttribute('src', img(1));
    expect(screen.getByTestId('banner-preview-fallback')).toHaveTextContent('No Chinese picture: members see the English one');
    expect(within(screen.getByRole('dialog')).getByTestId('banner-preview-link')).toHaveTextContent('A tap opens: /activity/12');
  });
});
