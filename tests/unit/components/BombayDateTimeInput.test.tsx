import { useState } from 'react';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Form, memoryStore, useLocaleState } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { BombayDateTimeInput, type BombayDateTimeInputProps } from '../../../src/components/input/BombayDateTimeInput';
import { formatMessages } from '../../../src/format/messages';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const messages = { zh: { ...englishMessages, ...formatMessages.zh }, en: { ...englishMessages, ...formatMessages.en } };
const DIWALI_EVENING = Date.UTC(2026, 11, 1, 14, 25); // 19:55 in Bombay

function Value({ source }: { source: string }) {
  const value = useWatch({ control: useFormContext().control, name: source });
  return <output data-testid="value">{JSON.stringify(value ?? null)}</output>;
}

function Switcher() {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('en')}>
      to en
    </button>
  );
}

function inAdmin(locale: 'zh' | 'en', children: React.ReactNode) {
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [
    { locale: 'zh', name: '中文' },
    { locale: 'en', name: 'English' },
  ]);
  return render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
      {children}
    </AdminContext>,
  );
}

function renderInput(
  locale: 'zh' | 'en',
  props: Partial<BombayDateTimeInputProps>,
  record: Record<string, unknown> = {},
  onSubmit = jest.fn(),
) {
  inAdmin(
    locale,
    <Form record={record} onSubmit={onSubmit}>
      <BombayDateTimeInput source="at" label="At" {...(props as object)} />
      <Value source="at" />
      <Switcher />
      <button type="submit">save</button>
    </Form>,
  );
  return onSubmit;
}

const input = () => screen.getByRole('textbox', { name: /At/ }) as HTMLInputElement;
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');
const type = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.blur(input());
};

describe('BombayDateTimeInput', () => {
  it('shows epoch ms as yyyy-mm-dd HH:mm in zh and reads a typed Bombay time back as its instant', async () => {
    renderInput('zh', {}, { at: Date.UTC(2026, 10, 20, 4, 30) });
    expect(input().value).toBe('2026-11-20 10:00');
    expect(input().placeholder).toBe('yyyy-mm-dd HH:mm');
    type('2026-12-01 19:55');
    await waitFor(() => expect(value()).toBe(DIWALI_EVENING));
  });

  it('shows and reads dd/mm/yyyy HH:mm in en, 24-hour', async () => {
    renderInput('en', {}, { at: DIWALI_EVENING });
    expect(input().value).toBe('01/12/2026 19:55');
    expect(input().placeholder).toBe('dd/mm/yyyy HH:mm');
    type('02/12/2026 07:05');
    await waitFor(() => expect(value()).toBe(Date.UTC(2026, 11, 2, 1, 35)));
    expect(input().value).toBe('02/12/2026 07:05');
  });

  it('keeps the Bombay wall-clock text in local mode, as the datetime-local inputs did', async () => {
    renderInput('en', { mode: 'local' }, { at: '2026-11-20T10:00' });
    expect(input().value).toBe('20/11/2026 10:00');
    type('1/12/2026 19:55');
    await waitFor(() => expect(value()).toBe('2026-12-01T19:55'));
    expect(input().value).toBe('01/12/2026 19:55');
  });

  it('does not reformat under the cursor while the operator is still typing', async () => {
    renderInput('zh', {});
    fireEvent.change(input(), { target: { value: '2026-12-01 9:55' } });
    await waitFor(() => expect(value()).toBe(Date.UTC(2026, 11, 1, 4, 25)));
    expect(input().value).toBe('2026-12-01 9:55');
    fireEvent.blur(input());
    expect(input().value).toBe('2026-12-01 09:55');
  });

  it('says which pattern to use, in either language, and the form refuses to submit the text', async () => {
    const onSubmit = renderInput('en', {}, { at: DIWALI_EVENING });
    type('12/01/2026, 07:55 PM');
    expect(await screen.findByText('Enter the date and time as dd/mm/yyyy HH:mm (24-hour)')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByText('save'));
    // Give react-hook-form its asynchronous validation before concluding nothing was sent.
    await waitFor(() => expect(input().getAttribute('aria-invalid')).toBe('true'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onSubmit).not.toHaveBeenCalled();

    type('01/12/2026 19:55');
    await waitFor(() => expect(screen.queryByText(/Enter the date and time/)).toBeNull());
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ at: DIWALI_EVENING }), expect.anything()));
  });

  it('gives the error in Chinese with the Chinese pattern', async () => {
    renderInput('zh', { mode: 'local' });
    type('12/01/2026 19:55');
    expect(await screen.findByText('请按 yyyy-mm-dd HH:mm 输入日期和时间（24 小时制）')).toBeTruthy();
  });

  it('hands on empty for a cleared box: null for ms, nothing for local', async () => {
    renderInput('zh', {}, { at: DIWALI_EVENING });
    type('');
    await waitFor(() => expect(value()).toBeNull());
  });

  it('submits the same value shapes the forms sent before (ms and wall-clock text)', async () => {
    const onSubmit = jest.fn();
    inAdmin(
      'zh',
      <Form record={{ startAt: '2026-11-20T10:00', expiresAt: null }} onSubmit={onSubmit}>
        <BombayDateTimeInput source="startAt" label="Start" mode="local" testId="start" />
        <BombayDateTimeInput source="expiresAt" label="Expires" testId="expires" />
        <button type="submit">save</button>
      </Form>,
    );
    fireEvent.change(screen.getByTestId('start'), { target: { value: '2026-12-01 19:55' } });
    fireEvent.change(screen.getByTestId('expires'), { target: { value: '2026-12-31 23:59' } });
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ startAt: '2026-12-01T19:55', expiresAt: Date.UTC(2026, 11, 31, 18, 29) });
  });

  it('rewrites the shown time when the language changes', async () => {
    renderInput('zh', { mode: 'local' }, { at: '2026-11-05T08:00' });
    expect(input().value).toBe('2026-11-05 08:00');
    fireEvent.click(screen.getByText('to en'));
    await waitFor(() => expect(input().value).toBe('05/11/2026 08:00'));
  });

  it('works on local state too, handing on null for unreadable text', async () => {
    const seen: unknown[] = [];
    function Held() {
      const [at, setAt] = useState<string | number | null>(DIWALI_EVENING);
      return (
        <>
          <BombayDateTimeInput
            label="At"
            value={at}
            onChange={(v) => {
              seen.push(v);
              setAt(v);
            }}
          />
          <output data-testid="value">{JSON.stringify(at)}</output>
        </>
      );
    }
    inAdmin('en', <Held />);
    expect(input().value).toBe('01/12/2026 19:55');
    type('01/12/2026 20:00');
    await waitFor(() => expect(value()).toBe(Date.UTC(2026, 11, 1, 14, 30)));
    type('tomorrow');
    await waitFor(() => expect(value()).toBeNull());
    expect(input().value).toBe('tomorrow');
    expect(screen.getByText('Enter the date and time as dd/mm/yyyy HH:mm (24-hour)')).toBeTruthy();
    expect(seen).toEqual([Date.UTC(2026, 11, 1, 14, 30), null]);
  });
});
