import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, ResourceDefinitionContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider, type Http } from '../../../dataProvider';
import { plugins } from '../../../plugins';
import { checkPlugin, checkRegistry } from '../../../src/plugin/contract';
import { createRegistry, mergeDistinctMessages } from '../../../src/plugin/registry';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import example from '../../fixtures/examplePlugin';
import TicketList from '../../fixtures/examplePlugin/TicketList';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const ROWS = [
  { id: 1, subject: 'UPI deposit not credited', memberName: 'rahul11', amount: 50000, status: 0, createdAt: Date.UTC(2026, 10, 1) },
  { id: 2, subject: 'Withdrawal delay', memberName: 'priya12', amount: 120000, status: 1, createdAt: Date.UTC(2026, 10, 2) },
];

describe("the guide's example plugin (tests/fixtures/examplePlugin)", () => {
  it('honours the contract alone and installed beside the real plugins', async () => {
    await expect(checkPlugin(example)).resolves.toEqual([]);
    await expect(checkRegistry(createRegistry([...plugins, example]))).resolves.toEqual([]);
  });

  async function setup(locale: 'zh' | 'en') {
    const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
      if (path === 'chance-example-ticket/list') return { list: ROWS, total: ROWS.length };
      if (path === 'chance-example-ticket/close') return { status: 1 };
      throw new Error(`unexpected ${path}`);
    });
    const registry = createRegistry([example]);
    const messages = buildMessages({
      zh: mergeDistinctMessages(hostMessages.zh, await registry.loadMessages('zh'), 'zh'),
      en: mergeDistinctMessages(hostMessages.en, await registry.loadMessages('en'), 'en'),
    });
    const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [{ locale, name: locale }], { allowMissing: true });
    render(
      <MemoryRouter>
        <AdminContext
          i18nProvider={i18n}
          authProvider={fakeAuthProvider()}
          dataProvider={createChanceDataProvider(registry.resources, { request } as unknown as Http)}
          store={memoryStore()}
          queryClient={new QueryClient()}
        >
          {/* As ChanceAdmin registers it from the manifest. */}
          <ResourceDefinitionContextProvider definitions={{ exampleTicket: { name: 'exampleTicket', recordRepresentation: 'subject' } }}>
            <TicketList />
          </ResourceDefinitionContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const bodies = (path: string) =>
      request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
    return { bodies };
  }

  it('labels its columns from resources.exampleTicket.fields and filters on the server', async () => {
    const { bodies } = await setup('zh');
    expect(await screen.findByText('UPI deposit not credited')).toBeInTheDocument();
    for (const label of ['主题', '会员', '金额', '状态', '创建时间']) expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('₹500.00')).toBeInTheDocument();
    fireEvent.change(document.querySelector('input[name="q"]') as HTMLInputElement, { target: { value: 'UPI' } });
    await waitFor(() => expect(bodies('chance-example-ticket/list').at(-1)).toMatchObject({ q: 'UPI', pageIndex: 1, pageSize: 20 }));
  });

  it('closes a ticket through the typed facade after the form validates the reason', async () => {
    const { bodies } = await setup('en');
    fireEvent.click(await screen.findByTestId('close-1'));
    expect(screen.queryByTestId('close-2')).toBeNull();
    expect(await screen.findByTestId('dialog-record')).toHaveTextContent('UPI deposit not credited');
    const reason = document.querySelector('textarea[name="reason"]') as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'x' } });
    expect(await screen.findByText('The reason is 2 to 200 characters')).toBeInTheDocument();
    expect(screen.getByTestId('dialog-save')).toBeDisabled();
    fireEvent.change(reason, { target: { value: ' credited by hand ' } });
    await waitFor(() => expect(screen.getByTestId('dialog-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('dialog-save'));
    await waitFor(() => expect(bodies('chance-example-ticket/close')).toEqual([{ id: 1, reason: 'credited by hand' }]));
    await waitFor(() => expect(screen.queryByTestId('dialog-save')).toBeNull());
  });
});
