import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MailBroadcastDialog, validateBroadcast } from '../../../plugins/information/mails/MailBroadcastDialog';
import { mailTexts } from '../../../plugins/information/mails/mailTexts';
import { fakeDataProvider } from '../fixtures/fakes';
import { renderInformation } from './render';

/* A mail to whole VIP levels: the levels are required unless all members, the server's count is confirmed before sending, cancel sends nothing. */

configure({ asyncUtilTimeout: 10_000 });

const provider = (members: number) => ({
  ...fakeDataProvider(),
  action: jest.fn(async (_resource: string, name: string) => (name === 'audience' ? { members } : { members })),
});

async function fill() {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByLabelText('VIP 3'));
  fireEvent.click(within(dialog).getByLabelText('VIP 5'));
  fireEvent.change(within(dialog).getByTestId('mail-broadcast-title'), { target: { value: 'Diwali for VIP' } });
  // The rich-text editor is a contenteditable: typed text is what the form sees.
  const editor = dialog.querySelector('[contenteditable="true"]') as HTMLElement;
  editor.innerHTML = '<p>Happy Diwali</p>';
  fireEvent.input(editor);
  return dialog;
}

describe('mail to VIP levels', () => {
  it("needs a level unless all members, and the mail's own title and content", () => {
    expect(validateBroadcast({ all: false, vipLevels: [], title: 'x', content: '<p>x</p>' })).toEqual({
      vipLevels: 'information.mail.broadcast.levelsRequired',
    });
    expect(validateBroadcast({ all: true, vipLevels: [], title: 'x', content: '<p>x</p>' })).toEqual({});
    expect(validateBroadcast({ all: false, vipLevels: [2], title: '', content: '' })).toEqual({
      title: 'information.mail.v.titleLength',
      content: 'information.mail.v.content',
    });
  });

  it('has the same keys in zh and en', () => {
    expect(Object.keys(mailTexts.zh.mail.broadcast as object).sort()).toEqual(Object.keys(mailTexts.en.mail.broadcast as object).sort());
  });

  it('shows how many members the send reaches, and sends only once confirmed', async () => {
    const dataProvider = provider(120_000);
    const onDone = jest.fn();
    renderInformation(<MailBroadcastDialog onClose={jest.fn()} onDone={onDone} />, { dataProvider });
    const dialog = await fill();
    await waitFor(() => expect(within(dialog).getByTestId('mail-broadcast-save')).toHaveProperty('disabled', false));
    fireEvent.click(within(dialog).getByTestId('mail-broadcast-save'));
    expect(await screen.findByText('This mail will reach 1,20,000 members. Send it?')).toBeTruthy();
    expect(dataProvider.action).toHaveBeenCalledWith('memberMail', 'audience', { all: false, vipLevels: [3, 5] });
    expect(dataProvider.action.mock.calls.some(([, name]) => name === 'broadcast')).toBe(false);
    fireEvent.click(screen.getAllByRole('button', { name: 'Send mail' }).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(dataProvider.action).toHaveBeenCalledWith(
        'memberMail',
        'broadcast',
        expect.objectContaining({ all: false, vipLevels: [3, 5], lang: 'en', title: 'Diwali for VIP' }),
      ),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const dataProvider = provider(12);
    renderInformation(<MailBroadcastDialog onClose={jest.fn()} onDone={jest.fn()} />, { dataProvider });
    const dialog = await fill();
    await waitFor(() => expect(within(dialog).getByTestId('mail-broadcast-save')).toHaveProperty('disabled', false));
    fireEvent.click(within(dialog).getByTestId('mail-broadcast-save'));
    await screen.findByText('This mail will reach 12 members. Send it?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('This mail will reach 12 members. Send it?')).toBeNull());
    expect(dataProvider.action.mock.calls.some(([, name]) => name === 'broadcast')).toBe(false);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
