import { act, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { AdminContext, memoryStore, useSetLocale, useTranslate } from 'react-admin';
import { plugins } from '../../../plugins';
import { hostMessages } from '../../../src/layout/messages';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';
import { useMessagesLoaded } from '../../../src/i18n/useMessagesLoaded';
import { useDocumentMeta } from '../../../src/layout/useDocumentMeta';
import { messageKeys } from '../../../src/plugin/contract';
import { createRegistry, mergeDistinctMessages } from '../../../src/plugin/registry';
import { isLazyScreen } from '../../../src/routes/lazyScreen';
import type { Messages, PluginManifest } from '../../../src/plugin/types';
import { deferred } from '../fixtures/deferred';

const DEMO: Record<'zh' | 'en', Messages> = { zh: { demo: { title: '标题' } }, en: { demo: { title: 'Title' } } };

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
});

/** Every installed plugin's frame texts and screen texts in one language, as the console loads them. */
async function allTexts(registry: ReturnType<typeof createRegistry>, locale: 'zh' | 'en') {
  const screens = await Promise.all(plugins.map((p) => registry.screenTexts.load(p.name, locale)));
  return screens.reduce((acc, more, i) => mergeDistinctMessages(acc, more, plugins[i].name), await registry.loadMessages(locale));
}

describe("the plugins' texts: the frame's one chunk per language, each plugin's screens' one more", () => {
  it('are complete in both languages, with the same keys, as the console loads them', async () => {
    const registry = createRegistry(plugins);
    const [zh, en] = await Promise.all([allTexts(registry, 'zh'), allTexts(registry, 'en')]);
    expect(messageKeys(zh).length).toBeGreaterThan(1000);
    expect(messageKeys(zh).sort()).toEqual(messageKeys(en).sort());
    // The frame's share is the menu, resource names and the few texts another plugin's screen
    // reads: most texts wait for their plugin's first screen.
    const frame = messageKeys(await registry.loadMessages('zh')).length;
    expect(frame).toBeLessThan(messageKeys(zh).length / 5);
    // The same promise on every call: one fetch per language and page.
    expect(registry.loadMessages('zh')).toBe(registry.loadMessages('zh'));
    expect(registry.screenTexts.load('account', 'zh')).toBe(registry.screenTexts.load('account', 'zh'));
  });

  it('through the provider: every installed text translates in zh and in en', async () => {
    const registry = createRegistry(plugins);
    const i18n = createI18nProvider(hostMessages, registry.loadMessages, registry.screenTexts);
    await i18n.whenMessagesLoaded();
    await Promise.all(plugins.map((p) => registry.screenTexts.load(p.name, 'zh')));
    const keys = messageKeys(await allTexts(registry, 'zh'));
    const raw = (k: string) => i18n.translate(k) === k;
    expect(keys.filter(raw)).toEqual([]);
    // A switch brings the other language's screen texts of every plugin wanted so far.
    await i18n.changeLocale('en');
    expect(keys.filter(raw)).toEqual([]);
    expect(i18n.translate('account.menu.Account_management')).toBe('Accounts');
    expect(i18n.translate('account.members.columns.username')).toBe('Account');
  });
});

/** A plugin whose screen texts arrive when the test says. */
function textsPlugin(screenTexts: Record<'zh' | 'en', Promise<Messages>>): PluginManifest {
  function Screen() {
    const translate = useTranslate();
    return <p data-testid="screen">{translate('demo.body')}</p>;
  }
  return {
    name: 'demo',
    menu: [{ name: 'demo', title: 'demo.menu.demo', screen: { component: Screen } }],
    messages: { zh: { demo: { menu: { demo: '演示' } } }, en: { demo: { menu: { demo: 'Demo' } } } },
    screenMessages: { zh: () => screenTexts.zh.then((m) => ({ default: m })), en: () => screenTexts.en.then((m) => ({ default: m })) },
  };
}

function SwitchToEnglish() {
  const setLocale = useSetLocale();
  return <button onClick={() => setLocale('en')}>en</button>;
}

describe("a plugin's screen texts", () => {
  it('load with its first screen, not with the frame, and the screen waits for them: no raw key on screen, before or after a switch', async () => {
    const zh = deferred<Messages>();
    const en = deferred<Messages>();
    const registry = createRegistry([textsPlugin({ zh: zh.promise, en: en.promise })]);
    const i18n = createI18nProvider(hostMessages, registry.loadMessages, registry.screenTexts);
    await i18n.whenMessagesLoaded();
    expect(registry.screenTexts.wanted()).toEqual([]);
    expect(i18n.translate('demo.menu.demo')).toBe('演示');
    const Gated = registry.menu[0].screen && 'component' in registry.menu[0].screen ? registry.menu[0].screen.component : undefined;
    expect(isLazyScreen(Gated)).toBe(true);
    const View = Gated!;
    const seen = new Set<string>();
    const record = () => seen.add(screen.queryByTestId('screen')?.textContent ?? 'waiting');
    render(
      <AdminContext i18nProvider={i18n} store={memoryStore()}>
        <View />
        <SwitchToEnglish />
      </AdminContext>,
    );
    record();
    expect(registry.screenTexts.wanted()).toEqual(['demo']);
    await act(async () => zh.resolve({ demo: { body: '正文' } }));
    expect(await screen.findByText('正文')).toBeInTheDocument();
    record();
    fireEvent.click(screen.getByText('en'));
    await act(async () => undefined);
    record();
    await act(async () => en.resolve({ demo: { body: 'Body' } }));
    expect(await screen.findByText('Body')).toBeInTheDocument();
    record();
    expect([...seen]).toEqual(['waiting', '正文', 'Body']);
  });

  it("are refused outside the plugin's namespaces, or when they hold what the frame reads", async () => {
    const registry = createRegistry([textsPlugin({ zh: Promise.resolve({ demo: { menu: { other: '别的' } } }), en: Promise.resolve({}) })]);
    await expect(registry.screenTexts.load('demo', 'zh')).rejects.toThrow(
      'demo: zh screen messages hold "demo.menu", which the frame reads',
    );
    const stray = createRegistry([textsPlugin({ zh: Promise.resolve({ ra: { action: { save: '提交' } } }), en: Promise.resolve({}) })]);
    await expect(stray.screenTexts.load('demo', 'zh')).rejects.toThrow('demo: zh message "ra" is outside the plugin\'s namespace "demo"');
  });
});

describe('createI18nProvider with lazily loaded texts', () => {
  it("requests the page's language at once, paints the login page from the host texts meanwhile, the other language only on a switch", async () => {
    const zh = deferred<Messages>();
    const loadMore = jest.fn((locale: 'zh' | 'en') => (locale === 'zh' ? zh.promise : Promise.resolve(DEMO.en)));
    const i18n = createI18nProvider(hostMessages, loadMore);
    expect(loadMore.mock.calls).toEqual([['zh']]);
    expect(i18n.messagesLoaded()).toBe(false);
    expect(i18n.translate('ra.action.save')).toBe('保存');
    expect(i18n.translate('login.validation.usernameLength')).toBe('用户名长度为 3 到 16 个字符');
    zh.resolve(DEMO.zh);
    await i18n.whenMessagesLoaded();
    expect(i18n.messagesLoaded()).toBe(true);
    expect(i18n.translate('demo.title')).toBe('标题');
    await i18n.changeLocale('en');
    expect(i18n.translate('demo.title')).toBe('Title');
    await i18n.changeLocale('zh');
    await i18n.changeLocale('en');
    expect(loadMore.mock.calls).toEqual([['zh'], ['en']]);
  });

  it("keeps showing the current language until the other one's texts are in", async () => {
    Cookies.set('language', 'zh');
    const en = deferred<Messages>();
    const i18n = createI18nProvider(hostMessages, (locale) => (locale === 'zh' ? Promise.resolve(DEMO.zh) : en.promise));
    await i18n.whenMessagesLoaded();
    const switching = i18n.changeLocale('en');
    await Promise.resolve();
    expect([i18n.getLocale(), i18n.translate('demo.title')]).toEqual(['zh', '标题']);
    en.resolve(DEMO.en);
    await switching;
    expect([i18n.getLocale(), i18n.translate('demo.title')]).toEqual(['en', 'Title']);
    expect(Cookies.get('language')).toBe('en');
  });

  it("stays on a language picked before the first one's texts arrived", async () => {
    const zh = deferred<Messages>();
    const i18n = createI18nProvider(hostMessages, (locale) => (locale === 'zh' ? zh.promise : Promise.resolve(DEMO.en)));
    await i18n.changeLocale('en');
    zh.resolve(DEMO.zh);
    await i18n.whenMessagesLoaded();
    expect([i18n.getLocale(), i18n.translate('demo.title')]).toEqual(['en', 'Title']);
  });

  it("renders a missing key as itself, or the caller's default, as before", async () => {
    const i18n = createI18nProvider(hostMessages, async (locale) => DEMO[locale]);
    await i18n.whenMessagesLoaded();
    expect(i18n.translate('demo.nothing')).toBe('demo.nothing');
    expect(i18n.translate('demo.nothing', { _: '默认' })).toBe('默认');
  });

  it("refuses a plugin text that would relabel the host's", async () => {
    const i18n = createI18nProvider(hostMessages, async () => ({ ra: { action: { save: '提交' } } }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await i18n.whenMessagesLoaded();
    expect(error.mock.calls[0][1]).toEqual(new Error('zh messages: message "ra.action.save" is already declared'));
    expect(i18n.translate('ra.action.save')).toBe('保存');
    error.mockRestore();
  });
});

function Title() {
  const translate = useTranslate();
  const setLocale = useSetLocale();
  const loaded = useMessagesLoaded();
  useDocumentMeta();
  return (
    <>
      <p data-testid="title">{loaded ? translate('demo.title') : 'loading'}</p>
      <button onClick={() => setLocale('en')}>en</button>
    </>
  );
}

describe('react-admin with the lazy texts', () => {
  it("waits for the first language's texts, then switches only once the other language's are in: no raw key on screen", async () => {
    const zh = deferred<Messages>();
    const en = deferred<Messages>();
    const i18n = createI18nProvider(hostMessages, (locale) => (locale === 'zh' ? zh.promise : en.promise));
    const seen = new Set<string>();
    render(
      <AdminContext i18nProvider={i18n} store={memoryStore()}>
        <Title />
      </AdminContext>,
    );
    const record = () => seen.add(screen.getByTestId('title').textContent ?? '');
    record();
    await act(async () => zh.resolve(DEMO.zh));
    expect(await screen.findByText('标题')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-CN');
    fireEvent.click(screen.getByText('en'));
    await act(async () => undefined);
    record();
    // <html lang> names the language on screen: still Chinese while the English texts load.
    expect(document.documentElement.lang).toBe('zh-CN');
    await act(async () => en.resolve(DEMO.en));
    expect(await screen.findByText('Title')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    record();
    expect([...seen]).toEqual(['loading', '标题', 'Title']);
  });
});
