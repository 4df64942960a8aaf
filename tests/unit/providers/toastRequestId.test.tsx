import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AdminContext, memoryStore } from 'react-admin';
import { createHttp, isApiError } from '../../../dataProvider/http';
import { getToastState, resetToasts } from '../../../dataProvider/errorToasts';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { ChanceNotification } from '../../../src/notify/ChanceNotification';
import { fail, fakeFetch, resetBrowserState } from './fakeFetch';

// A failed call's toast names the server's request id (x-request-id), so a screenshot of it leads
// to the server's log line for that request (server/ops/requestId.ts).

const ID = '9f3c2a7b41d0e655';

beforeEach(() => {
  resetBrowserState();
  resetToasts();
});

async function failingCall(headers: Record<string, string>) {
  const http = createHttp({ fetchImpl: fakeFetch({ ...fail('A0400', '查询条件有误'), headers }).impl, apiBase: '' });
  return http.request('chance-member/list', { body: {} }).catch((error: unknown) => error);
}

describe('the request id in the error toast', () => {
  it('is kept on the failure and on its toast', async () => {
    const error = await failingCall({ 'x-request-id': ID });
    expect(isApiError(error) && error.requestId).toBe(ID);
    expect(getToastState().toasts.map((t) => [t.message, t.requestId])).toEqual([['查询条件有误', ID]]);
  });

  it('is shown under the message in the console language: zh, then en', async () => {
    for (const [language, detail] of [
      ['zh', `请求编号：${ID}`],
      ['en', `Request ID: ${ID}`],
    ]) {
      resetToasts();
      Cookies.set('language', language);
      const { unmount } = render(
        <AdminContext i18nProvider={createI18nProvider(hostMessages)} store={memoryStore()}>
          <ChanceNotification />
        </AdminContext>,
      );
      await act(async () => {
        await failingCall({ 'x-request-id': ID });
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('查询条件有误');
      // The message is still an element of its own, found by its exact text.
      expect(screen.getByText('查询条件有误', { exact: true }).textContent).toBe('查询条件有误');
      expect(screen.getByTestId('toast-request-id')).toHaveTextContent(detail);
      unmount();
    }
  });

  it('is left out when the server sent none (an answer from something else than this server)', async () => {
    Cookies.set('language', 'en');
    render(
      <AdminContext i18nProvider={createI18nProvider(hostMessages)} store={memoryStore()}>
        <ChanceNotification />
      </AdminContext>,
    );
    await act(async () => {
      await failingCall({});
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('查询条件有误');
    expect(screen.queryByTestId('toast-request-id')).not.toBeInTheDocument();
    expect(getToastState().toasts[0].requestId).toBeUndefined();
  });
});
