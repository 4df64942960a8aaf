import { useState } from 'react';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, Form, memoryStore, useLocaleState } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { BombayDayInput, type BombayDayInputProps } from '../../../src/components/input/BombayDayInput';
import { displayDay, parseDay } from '../../../src/format/day';
import { formatMessages } from '../../../src/format/messages';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const messages = { zh: { ...englishMessages, ...formatMessages.zh }, en: { ...englishMessages, ...formatMessages.en } };

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

function renderInput(locale: 'zh' | 'en', props: Partial<BombayDayInputProps>, record: Record<string, unknown> = {}, onSubmit = jest.fn()) {
  return inAdmin(
    locale,
    <Form record={record} onSubmit={onSubmit}>
      <BombayDayInput source="from" label="From" {...(props as object)} />
      <Value source="from" />
      <Switcher />
      <button type="submit">save</button>
    </Form>,
  );
}

const input = () => screen.getByRole('textbox', { name: /From/ }) as HTMLInputElement;
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null');

describe('day text in the language pattern', () => {
  it('reads yyyy-mm-dd in zh and dd/mm/yyyy (or ISO) in en, and refuses days that do not exist', () => {
    expect(parseDay('2026-11-23', 'zh')).toBe('2026-11-23');
    expect(parseDay('23/11/2026', 'zh')).toBeNull();
    expect(parseDay('23/11/2026', 'en')).toBe('2026-11-23');
    expect(parseDay('3/1/2026', 'en')).toBe('2026-01-03');
    expect(parseDay('2026-11-23', 'en')).toBe('2026-11-23');
    expect(parseDay('31/02/2026', 'en')).toBeNull();
    expect(parseDay('2026-13-01', 'zh')).toBeNull();
    expect(displayDay('2026-01-03', 'en')).toBe('03/01/2026');
    expect(displayDay('2026-01-03', 'zh')).toBe('2026-01-03');
  });
});

describe('BombayDayInput', () => {
  it('turns a typed zh day into the Bombay day start (18:30 UTC the day before)', async () => {
    renderInput('zh', { bound: 'start' });
    expect(input().placeholder).toBe('yyyy-mm-dd');
    fireEvent.change(input(), { target: { value: '2026-11-23' } });
    await waitFor(() => expect(value()).toBe(Date.UTC(2026, 10, 22, 18, 30)));
  });

  it('gives an exclusive upper bound for "to" and shows the record value in the en pattern', async () => {
    renderInput('en', { bound: 'end' }, { from: Date.UTC(2026, 10, 23, 18, 30) });
    expect(input().value).toBe('23/11/2026');
    fireEvent.change(input(), { target: { value: '01/12/2026' } });
    await waitFor(() => expect(value()).toBe(Date.UTC(2026, 11, 1, 18, 30)));
  });

  it('says which pattern to use when the typed text is not a day, and the form refuses to submit it', async () => {
    const onSubmit = jest.fn();
    renderInput('en', { bound: 'date' }, { from: '2026-11-23' }, onSubmit);
    fireEvent.change(input(), { target: { value: '2026/31/31' } });
    fireEvent.blur(input());
    expect(await screen.findByText('Enter the date as dd/mm/yyyy')).toBeTruthy();
    // The form holds the text, not the last good day, so no check downstream can take it for one.
    expect(value()).toBe('2026/31/31');
    fireEvent.click(screen.getByText('save'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    await waitFor(() => expect(value()).toBeNull());
    await waitFor(() => expect(screen.queryByText('Enter the date as dd/mm/yyyy')).toBeNull());
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ from: null }), expect.anything()));
  });

  it('leaves a zh day alone while it is being typed, and pads it when the operator moves on', async () => {
    renderInput('zh', { bound: 'date' });
    fireEvent.change(input(), { target: { value: '2026-11-2' } });
    await waitFor(() => expect(value()).toBe('2026-11-02'));
    expect(input().value).toBe('2026-11-2');
    fireEvent.change(input(), { target: { value: '2026-11-23' } });
    await waitFor(() => expect(value()).toBe('2026-11-23'));
    fireEvent.change(input(), { target: { value: '2026-1-5' } });
    fireEvent.blur(input());
    expect(input().value).toBe('2026-01-05');
  });

  it('works on local state too (a filter bar outside react-admin), in the language pattern', async () => {
    const seen: unknown[] = [];
    function Held() {
      const [day, setDay] = useState<string | number | null>('2026-11-05');
      return (
        <>
          <BombayDayInput
            label="From"
            bound="date"
            value={day}
            onChange={(v) => {
              seen.push(v);
              setDay(v);
            }}
            testId="held"
          />
          <output data-testid="value">{JSON.stringify(day)}</output>
        </>
      );
    }
    inAdmin('en', <Held />);
    expect(input().value).toBe('05/11/2026');
    expect(screen.getByTestId('held')).toBe(input());
    fireEvent.change(input(), { target: { value: '23/11/2026' } });
    await waitFor(() => expect(value()).toBe('2026-11-23'));
    fireEvent.change(input(), { target: { value: '23/13/2026' } });
    fireEvent.blur(input());
    await waitFor(() => expect(value()).toBeNull());
    expect(screen.getByText('Enter the date as dd/mm/yyyy')).toBeTruthy();
    expect(seen).toEqual(['2026-11-23', null]);
  });

  it('rewrites the shown day when the language changes', async () => {
    renderInput('zh', { bound: 'date' }, { from: '2026-11-05' });
    expect(input().value).toBe('2026-11-05');
    fireEvent.click(screen.getByText('to en'));
    await waitFor(() => expect(input().value).toBe('05/11/2026'));
  });
});
