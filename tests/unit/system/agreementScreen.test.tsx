import type { ReactElement } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import system from '../../../plugins/system';
import { messages as systemMessages } from '../../../plugins/system/messages';
import RegistrationAgreementScreen, { RegprotocolScreen } from '../../../plugins/system/agreement/AgreementScreen';
import { agreementFormErrors } from '../../../plugins/system/agreement/agreementForm';
import type { Role } from '../../../src/plugin/types';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider, fakeHttp } from '../fixtures/fakes';
import { HttpProvider } from '../../../src/plugin/HttpContext';

configure({ asyncUtilTimeout: 10_000 });

const at = Date.UTC(2026, 10, 20, 4, 30);
const VERSIONS = [
  {
    id: 4,
    lang: 'en',
    version: 2,
    content: '<p>Draft <strong>two</strong></p>',
    state: 'draft',
    createdBy: 'admin',
    createdAt: at + 1000,
    publishedBy: null,
    publishedAt: null,
  },
  {
    id: 2,
    lang: 'en',
    version: 1,
    content: '<h2>Member registration agreement</h2><p>One account per person.</p>',
    state: 'published',
    createdBy: 'admin',
    createdAt: at,
    publishedBy: 'admin',
    publishedAt: at,
  },
  {
    id: 1,
    lang: 'zh',
    version: 1,
    content: '<h2>会员注册协议</h2>',
    state: 'retired',
    createdBy: 'admin',
    createdAt: at,
    publishedBy: 'admin',
    publishedAt: at,
  },
];

function setup(ui: ReactElement, locale: 'zh' | 'en' = 'en', role: Role = 'admin') {
  const request = jest.fn(async (path: string, init?: { body?: { state?: string } }) => {
    if (path.endsWith('/list')) {
      const list = VERSIONS.filter((v) => !init?.body?.state || v.state === init.body.state);
      return { list, total: list.length };
    }
    if (path.endsWith('/save')) return { id: 9, version: 3 };
    return null;
  });
  const dataProvider = createChanceDataProvider(system.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, systemMessages.zh),
    en: mergeMessages(hostMessages.en, systemMessages.en),
  });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  render(
    <MemoryRouter>
      {/* The editor's image button uploads through the host's http (src/components/input/useImageUpload.ts). */}
      <HttpProvider http={fakeHttp()}>
        <AdminContext
          i18nProvider={i18n}
          authProvider={fakeAuthProvider({ role })}
          dataProvider={dataProvider}
          store={memoryStore()}
          queryClient={new QueryClient()}
        >
          {ui}
        </AdminContext>
      </HttpProvider>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c as unknown[])[1] as { body: Record<string, unknown> });
  return { calls };
}

describe('registration agreement screen', () => {
  it('lists versions with language and state by name, and publishes only after confirmation', async () => {
    const { calls } = setup(<RegistrationAgreementScreen />);
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(screen.getAllByText('English').length).toBeGreaterThan(0);
    expect(screen.getByTestId('agreement-state-4')).toHaveTextContent('Draft');
    expect(screen.getByTestId('agreement-state-2')).toHaveTextContent('Published');
    expect(screen.getByTestId('agreement-state-1')).toHaveTextContent('Replaced');
    expect(screen.getByTestId('agreement-now-en')).toHaveTextContent('English · Version 1');
    expect(screen.getByTestId('agreement-now-zh')).toHaveTextContent('Chinese · none published');
    // The published version has nothing to publish.
    expect(screen.queryByTestId('agreement-publish-2')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('agreement-publish-4'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Publish version 2 of the English registration agreement\?/)).toBeInTheDocument();
    expect(calls('chance-registration-agreement/publish')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-registration-agreement/publish')[0].body).toEqual({ id: 4 }));
  }, 30_000);

  it('shows the screen in Chinese and previews the saved text as the member app does', async () => {
    setup(<RegistrationAgreementScreen />, 'zh');
    expect(await screen.findByText('第 2 版')).toBeInTheDocument();
    expect(screen.getByTestId('agreement-state-4')).toHaveTextContent('草稿');
    expect(screen.getByTestId('agreement-state-2')).toHaveTextContent('已发布');
    expect(screen.getAllByText('中文').length).toBeGreaterThan(0);
    expect(screen.getByText('新建版本')).toBeInTheDocument();
    expect(await screen.findByTestId('agreement-now-hi')).toHaveTextContent('印地语 · 未发布');
    fireEvent.click(screen.getByTestId('agreement-preview-2'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('会员端预览')).toBeInTheDocument();
    expect(within(dialog).getByTestId('agreement-preview-body').innerHTML).toBe(VERSIONS[1].content);
  }, 30_000);

  it("starts a new version from an existing one and saves it as a draft through the leaf's own endpoint", async () => {
    const { calls } = setup(<RegprotocolScreen />);
    fireEvent.click(await screen.findByTestId('agreement-copy-2'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('One account per person.')).toBeInTheDocument());
    fireEvent.click(within(dialog).getByTestId('agreement-save'));
    await waitFor(() => expect(calls('chance-regprotocol/save')).toHaveLength(1));
    expect(calls('chance-regprotocol/save')[0].body).toEqual({ lang: 'en', content: VERSIONS[1].content });
    expect(calls('chance-registration-agreement/save')).toHaveLength(0);
  }, 30_000);

  it('offers no writing to a role that may not write', async () => {
    setup(<RegistrationAgreementScreen />, 'en', 'franchisee');
    expect(await screen.findByText('Version 2')).toBeInTheDocument();
    expect(screen.queryByTestId('agreement-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('agreement-publish-4')).not.toBeInTheDocument();
    expect(screen.getByTestId('agreement-preview-4')).toBeInTheDocument();
  }, 30_000);
});

describe('agreement form', () => {
  it('needs visible text', () => {
    expect(agreementFormErrors({ lang: 'en', content: '<p> &nbsp;</p>' })).toEqual({ content: 'system.agreement.v.content' });
    expect(agreementFormErrors({ lang: 'hi', content: '<p>नियम</p>' })).toEqual({});
  });
});
