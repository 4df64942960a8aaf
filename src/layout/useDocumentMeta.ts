import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

export const PRODUCT_NAME = 'Chance Admin';

/** Browser tab title ("Page - Chance Admin", as vue-element-admin does) and <html lang>. */
export function useDocumentMeta(pageTitle?: string): void {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [pageTitle]);
  useEffect(() => {
    document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
  }, [locale]);
}
