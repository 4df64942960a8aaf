import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import type { MemberRecord } from '../../../../plugins/account/members/memberCalls';
import { ChangeAgentDialog } from '../../../../plugins/account/members/ChangeAgentDialog';
import { EditMemberDialog } from '../../../../plugins/account/members/EditMemberDialog';
import { membersMessages } from '../../../../plugins/account/members/messages';
import { TagDialog } from '../../../../plugins/account/members/TagDialog';
import { AmountDialog } from '../../../../plugins/account/members/BeltPlayList';
import { buildMessages } from '../../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../../src/layout/messages';
import { mergeMessages } from '../../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider } from '../../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const MEMBER = {
  id: 5,
  username: 'rahul5',
  nickname: 'Rahul',
  realName: 'Rahul Shah',
  phone: '+919812345678',
  email: '',
  sex: 1,
  birthDate: null,
  language: 'en',
  customerClass: 'D',
  customerTag: '',
  stationId: 1,
} as unknown as MemberRecord;

const AGENTS = [
  { id: 31, username: 'raj_north' },
  { id: 32, username: 'raj_south' },
  { id: 40, username: 'vikram' },
];

/** agentChoice as the server's selectList answers it: the keyword filters usernames; getMany by ids. */
const agentLists = {
  getList: jest.fn(async (_resource: string, params: { filter: { usernameKeyword?: string } }) => {
    const data = AGENTS.filter((a) => !params.filter.usernameKeyword || a.username.includes(params.filter.usernameKeyword));
    return { data, total: data.length };
  }),
  getMany: jest.fn(async (_resource: string, params: { ids: number[] }) => ({ data: AGENTS.filter((a) => params.ids.includes(a.id)) })),
};

function renderDialog(ui: React.ReactNode, locale: 'zh' | 'en' = 'zh') {
  const action = jest.fn(async (_resource: string, name: string, _payload?: unknown, _options?: unknown) =>
    name === 'labels' ? [{ name: 'whale', color: '' }] : null,
  );
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { account: membersMessages.zh }),
    en: mergeMessages(hostMessages.en, { account: membersMessages.en }),
  });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [{ locale, name: locale }], { allowMissing: true });
  render(
    <AdminContext
      i18nProvider={i18n}
      authProvider={fakeAuthProvider()}
      dataProvider={{ ...fakeDataProvider(), ...agentLists, action } as unknown as DataProvider}
      store={memoryStore()}
      queryClient={new QueryClient()}
    >
      {ui}
    </AdminContext>,
  );
  return action;
}

describe('member dialogs', () => {
  it('edit: refuses an invalid phone with the spec message, then saves the profile', async () => {
    const onDone = jest.fn();
    const action = renderDialog(<EditMemberDialog record={MEMBER} onClose={jest.fn()} onDone={onDone} />);
    const phone = screen.getByTestId('edit-phone');
    fireEvent.change(phone, { target: { value: '12345' } });
    expect(await screen.findByText('请输入有效的手机号')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    fireEvent.change(phone, { target: { value: '+917012345678' } });
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith('member', 'save', expect.objectContaining({ id: 5, phone: '+917012345678', customerClass: 'D' })),
    );
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('tag: offers the catalogue, refuses more than 20 characters, sets one tag on every ticked member', async () => {
    const action = renderDialog(<TagDialog ids={[5, 6]} current="" onClose={jest.fn()} onDone={jest.fn()} />, 'en');
    const input = screen.getByTestId('tag-field').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(21) } });
    expect(await screen.findByText('Length 1 to 20 characters')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    fireEvent.change(input, { target: { value: 'whale' } });
    // react-admin validates asynchronously: Save comes back once the form is valid again.
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() => expect(action).toHaveBeenCalledWith('member', 'tag', { ids: [5, 6], customerTag: 'whale' }));
  });

  it("change agent: searches the station's agents on the server as the operator types, refuses the current agent, saves the pick", async () => {
    const action = renderDialog(
      <ChangeAgentDialog record={{ ...MEMBER, agentId: 40, agentName: 'vikram' }} onClose={jest.fn()} onDone={jest.fn()} />,
      'en',
    );
    const input = screen.getByLabelText(/New parent agent/);
    fireEvent.change(input, { target: { value: 'vik' } });
    // The unfiltered first page already lists vikram: wait for the debounced search itself, so the pick
    // below cannot land before it (a search answered after the pick would leave no reset to wait for).
    await waitFor(() =>
      expect(agentLists.getList).toHaveBeenLastCalledWith(
        'agentChoice',
        expect.objectContaining({ filter: { stationId: 1, usernameKeyword: 'vik' } }),
      ),
    );
    const option = await screen.findByRole('option', { name: 'vikram' });
    const callsBeforePick = agentLists.getList.mock.calls.length;
    fireEvent.click(option);
    expect(await screen.findByText("Already this member's parent agent")).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    // The pick resets the search (react-admin asks for the choices again: unfiltered, or under load by
    // the picked name); typing before that request would be overwritten by its answer.
    await waitFor(() => expect(agentLists.getList.mock.calls.length).toBeGreaterThan(callsBeforePick));
    // Under load the pick's reset may land after the typing and swallow it: clear and type again
    // until the search is sent (never inside waitFor, whose callback runs on every DOM change).
    const searchSent = () =>
      expect(agentLists.getList).toHaveBeenLastCalledWith(
        'agentChoice',
        expect.objectContaining({ filter: { stationId: 1, usernameKeyword: 'raj' } }),
      );
    for (let attempt = 1; ; attempt++) {
      fireEvent.change(input, { target: { value: '' } });
      fireEvent.change(input, { target: { value: 'raj' } });
      try {
        await waitFor(searchSent, { timeout: 1500 });
        break;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
    fireEvent.click(await screen.findByRole('option', { name: 'raj_south' }));
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() => expect(action).toHaveBeenCalledWith('member', 'changeAgent', { id: 5, agentId: 32 }));
  });

  it('play-along top-up: refuses a non-positive amount, sends paise with one Idempotency-Key kept across a retry', async () => {
    const action = renderDialog(
      <AmountDialog record={{ ...MEMBER, balance: 10_000 }} direction="deposit" onClose={jest.fn()} onDone={jest.fn()} />,
      'en',
    );
    action.mockRejectedValueOnce(new Error('timeout'));
    const amount = screen.getByLabelText(/Amount/);
    fireEvent.change(amount, { target: { value: '0' } });
    expect(await screen.findByText('Enter a valid amount')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    fireEvent.change(amount, { target: { value: '500' } });
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled(), { timeout: 4000 });
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(2));
    const [first, second] = action.mock.calls;
    expect(first.slice(0, 3)).toEqual(['beltPlayMember', 'deposit', { id: 5, amount: 50_000, remark: undefined }]);
    const key = (first[3] as { idempotencyKey: string }).idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect((second[3] as { idempotencyKey: string }).idempotencyKey).toBe(key);
  });
});
