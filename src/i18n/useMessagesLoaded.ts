import { useEffect, useState } from 'react';
import { useI18nProvider } from 'react-admin';
import type { ConsoleI18nProvider } from './i18nProvider';

/**
 * False while the plugins' frame texts (menu titles, resource names) of the page's first language
 * are still on their way (they are requested at start-up, beside the session check): the layout
 * shows its loading state meanwhile rather than raw keys. A plugin's screen texts are waited for by
 * its screens themselves (src/plugin/screenTexts.ts). True at once for a provider without lazy
 * texts (tests).
 */
export function useMessagesLoaded(): boolean {
  const i18nProvider = useI18nProvider() as Partial<ConsoleI18nProvider>;
  const [loaded, setLoaded] = useState(() => i18nProvider.messagesLoaded?.() ?? true);
  useEffect(() => {
    if (loaded || !i18nProvider.whenMessagesLoaded) return;
    let live = true;
    void i18nProvider.whenMessagesLoaded().then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [loaded, i18nProvider]);
  return loaded;
}
