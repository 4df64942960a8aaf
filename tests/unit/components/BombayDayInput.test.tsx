import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
  return <button type="button" onClick={() => setLocale('en')}>to en</button>;
}

function renderInput(locale: 'zh' | 'en', props: Partial<BombayDayInputProps>, record: Record<string, unknown> = {}) {
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [{ locale: 'zh', name: '中文' }, { locale: 'en', name: 'English' }]);
  return render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
      <Form record={record}>
        <BombayDayInput source="from" label="From" {...props} />
        <Value source="from" />
        <Switcher />
      </Form>
    </AdminContext>,
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

  it('says which pattern to use when the typed text is not a day, and keeps the last good value', async () => {
    renderInput('en', { bound: 'date' }, { from: '2026-11-23' });
    fireEvent.change(input(), { target: { value: '2026/31/31' } });
    fireEvent.blur(input());
    expect(await screen.findByText('Enter the date as dd/mm/yyyy')).toBeTruthy();
    expect(value()).toBe('2026-11-23');
    fireEvent.change(input(), { target: { value: '' } });
    fireEvent.blur(input());
    await waitFor(() => expect(value()).toBeNull());
  });

  it('rewrites the shown day when the language changes', async () => {
    renderInput('zh', { bound: 'date' }, { from: '2026-11-05' });
    expect(input().value).toBe('2026-11-05');
    fireEvent.click(screen.getByText('to en'));
    await waitFor(() => expect(input().value).toBe('05/11/2026'));
  });
});
