import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sha256 } from 'js-sha256';
import { ChangePasswordDialog } from '../../../src/layout/topbar/ChangePasswordDialog';
import { fakeHttp } from '../fixtures/fakes';
import { renderInAdmin } from '../fixtures/renderInAdmin';

const field = (name: string) => screen.getByTestId(`password-${name}`);

function renderDialog(locale: 'zh' | 'en' = 'zh') {
  const onClose = jest.fn();
  const http = fakeHttp();
  renderInAdmin(<ChangePasswordDialog open onClose={onClose} userId={7} />, { http, locale });
  return { onClose, http };
}

describe('change password dialog', () => {
  it('requires all three fields, each with its own message', async () => {
    const { http } = renderDialog();
    await userEvent.click(screen.getByTestId('password-submit'));
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(3);
    expect(http.request).not.toHaveBeenCalled();
  });

  it('says 两次密码不一致 when the confirmation differs (zh)', async () => {
    const user = userEvent.setup();
    const { http } = renderDialog('zh');
    await user.type(field('oldPassword'), 'old123');
    await user.type(field('newPassword'), 'new123');
    await user.type(field('confirmPassword'), 'new124');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
    expect(http.request).not.toHaveBeenCalled();
  });

  it('and "The two passwords do not match" in English', async () => {
    const user = userEvent.setup();
    renderDialog('en');
    await user.type(field('oldPassword'), 'old123');
    await user.type(field('newPassword'), 'new123');
    await user.type(field('confirmPassword'), 'new999');
    await user.click(screen.getByTestId('password-submit'));
    expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
  });

  it('posts all three hashed with the user id, shows the success message and closes', async () => {
    const user = userEvent.setup();
    const { http, onClose } = renderDialog('zh');
    await user.type(field('oldPassword'), 'old123');
    await user.type(field('newPassword'), 'new123');
    await user.type(field('confirmPassword'), 'new123');
    await user.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(http.request).toHaveBeenCalledWith(
      'chance-staion-user/update/me/password',
      expect.objectContaining({
        body: { oldPassword: sha256('old123'), newPassword: sha256('new123'), ConfirmPassword: sha256('new123'), id: 7 },
      }),
    );
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
  });

  it('stays open when the server refuses', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const http = fakeHttp({ 'chance-staion-user/update/me/password': new Error('原密码错误') });
    renderInAdmin(<ChangePasswordDialog open onClose={onClose} userId={7} />, { http });
    await user.type(field('oldPassword'), 'bad123');
    await user.type(field('newPassword'), 'new123');
    await user.type(field('confirmPassword'), 'new123');
    await user.click(screen.getByTestId('password-submit'));
    await waitFor(() => expect(http.request).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
  });
});
