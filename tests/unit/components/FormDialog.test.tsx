import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import {
  AdminContext,
  CheckboxGroupInput,
  memoryStore,
  maxLength,
  Notification,
  NumberInput,
  required,
  ResourceContextProvider,
  TextInput,
} from 'react-admin';
import { FormDialog, serverFieldErrors } from '../../../src/components/dialog/FormDialog';
import { ApiError } from '../../../dataProvider/http';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';
import { hostMessages } from '../../../src/layout/messages';

configure({ asyncUtilTimeout: 5000 });

const messages = {
  ...englishMessages,
  ...hostMessages.en,
  demo: {
    title: 'Set quota',
    titleFor: 'Quota of %{name}',
    amount: 'Amount',
    remark: 'Remark',
    saved: 'Quota saved',
    queued: 'Queued as request %{no}',
    nothing: 'Nothing to change',
    tooBig: 'At most 100',
  },
};

function renderDialog(ui: React.ReactNode) {
  const i18n = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
      <ResourceContextProvider value="station">{ui}</ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const fields = (
  <>
    <NumberInput source="amount" label="demo.amount" validate={[required(), (v: number) => (v > 100 ? 'demo.tooBig' : undefined)]} />
    <TextInput source="remark" label="demo.remark" validate={maxLength(5)} />
  </>
);

describe('FormDialog', () => {
  it("shows the server's word on a named field under that input, and stays open", async () => {
    const refused = new ApiError('amount: at most ₹1,00,000', 'A0400', 400, true, {
      code: 'A0400',
      msg: 'amount: at most ₹1,00,000',
      data: { fields: { amount: 'at most ₹1,00,000', unknownField: 'ignored' } },
    });
    const onSubmit = jest.fn().mockRejectedValueOnce(refused);
    const onClose = jest.fn();
    renderDialog(
      <FormDialog title="demo.title" defaultValues={{ remark: '' }} onSubmit={onSubmit} onClose={onClose}>
        {fields}
      </FormDialog>,
    );
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '40' } });
    const save = screen.getByTestId('dialog-save');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('at most ₹1,00,000')).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads field problems only from A0400 envelopes', () => {
    expect(serverFieldErrors(new ApiError('x', 'A0400', 400, true, { data: { fields: { amount: 'bad', n: 3 } } }))).toEqual({
      amount: 'bad',
    });
    expect(serverFieldErrors(new ApiError('x', 'A0301', 403, true, { data: { fields: { amount: 'bad' } } }))).toBeNull();
    expect(serverFieldErrors(new ApiError('x', 'A0400', 400, true, { data: null }))).toBeNull();
    expect(serverFieldErrors(new Error('network'))).toBeNull();
  });

  it('submits the form values once per click, toasts, then closes', async () => {
    let settle: (value: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise((resolve) => (settle = resolve)));
    const onClose = jest.fn();
    const onDone = jest.fn();
    renderDialog(
      <FormDialog
        title="demo.title"
        defaultValues={{ remark: '' }}
        success="demo.saved"
        onSubmit={onSubmit}
        onClose={onClose}
        onDone={onDone}
      >
        {fields}
      </FormDialog>,
    );
    const save = screen.getByTestId('dialog-save');
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '40' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 40, remark: '' });
    expect(save).toBeDisabled();
    settle(null);
    expect(await screen.findByText('Quota saved')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('toasts what noticeFor makes of the answer instead of the success (a change queued for a second approver)', async () => {
    const { pendingApprovalNotice } = await import('../../../plugins/account/staff/staffCalls');
    const onSubmit = jest
      .fn()
      .mockResolvedValueOnce({ data: { id: null, status: 'pending_approval', requestId: 4, requestNo: 'SR0004' } })
      .mockResolvedValueOnce({ data: { id: 9 } });
    const noticeFor = (result: unknown) =>
      pendingApprovalNotice(result) ? { message: 'demo.queued', options: pendingApprovalNotice(result)?.options } : undefined;
    const first = renderDialog(
      <FormDialog
        title="demo.title"
        defaultValues={{ remark: '' }}
        success="demo.saved"
        noticeFor={noticeFor}
        onSubmit={onSubmit}
        onClose={jest.fn()}
      >
        {fields}
      </FormDialog>,
    );
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    expect(await screen.findByText('Queued as request SR0004')).toBeInTheDocument();
    expect(screen.queryByText('Quota saved')).toBeNull();
    first.unmount();
    renderDialog(
      <FormDialog
        title="demo.title"
        defaultValues={{ remark: '' }}
        success="demo.saved"
        noticeFor={noticeFor}
        onSubmit={onSubmit}
        onClose={jest.fn()}
      >
        {fields}
      </FormDialog>,
    );
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '5' } });
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    expect(await screen.findByText('Quota saved')).toBeInTheDocument();
  });

  it("shows the validators' messages and keeps Save disabled while a field is invalid", async () => {
    renderDialog(
      <FormDialog title="demo.title" defaultValues={{ amount: 10, remark: '' }} onSubmit={jest.fn()} onClose={jest.fn()}>
        {fields}
      </FormDialog>,
    );
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '500' } });
    expect(await screen.findByText('At most 100')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'toolong' } });
    expect(await screen.findByText(/Must be 5 characters or less/)).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
  });

  it('keeps the dialog open after a failed save (the http layer toasted it) and lets the operator retry', async () => {
    const onSubmit = jest.fn().mockRejectedValueOnce(new Error('timeout')).mockResolvedValueOnce(null);
    const onClose = jest.fn();
    renderDialog(
      <FormDialog
        title="demo.title"
        defaultValues={{ amount: 10, remark: '' }}
        onSubmit={onSubmit}
        onClose={onClose}
        saveTestId="quota-save"
      >
        {fields}
      </FormDialog>,
    );
    const save = screen.getByTestId('quota-save');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    // The click guard lets the same button through again after its 2 s.
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 4000 });
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('names the record in the title and shows why saving is impossible', async () => {
    renderDialog(
      <FormDialog
        title="demo.titleFor"
        titleOptions={{ name: 'north' }}
        record={{ id: 3, name: 'North station' }}
        disabledReason="demo.nothing"
        defaultValues={{ amount: 10 }}
        onSubmit={jest.fn()}
        onClose={jest.fn()}
      >
        {fields}
      </FormDialog>,
    );
    expect(screen.getByText('Quota of north')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-record')).toHaveTextContent('North station');
    expect(screen.getByTestId('dialog-disabled-reason')).toHaveTextContent('Nothing to change');
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
  });

  // Issue 39 item 3: a stored value today's rules refuse kept Save disabled with nothing said or marked.
  it('marks an opening value the validators refuse and says why Save is disabled', async () => {
    renderDialog(
      <FormDialog title="demo.title" defaultValues={{ amount: 10, remark: 'far too long' }} onSubmit={jest.fn()} onClose={jest.fn()}>
        {fields}
      </FormDialog>,
    );
    expect(await screen.findByText(/Must be 5 characters or less/)).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    expect(screen.getByTestId('dialog-disabled-reason')).toHaveTextContent('Correct the fields marked in red to save');
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'ok' } });
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    expect(screen.queryByTestId('dialog-disabled-reason')).toBeNull();
  });

  it('says a required field is still empty, without marking a new form red', async () => {
    renderDialog(
      <FormDialog title="demo.title" defaultValues={{ remark: '' }} onSubmit={jest.fn()} onClose={jest.fn()}>
        {fields}
      </FormDialog>,
    );
    expect(await screen.findByTestId('dialog-disabled-reason')).toHaveTextContent('Fill in the required fields to save');
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    expect(screen.getByLabelText(/Amount/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves an empty choice list alone on opening too (a mail to no VIP level yet is not an error)', async () => {
    renderDialog(
      <FormDialog title="demo.title" defaultValues={{ levels: [] }} onSubmit={jest.fn()} onClose={jest.fn()}>
        <CheckboxGroupInput
          source="levels"
          label="Levels"
          choices={[
            { id: 1, name: 'VIP 1' },
            { id: 2, name: 'VIP 2' },
          ]}
          validate={required()}
        />
      </FormDialog>,
    );
    expect(await screen.findByTestId('dialog-disabled-reason')).toHaveTextContent('Fill in the required fields to save');
    expect(screen.queryByText(/Required/)).toBeNull();
  });

  it('keeps Save disabled, without a reason, while what the form needs loads', async () => {
    renderDialog(
      <FormDialog title="demo.title" loading defaultValues={{ amount: 10 }} onSubmit={jest.fn()} onClose={jest.fn()}>
        {fields}
      </FormDialog>,
    );
    // The same values with loading unset enable Save (second test); here they stay refused.
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    expect(screen.queryByTestId('dialog-disabled-reason')).toBeNull();
  });
});
