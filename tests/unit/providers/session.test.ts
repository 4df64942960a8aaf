import Cookies from 'js-cookie';
import { createHash } from 'node:crypto';
import { changePassword, CHANGE_PASSWORD_PATH, validatePasswordChange } from '../../../authProvider/password';
import {
  clearSession,
  getLanguage,
  getSessionUser,
  getSize,
  getToken,
  invalidateSession,
  setLanguage,
  setSessionUser,
  setSize,
  setToken,
  SITE_CODE,
} from '../../../authProvider/session';
import { resetBrowserState } from './fakeFetch';

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

beforeEach(resetBrowserState);

describe('stored client state', () => {
  it('uses the site code "chance"', () => {
    expect(SITE_CODE).toBe('chance');
  });

  it('keeps language (default zh) and size (default medium) in cookies', () => {
    expect(getLanguage()).toBe('zh');
    expect(getSize()).toBe('medium');
    setLanguage('en');
    setSize('mini');
    expect(Cookies.get('language')).toBe('en');
    expect(Cookies.get('size')).toBe('mini');
    expect(getLanguage()).toBe('en');
    expect(getSize()).toBe('mini');
  });

  it('ignores cookie values it does not know', () => {
    Cookies.set('language', 'fr');
    Cookies.set('size', 'huge');
    expect(getLanguage()).toBe('zh');
    expect(getSize()).toBe('medium');
  });

  it('A0230 drops token and permissions but keeps the open tabs; logout drops everything', () => {
    setToken('t');
    setSessionUser({ role: 'franchisee', userId: 3, userName: 'f' });
    sessionStorage.setItem('tagsView', '[]');
    expect(getSessionUser()).toEqual({ role: 'franchisee', userId: '3', userName: 'f' });
    invalidateSession();
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
    expect(sessionStorage.getItem('tagsView')).toBe('[]');
    setToken('t');
    clearSession();
    expect(getToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('does not trust a role it does not know', () => {
    sessionStorage.setItem('role', 'root');
    sessionStorage.setItem('userId', '1');
    sessionStorage.setItem('userName', 'x');
    expect(getSessionUser()).toBeNull();
  });
});

describe('change password', () => {
  it('hashes all three passwords and sends the user id', async () => {
    setSessionUser({ role: 'admin', userId: 12, userName: 'a' });
    const request = jest.fn().mockResolvedValue(null);
    await changePassword({ request }, { oldPassword: 'old123', newPassword: 'new123', confirmPassword: 'new123' });
    expect(request).toHaveBeenCalledWith(CHANGE_PASSWORD_PATH, {
      body: { oldPassword: sha('old123'), newPassword: sha('new123'), ConfirmPassword: sha('new123'), id: 12 },
    });
  });

  it('validates required fields, length and the confirmation', () => {
    expect(validatePasswordChange({})).toEqual({
      oldPassword: 'changePassword.validation.required',
      newPassword: 'changePassword.validation.required',
      confirmPassword: 'changePassword.validation.required',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      confirmPassword: 'changePassword.validation.mismatch',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'ab', confirmPassword: 'ab' })).toEqual({
      newPassword: 'changePassword.validation.length',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({});
  });
});
