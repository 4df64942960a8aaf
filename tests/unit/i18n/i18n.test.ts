import Cookies from 'js-cookie';
import englishMessages from 'ra-language-english';
import { authMessages } from '../../../authProvider/messages';
import { formatMessages } from '../../../src/format/messages';
import { buildMessages, createI18nProvider, LOCALES } from '../../../src/i18n/i18nProvider';
import { changeLanguage, getLocale, languageHeader } from '../../../src/i18n/language';
import { zhMessages } from '../../../src/i18n/zh';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? [[key, v] as [string, string]] : leaves(v, key);
  });
}

const placeholders = (text: string) => [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();
const forms = (text: string) => text.split('||||').map((f) => f.trim());

const en = new Map(leaves(englishMessages as unknown as Tree));
const zh = new Map(leaves(zhMessages as unknown as Tree));

function resetCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
}

beforeEach(() => {
  resetCookies();
  sessionStorage.clear();
});

describe('zh messages against ra-language-english', () => {
  it('walks a real tree (sanity: react-admin 5.15 has well over 150 messages)', () => {
    expect(en.size).toBeGreaterThan(150);
  });

  it.each([...en.entries()])('has %s', (key, english) => {
    expect(zh.get(key)).toEqual(expect.any(String));
    // Blank only where English is blank on purpose (ra.boolean.null renders nothing).
    if (english.trim()) expect(zh.get(key)!.trim().length).toBeGreaterThan(0);
  });

  it('has no key English lacks', () => {
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it.each([...en.entries()])('%s keeps the placeholders and plural forms', (key, english) => {
    const chinese = zh.get(key)!;
    // Chinese has no letter case: the sort tooltip names the field as labelled, not lower-cased.
    const expected = key === 'ra.sort.sort_by' ? english.replace('%{field_lower_first}', '%{field}') : english;
    expect(placeholders(chinese)).toEqual(placeholders(expected));
    expect(forms(chinese)).toHaveLength(forms(english).length);
  });

  it('repeats every placeholder in every Chinese plural form (polyglot always picks the first for zh)', () => {
    const broken = [...zh.entries()]
      .filter(([, text]) => text.includes('||||'))
      .filter(([, text]) => forms(text).some((f) => placeholders(f).join() !== placeholders(text).join()))
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('names the sort field as labelled (an "ID" column reads 按ID升序排列 / Sort by ID, not iD)', async () => {
    const provider = createI18nProvider();
    provider.changeLocale('zh');
    const args = { field: 'ID', field_lower_first: 'iD', order: provider.translate('ra.sort.ASC') };
    expect(provider.translate('ra.sort.sort_by', args)).toBe('按ID升序排列');
    await provider.changeLocale('en');
    const en = { field: 'ID', field_lower_first: 'iD', order: provider.translate('ra.sort.ASC') };
    expect(provider.translate('ra.sort.sort_by', en)).toBe('Sort by ID ascending');
    await provider.changeLocale('zh');
  });

  it('also covers our own messages in both languages with the same keys', () => {
    for (const messages of [formatMessages, authMessages]) {
      const z = leaves(messages.zh as Tree).map(([k, v]) => [k, placeholders(v).join(), forms(v).length]);
      const e = leaves(messages.en as Tree).map(([k, v]) => [k, placeholders(v).join(), forms(v).length]);
      expect(z).toEqual(e);
    }
  });
});

describe('createI18nProvider', () => {
  it('starts in zh without a cookie and offers zh and en', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('zh');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ]);
    expect(LOCALES.map((l) => l.locale)).toEqual(['zh', 'en']);
    expect(i18n.translate('ra.action.save')).toBe('保存');
  });

  it('starts in the language of the cookie', () => {
    Cookies.set('language', 'en');
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });

  it("layers plugin/host messages beside ours and react-admin's, per language", async () => {
    const i18n = createI18nProvider({
      zh: { dashboard: { menu: { dashboard: '首页' } } },
      en: { dashboard: { menu: { dashboard: 'Home' } } },
    });
    expect(i18n.translate('dashboard.menu.dashboard')).toBe('首页');
    expect(i18n.translate('ra.action.save')).toBe('保存');
    expect(i18n.translate('ra.action.cancel')).toBe('取消');
    expect(i18n.translate('format.timeAgo.minutes', { smart_count: 5 })).toBe('5 分钟前');
    expect(i18n.translate('login.validation.usernameLength')).toBe('用户名长度为 3 到 16 个字符');
    await i18n.changeLocale('en');
    expect(i18n.translate('dashboard.menu.dashboard')).toBe('Home');
    expect(i18n.translate('format.timeAgo.minutes', { smart_count: 1 })).toBe('1 minute ago');
    expect(i18n.translate('format.timeAgo.minutes', { smart_count: 2 })).toBe('2 minutes ago');
  });

  it("refuses a plugin or host message that would relabel one of react-admin's or ours", () => {
    expect(() => createI18nProvider({ zh: { ra: { action: { save: '提交' } } }, en: {} })).toThrow(
      'zh messages: message "ra.action.save" is already declared',
    );
    expect(() => createI18nProvider({ zh: {}, en: { login: { validation: 'x' } } })).toThrow(
      'en messages: message "login.validation" is already declared',
    );
  });

  it('interpolates and pluralises Chinese with the one form', () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('ra.notification.deleted', { smart_count: 1 })).toBe('已删除 1 项');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 7 })).toBe('已删除 7 项');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 10, total: 42 })).toBe('1-10，共 42 条');
  });

  it("renders a missing key as itself, or the caller's default, instead of failing", () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('resources.members.name')).toBe('resources.members.name');
    expect(i18n.translate('resources.members.name', { _: '会员' })).toBe('会员');
  });

  it('writes the cookie when react-admin switches locale, so the language header follows the screen', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('en');
    expect(Cookies.get('language')).toBe('en');
    expect(languageHeader()).toBe('0');
    await i18n.changeLocale('zh');
    expect(languageHeader()).toBe('1');
  });

  it("builds the same keys for both languages from react-admin's side", () => {
    const { zh: z, en: e } = buildMessages();
    expect(
      leaves(z as unknown as Tree)
        .map(([k]) => k)
        .sort(),
    ).toEqual(
      leaves(e as unknown as Tree)
        .map(([k]) => k)
        .sort(),
    );
  });
});

describe('changeLanguage', () => {
  it('saves on the server (zh → 1, en → 0), sets the cookie, then reloads after 1 s', async () => {
    jest.useFakeTimers();
    const request = jest.fn().mockResolvedValue(null);
    const reload = jest.fn();
    const setLocale = jest.fn();
    await changeLanguage('en', { http: { request }, userId: 7, reload, setLocale });
    expect(request).toHaveBeenCalledWith('chance-staion-user/update/me/language', { body: { id: 7, language: 0 } });
    expect(getLocale()).toBe('en');
    expect(setLocale).toHaveBeenCalledWith('en');
    jest.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);

    sessionStorage.setItem('userId', '9');
    await changeLanguage('zh', { http: { request }, reload });
    expect(request).toHaveBeenLastCalledWith('chance-staion-user/update/me/language', { body: { id: 9, language: 1 } });
    jest.useRealTimers();
  });

  it('changes nothing when the server refuses', async () => {
    jest.useFakeTimers();
    Cookies.set('language', 'zh');
    const reload = jest.fn();
    const request = jest.fn().mockRejectedValue(new Error('refused'));
    await expect(changeLanguage('en', { http: { request }, userId: 7, reload })).rejects.toThrow('refused');
    jest.runAllTimers();
    expect(getLocale()).toBe('zh');
    expect(reload).not.toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('needs a user id', async () => {
    await expect(changeLanguage('en', { http: { request: jest.fn() } })).rejects.toThrow('user id');
  });
});
