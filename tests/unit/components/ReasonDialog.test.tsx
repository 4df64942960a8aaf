import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { ReasonDialog, reasonValidator, type ReasonDialogProps } from '../../../src/components/dialog/ReasonDialog';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { ApiError } from '../../../dataProvider/http';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const demo = {
  zh: { demo: { title: '拒绝 %{no}', done: '已拒绝', reject: '拒绝', tooLong: '太长了' } },
  en: { demo: { title: 'Reject %{no}', done: 'Rejected', reject: 'Reject', tooLong: 'Far too long' } },
};

function renderDialog(locale: 'zh' | 'en', props: Partial<ReasonDialogProps> = {}) {
  const messages = buildMessages({ zh: { ...hostMessages.zh, ...demo.zh }, en: { ...hostMessages.en, ...demo.en } });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true },
  );
  const onSubmit = jest.fn().mockResolvedValue(undefined);
  const onClose = jest.fn();
  const onDone = jest.fn();
  render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
      <ReasonDialog
        title="demo.title"
        titleOptions={{ no: 'D001' }}
        success="demo.done"
        saveTestId="demo-save"
        reasonTestId="demo-reason"
        onSubmit={onSubmit}
        onClose={onClose}
        onDone={onDone}
        {...props}
      />
      <Notification />
    </AdminContext>,
  );
  return { onSubmit, onClose, onDone, reason: () => screen.getByTestId('demo-reason'), save: () => screen.getByTestId('demo-save') };
}

describe('ReasonDialog', () => {
  it("refuses a blank reason with the host's message and keeps confirm disabled (en)", async () => {
    const { reason, save, onSubmit } = renderDialog('en');
    expect(screen.getByText('Reject D001')).toBeInTheDocument();
    expect(screen.getByLabelText(/Reason/)).toBe(reason());
    expect(save()).toHaveTextContent('Confirm');
    expect(save()).toBeDisabled();
    fireEvent.change(reason(), { target: { value: 'x' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.change(reason(), { target: { value: '   ' } });
    expect(await screen.findByText('Enter a reason')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason once, toasts, then closes (en)', async () => {
    const { reason, save, onSubmit, onClose, onDone } = renderDialog('en', { confirmLabel: 'demo.reject' });
    expect(save()).toHaveTextContent('Reject');
    fireEvent.change(reason(), { target: { value: '  no payment seen  ' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    fireEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('no payment seen');
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks Chinese: label, confirm, the refusals with their limits', async () => {
    const { reason, save, onSubmit } = renderDialog('zh', { minLength: 3, maxLength: 10 });
    expect(screen.getByText('拒绝 D001')).toBeInTheDocument();
    expect(screen.getByLabelText(/原因/)).toBe(reason());
    expect(save()).toHaveTextContent('确认');
    fireEvent.change(reason(), { target: { value: 'ab' } });
    expect(await screen.findByText('原因至少 3 个字符')).toBeInTheDocument();
    fireEvent.change(reason(), { target: { value: 'x'.repeat(11) } });
    expect(await screen.findByText('原因不能超过 10 个字符')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    fireEvent.change(reason(), { target: { value: '金额不符' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('金额不符'));
  });

  it("uses a domain's own words for a refusal, and can stop the textarea at the limit", async () => {
    const { reason } = renderDialog('en', { maxLength: 5, messages: { tooLong: 'demo.tooLong' }, capInput: true });
    expect(reason()).toHaveAttribute('maxlength', '5');
    fireEvent.change(reason(), { target: { value: 'abcdef' } });
    expect(await screen.findByText('Far too long')).toBeInTheDocument();
  });

  it('an optional reason may be left empty', async () => {
    const { save, onSubmit } = renderDialog('en', { required: false });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
  });

  it("shows the server's word on the reason under the input and stays open", async () => {
    const { reason, save, onSubmit, onClose } = renderDialog('en');
    onSubmit.mockRejectedValueOnce(
      new ApiError('reason: too vague', 'A0400', 400, true, {
        code: 'A0400',
        msg: 'reason: too vague',
        data: { fields: { reason: 'too vague' } },
      }),
    );
    fireEvent.change(reason(), { target: { value: 'because' } });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('too vague')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('validates without rendering: required, min, max after trimming', () => {
    const check = reasonValidator({ minLength: 2, maxLength: 4 });
    expect(check(undefined)).toBe('layout.reason.required');
    expect(check(' a ')).toEqual({ message: 'layout.reason.tooShort', args: { min: 2 } });
    expect(check(' abcde ')).toEqual({ message: 'layout.reason.tooLong', args: { max: 4 } });
    expect(check(' abcd ')).toBeUndefined();
    expect(reasonValidator({ required: false })('')).toBeUndefined();
  });
});
