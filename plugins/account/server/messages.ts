import type { Catalogue } from '../../../server/http/catalogue';

/** The caller's own account (profile, password). */
export const accountMessages = {
  password_mismatch: { en: 'The two passwords do not match', zh: '两次密码不一致' },
  old_password_incorrect: { en: 'old password is incorrect', zh: '原密码不正确' },
} satisfies Catalogue;
