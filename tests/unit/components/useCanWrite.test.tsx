import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { useCanWrite } from '../../../src/components/useCanWrite';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider, fakeDataProvider } from '../fixtures/fakes';

function wrapperFor(authProvider: AuthProvider) {
  return ({ children }: { children: ReactNode }) => (
    <AdminContext authProvider={authProvider} dataProvider={fakeDataProvider()} store={memoryStore()}>
      {children}
    </AdminContext>
  );
}

function auth(role: Role, allowed: boolean) {
  const canAccess = jest.fn(async () => allowed);
  return { provider: { ...fakeAuthProvider({ role }), canAccess }, canAccess };
}

describe('useCanWrite', () => {
  it('asks canAccess for the write action on the resource', async () => {
    const { provider, canAccess } = auth('franchisee', true);
    const { result } = renderHook(() => useCanWrite('member'), { wrapper: wrapperFor(provider) });
    await waitFor(() => expect(result.current).toBe(true));
    expect(canAccess).toHaveBeenCalledWith(expect.objectContaining({ resource: 'member', action: 'write' }));
  });

  it('is false when canAccess refuses, and until it has answered', async () => {
    const { provider } = auth('admin', false);
    const { result } = renderHook(() => useCanWrite('member'), { wrapper: wrapperFor(provider) });
    expect(result.current).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current).toBe(false);
  });

  it('limits writing to the given roles (admin always; agent2 counts as agent)', async () => {
    const cases: [Role, Role[], boolean][] = [
      ['agent', ['admin', 'franchisee'], false],
      ['franchisee', ['admin', 'franchisee'], true],
      ['admin', ['franchisee'], true],
      ['agent2', ['agent'], true],
    ];
    for (const [role, writers, expected] of cases) {
      const { provider } = auth(role, true);
      const { result, unmount } = renderHook(() => useCanWrite('member', writers), { wrapper: wrapperFor(provider) });
      if (expected) await waitFor(() => expect(result.current).toBe(true));
      else {
        await new Promise((r) => setTimeout(r, 50));
        expect(result.current).toBe(false);
      }
      unmount();
    }
  });
});
