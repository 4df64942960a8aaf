import { StrictMode, useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AdminContext, EditBase, ListBase, memoryStore, useNotificationContext, useNotify } from 'react-admin';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import { createHttp } from '../../../dataProvider/http';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import {
  DUPLICATE_WINDOW_MS,
  ERROR_TOAST_MS,
  getToastState,
  notifyError,
  relayFrameworkError,
  resetToasts,
} from '../../../dataProvider/errorToasts';
import { ChanceNotification } from '../../../src/notify/ChanceNotification';
import { ErrorToastHost } from '../../../src/notify/ErrorToastHost';
import type { ResourceDef } from '../../../src/plugin/types';
import { fail, fakeFetch, resetBrowserState } from './fakeFetch';

beforeEach(() => {
  resetBrowserState();
  resetToasts();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Each step in its own act: a state update made by a timer renders when act ends, and only then
 * are the timers of that render (the exit transition) scheduled. */
async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('bus', () => {
  it("falls back to 'Error' for an empty message", () => {
    expect(notifyError('  ').message).toBe('Error');
    expect(notifyError(undefined).message).toBe('Error');
  });

  it('drops a framework error repeating a recent toast, and generic keys right after an http failure', () => {
    jest.useFakeTimers();
    notifyError('余额不足', 'http');
    expect(relayFrameworkError('余额不足', '余额不足')).toBeNull();
    expect(relayFrameworkError('ra.notification.item_doesnt_exist', 'Element does not exist')).toBeNull();
    expect(relayFrameworkError('ra.message.invalid_form', 'The form is not valid')).not.toBeNull();
    jest.advanceTimersByTime(DUPLICATE_WINDOW_MS);
    expect(relayFrameworkError('余额不足', '余额不足')).not.toBeNull();
    expect(relayFrameworkError('ra.notification.http_error', 'Server communication error')).not.toBeNull();
    expect(getToastState().toasts.map((t) => t.message)).toEqual([
      '余额不足',
      'The form is not valid',
      '余额不足',
      'Server communication error',
    ]);
  });

  it('never drops two http failures, even with the same text', () => {
    notifyError('busy', 'http');
    notifyError('busy', 'http');
    expect(getToastState().toasts).toHaveLength(2);
  });
});

describe('<ErrorToastHost/>', () => {
  it('shows an error toast for 5 s', async () => {
    jest.useFakeTimers();
    render(<ErrorToastHost />);
    act(() => {
      notifyError('Withdrawal already settled');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Withdrawal already settled');
    await advance(ERROR_TOAST_MS - 1);
    await advance(1000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(1);
    // The exit transition runs after the hide.
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('stacks three at a time and queues the rest, each getting its full 5 s', async () => {
    jest.useFakeTimers();
    render(<ErrorToastHost />);
    act(() => {
      ['a', 'b', 'c', 'd'].forEach((m) => notifyError(m));
    });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['a', 'b', 'c']);
    await advance(ERROR_TOAST_MS);
    await advance(1000);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['d']);
    await advance(ERROR_TOAST_MS - 1);
    await advance(1000);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['d']);
    await advance(1);
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on the close button', async () => {
    jest.useFakeTimers();
    render(<ErrorToastHost />);
    act(() => {
      notifyError('x');
    });
    act(() => {
      screen.getByRole('button', { name: /close/i }).click();
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('draws once when mounted twice (layout + notification component)', () => {
    render(
      <>
        <ErrorToastHost />
        <ErrorToastHost />
      </>,
    );
    act(() => {
      notifyError('once');
    });
    expect(screen.getAllByText('once')).toHaveLength(1);
  });
});

describe('<ChanceNotification/> inside react-admin', () => {
  const resources: ResourceDef[] = [
    { name: 'members', endpoints: { getList: 'chance-member/list', getOne: 'chance-member/detail', update: 'chance-member/update' } },
    { name: 'bare', endpoints: {} },
  ];

  // react-admin logs every data provider rejection in development; expected here.
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  /** Records what react-admin put in its notification queue (before ChanceNotification drains it). */
  function queueProbe() {
    const seen: unknown[] = [];
    function Probe() {
      const { notifications } = useNotificationContext();
      useEffect(() => {
        notifications.forEach((n) => seen.push(n.message));
      }, [notifications]);
      return null;
    }
    return { seen, Probe };
  }

  function renderAdmin(children: React.ReactNode, answer = fail('A0400', '查询条件有误'), strict = false) {
    Cookies.set('language', 'en');
    const http = createHttp({ fetchImpl: fakeFetch(answer).impl, apiBase: '' });
    const dataProvider = createChanceDataProvider(resources, http);
    const { seen, Probe } = queueProbe();
    const admin = (
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
        <Probe />
        <ChanceNotification />
        {children}
      </AdminContext>
    );
    render(strict ? <StrictMode>{admin}</StrictMode> : admin);
    return { seen };
  }

  it('a failed list query shows exactly one toast, although react-admin notifies it too', async () => {
    const { seen } = renderAdmin(
      <ListBase resource="members">
        <span />
      </ListBase>,
    );
    await waitFor(() => expect(seen).toContain('查询条件有误'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getAllByText('查询条件有误')).toHaveLength(1);
    expect(getToastState().toasts).toHaveLength(1);
  });

  it('a failed edit fetch shows the server message once, not also "Element does not exist"', async () => {
    const { seen } = renderAdmin(
      <EditBase resource="members" id={5} redirectOnError={false}>
        <span />
      </EditBase>,
      fail('A0404', '会员不存在', 404),
    );
    await waitFor(() => expect(seen).toContain('ra.notification.item_doesnt_exist'));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getAllByText('会员不存在')).toHaveLength(1);
    expect(screen.queryByText('Element does not exist')).not.toBeInTheDocument();
  });

  it("a failure without a request (undeclared endpoint) is shown once, by react-admin's notification", async () => {
    const { seen } = renderAdmin(
      <ListBase resource="bare">
        <span />
      </ListBase>,
    );
    await waitFor(() => expect(seen).toContain('Resource "bare" declares no "getList" endpoint'));
    expect(await screen.findAllByText('Resource "bare" declares no "getList" endpoint')).toHaveLength(1);
  });

  it("passes info notifications to react-admin's own snackbar, translated", async () => {
    function Notifier() {
      const notify = useNotify();
      useEffect(() => {
        notify('ra.notification.updated', { type: 'info', messageArgs: { smart_count: 1 } });
      }, [notify]);
      return null;
    }
    renderAdmin(<Notifier />);
    expect(await screen.findByText('Element updated')).toBeInTheDocument();
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('handles each notification once under StrictMode', async () => {
    function Buttons() {
      const notify = useNotify();
      return (
        <>
          <button onClick={() => notify('Saved', { type: 'success' })}>ok</button>
          <button onClick={() => notify('Broken', { type: 'error' })}>ko</button>
        </>
      );
    }
    renderAdmin(<Buttons />, undefined, true);
    act(() => screen.getByText('ok').click());
    act(() => screen.getByText('ko').click());
    expect(await screen.findAllByText('Saved')).toHaveLength(1);
    expect(await screen.findAllByText('Broken')).toHaveLength(1);
    expect(getToastState().toasts.map((t) => t.message)).toEqual(['Broken']);
  });

  it("shows the client's own failures in the console's language: zh, then en", async () => {
    for (const [language, network, timeout] of [
      ['zh', '网络错误，请检查网络后重试', '请求超时，请稍后重试'],
      ['en', 'Network error: check the connection and try again', 'The request timed out: try again shortly'],
    ]) {
      resetToasts();
      Cookies.set('language', language);
      const { unmount } = render(
        <AdminContext i18nProvider={createI18nProvider(hostMessages)} store={memoryStore()}>
          <ChanceNotification />
        </AdminContext>,
      );
      act(() => {
        notifyError('Network Error', 'http');
        notifyError('Request timeout', 'http');
      });
      expect(await screen.findByText(network)).toBeInTheDocument();
      expect(screen.getByText(timeout)).toBeInTheDocument();
      expect(screen.queryByText('Network Error')).not.toBeInTheDocument();
      unmount();
    }
  });
});
