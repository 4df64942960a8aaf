import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { reactRouterProvider } from '../../../src/routes/browserRouterProvider';

// Issue 43: the build gives react-admin this adapter in place of its own (vite.config.ts
// browserRouterOnly), so react-router's data router stays out of the entry. It must behave as
// react-admin's does inside the console's router, and say what is wrong outside one.

const { RouterWrapper, useNavigate, useCanBlock } = reactRouterProvider;

describe('browserRouterProvider', () => {
  it('renders its children inside a router, and no second router', () => {
    render(
      <MemoryRouter initialEntries={['/member']}>
        <RouterWrapper>
          <p>inside</p>
        </RouterWrapper>
      </MemoryRouter>,
    );
    expect(screen.getByText('inside')).toBeTruthy();
  });

  it('refuses to render outside a router instead of creating one', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <RouterWrapper>
          <p>outside</p>
        </RouterWrapper>,
      ),
    ).toThrow(/BrowserRouter/);
  });

  it('hands out one navigate function per component, which follows the latest location', () => {
    const seen: unknown[] = [];
    let go: ((to: string | number) => void) | undefined;
    function Probe() {
      const navigate = useNavigate();
      const { pathname } = useLocation();
      useEffect(() => void seen.push(navigate), [navigate]);
      go = navigate;
      return <p>at {pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/member']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => go!('/member/5/show'));
    expect(screen.getByText('at /member/5/show')).toBeTruthy();
    act(() => go!(-1));
    expect(screen.getByText('at /member')).toBeTruthy();
    expect(seen).toHaveLength(1);
  });

  it('says blocking is not available without a data router', () => {
    let canBlock: boolean | undefined;
    function Probe() {
      canBlock = useCanBlock();
      return null;
    }
    render(
      <MemoryRouter>
        <Probe />
      </MemoryRouter>,
    );
    expect(canBlock).toBe(false);
  });
});
