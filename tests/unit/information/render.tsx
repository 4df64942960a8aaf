import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { informationMessages } from '../../../plugins/information/messages';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { HttpProvider } from '../../../src/plugin/HttpContext';
import { fakeAuthProvider, fakeDataProvider, fakeHttp } from '../fixtures/fakes';

/** The console's message layers plus the information plugin's own. */
function informationI18n(locale: 'zh' | 'en') {
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { information: informationMessages.zh }),
    en: mergeMessages(hostMessages.en, { information: informationMessages.en }),
  });
  return polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
    { allowMissing: true },
  );
}

// Tests hand in providers with jest.fn methods (and the chance `action`), which are not typed as react-admin's generics.
export function renderInformation(
  ui: ReactNode,
  { dataProvider = fakeDataProvider(), role = 'admin', locale = 'en' }: { dataProvider?: object; role?: Role; locale?: 'zh' | 'en' } = {},
) {
  // The http layer is there for inputs that upload (the activity cover).
  return render(
    <HttpProvider http={fakeHttp()}>
      <AdminContext
        i18nProvider={informationI18n(locale)}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider as DataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        {ui}
      </AdminContext>
    </HttpProvider>,
  );
}
