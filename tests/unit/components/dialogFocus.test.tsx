import { useState } from 'react';
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { AdminContext, memoryStore, TextInput } from 'react-admin';
import { GuardedButton } from '../../../src/components/GuardedButton';
import { FormDialog } from '../../../src/components/dialog/FormDialog';
import { ConfirmActionButton } from '../../../src/components/list/ConfirmActionButton';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

// Browsers never focus a disabled control; jsdom does when it carries a tabindex, as MUI's
// disabled buttons do (tabindex -1). Without this a dialog's focus restore onto a disabled
// trigger would pass here and drop focus to <body> in Chromium.
const jsdomFocus = HTMLElement.prototype.focus;
beforeAll(() => {
  HTMLElement.prototype.focus = function focus(this: HTMLElement, options?: FocusOptions) {
    if ((this as HTMLButtonElement).disabled) return;
    jsdomFocus.call(this, options);
  };
});
afterAll(() => {
  HTMLElement.prototype.focus = jsdomFocus;
});

/** A list row as the screens build them: a guarded action button that opens a form dialog. */
function Row({ guardMs }: { guardMs?: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div data-testid="row">
      <GuardedButton guardMs={guardMs} data-testid="trigger" onClick={() => setOpen(true)}>
        Approve
      </GuardedButton>
      {open && (
        <FormDialog title="Approve" defaultValues={{ remark: '' }} onClose={() => setOpen(false)} onSubmit={async () => undefined}>
          <TextInput source="remark" label="Remark" />
        </FormDialog>
      )}
    </div>
  );
}

function renderInContext(ui: React.ReactNode) {
  const i18n = polyglotI18nProvider(() => englishMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
  return render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={fakeDataProvider()} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );
}

/** A keyboard user's click: the button has focus, then it is activated. */
function press(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

describe('focus after a dialog closes', () => {
  it("returns to the row's trigger when the dialog is cancelled while the trigger is still guarded", async () => {
    // A guard longer than the test: the dialog closes while the trigger's click guard still runs.
    renderInContext(<Row guardMs={60_000} />);
    const trigger = screen.getByTestId('trigger');
    press(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Still guarded, and says so, but focusable: focus can come back to it.
    expect(trigger).toHaveAttribute('aria-disabled', 'true');
    expect(trigger).not.toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('does the same for a confirmation (lock, delete…)', async () => {
    renderInContext(
      <ConfirmActionButton label="Lock" title="Lock?" content="Sure?" data-testid="lock" onConfirm={async () => undefined} />,
    );
    const trigger = screen.getByTestId('lock');
    press(trigger);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('keeps a guarded button that holds focus from taking a second click', () => {
    const onClick = jest.fn();
    renderInContext(<GuardedButton onClick={onClick}>Pay</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Pay' });
    press(button);
    expect(document.activeElement).toBe(button);
    // Refused like a disabled button's: no handler, no default action (a submit button's form stays put).
    expect(fireEvent.click(button)).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
