import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { staffMessages } from '../../../../plugins/account/staff/messages';
import { buildMessages } from '../../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../../src/layout/messages';
import { mergeMessages } from '../../../../src/plugin/registry';
import type { Role } from '../../../../src/plugin/types';
import { fakeAuthProvider, fakeDataProvider } from '../../fixtures/fakes';

/** The console's message layers plus the staff part's own. */
export function staffI18n(locale: 'zh' | 'en' = 'en') {
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { account: staffMessages.zh }),
    en: mergeMessages(hostMessages.en, { account: staffMessages.en }),
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

/** A staff component inside react-admin's context with a given data provider and role. */
// Tests hand in providers with jest.fn methods (and the chance `action`), which are not typed as react-admin's generics.
export function renderStaff(
  ui: ReactNode,
  { dataProvider = fakeDataProvider(), role = 'admin', locale = 'en' }: { dataProvider?: object; role?: Role; locale?: 'zh' | 'en' } = {},
) {
  return render(
    <AdminContext
      i18nProvider={staffI18n(locale)}
      authProvider={fakeAuthProvider({ role })}
      dataProvider={dataProvider as DataProvider}
      store={memoryStore()}
      queryClient={new QueryClient()}
    >
      {ui}
    </AdminContext>,
  );
}
