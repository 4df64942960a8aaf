/**
 * Messages of the session forms. The length bounds are written out rather than passed as
 * %{min}/%{max}: react-admin's login form notifies `error.message` without arguments.
 */
export const authMessages = {
  zh: {
    login: {
      validation: {
        usernameRequired: '请输入用户名',
        usernameLength: '用户名长度为 3 到 16 个字符',
        passwordRequired: '请输入密码',
        passwordLength: '密码长度为 3 到 16 个字符',
      },
    },
    changePassword: {
      validation: {
        required: '此项为必填项',
        length: '密码长度为 3 到 16 个字符',
        mismatch: '两次密码不一致',
      },
    },
  },
  en: {
    login: {
      validation: {
        usernameRequired: 'Please enter the username',
        usernameLength: 'The username must be 3 to 16 characters',
        passwordRequired: 'Please enter the password',
        passwordLength: 'The password must be 3 to 16 characters',
      },
    },
    changePassword: {
      validation: {
        required: 'This field is required',
        length: 'The password must be 3 to 16 characters',
        mismatch: 'The two passwords do not match',
      },
    },
  },
};
