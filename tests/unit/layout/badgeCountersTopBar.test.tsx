import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { BadgeCounters } from '../../../src/layout/topbar/BadgeCounters';
import type { ShownBadge } from '../../../src/layout/useBadges';
import { fakeAuthProvider, fakeDataProvider, testI18nProvider } from '../fixtures/fakes';

const Icon = () => null;
const shown: ShownBadge[] = [
  { def: { key: 'deposits', count: 'deposits', icon: Icon, title: 'Deposits', to: '/a' }, count: 3, to: '/a' },
  { def: { key: 'manual', count: 'manual', icon: Icon, title: 'Manual requests', to: '/b', topBar: false }, count: 2, to: '/b' },
];
jest.mock('../../../src/layout/useBadges', () => ({
  ...jest.requireActual('../../../src/layout/useBadges'),
  useBadges: () => ({ badges: shown, dataUpdatedAt: 0 }),
}));

// A checker's queue declared topBar: false keeps its menu number and leaves the bar to the breadcrumb.
it('shows in the top bar only the counters that belong there', () => {
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={testI18nProvider('en')}
        authProvider={fakeAuthProvider()}
        dataProvider={fakeDataProvider()}
        store={memoryStore()}
      >
        <BadgeCounters variant="icons" />
      </AdminContext>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('counter-deposits')).toHaveAttribute('data-count', '3');
  expect(screen.queryByTestId('counter-manual')).toBeNull();
});
