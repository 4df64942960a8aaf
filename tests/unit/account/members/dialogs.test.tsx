import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import type { MemberRecord } from '../../../../plugins/account/members/api';
import { EditMemberDialog } from '../../../../plugins/account/members/EditMemberDialog';
import { membersMessages } from '../../../../plugins/account/members/messages';
import { TagDialog } from '../../../../plugins/account/members/TagDialog';
import { buildMessages } from '../../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../../src/layout/messages';
import { mergeMessages } from '../../../../src/plugin/registry';
import { fakeAuthProvider, fakeDataProvider } from '../../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const MEMBER = { id: 5, username: 'rahul5', nickname: 'Rahul', realName: 'Rahul Shah', phone: '+919812345678', email: '', sex: 1, birthDate: null,
  language: 'en', customerClass: 'D', customerTag: '', stationId: 1 } as unknown as MemberRecord;

function renderDialog(ui: React.ReactNode, locale: 'zh' | 'en' = 'zh') {
  const action = jest.fn(async (_resource: string, name: string) => (name === 'labels' ? [{ name: 'whale', color: '' }] : null));
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, { account: membersMessages.zh }), en: mergeMessages(hostMessages.en, { account: membersMessages.en }) });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [{ locale, name: locale }], { allowMissing: true });
  render(
    <AdminContext i18nProvider={i18n} authProvider={fakeAuthProvider()} dataProvider={{ ...fakeDataProvider(), action }} store={memoryStore()} queryClient={new QueryClient()}>
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
    await waitFor(() => expect(action).toHaveBeenCalledWith('member', 'save', expect.objectContaining({ id: 5, phone: '+917012345678', customerClass: 'D' })));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('tag: offers the catalogue, refuses more than 20 characters, sets one tag on every ticked member', async () => {
    const action = renderDialog(<TagDialog ids={[5, 6]} current="" onClose={jest.fn()} onDone={jest.fn()} />, 'en');
    const input = screen.getByTestId('tag-field').querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(21) } });
    expect(await screen.findByText('Length 1 to 20 characters')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    fireEvent.change(input, { target: { value: 'whale' } });
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() => expect(action).toHaveBeenCalledWith('member', 'tag', { ids: [5, 6], customerTag: 'whale' }));
  });
});
