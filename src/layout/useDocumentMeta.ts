import { useEffect } from 'react';
import { useI18nProvider } from 'react-admin';

export const PRODUCT_NAME = 'Chance Admin';

/** Browser tab title ("Page - Chance Admin", as vue-element-admin does) and <html lang>. */
export function useDocumentMeta(pageTitle?: string): void {
  // The language on screen, not the one asked for: a switch stores the new locale at once, but
  // the page shows the old texts until the new ones are in and react-admin remounts everything
  // (a screen reader, and the e2e helpers, would otherwise read the old page as the new language).
  const locale = useI18nProvider().getLocale();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  }, [locale]);
}
