import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CHROME_WAIT_MS, POLLS_WAIT_MS, useChromeAfterPage } from '../../../src/layout/useChromeAfterPage';
import { lazyScreen } from '../../../src/routes/lazyScreen';
import { render } from '@testing-library/react';

// Issue 19: the layout's sidebar, top bar and tag bar wait on a cold load for the page's first answers.

function setup(frameFirst: boolean, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, ...renderHook(() => useChromeAfterPage(frameFirst).chrome, { wrapper }) };
}

/** A request of the page's, answered when the test says. */
function pageRequest(queryClient: QueryClient) {
  let answer!: (value: string) => void;
  void queryClient.fetchQuery({ queryKey: ['member', 'getList'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
  return (value: string) => act(() => answer(value));
}

afterEach(() => jest.useRealTimers());

describe('useChromeAfterPage', () => {
  it('goes first after a sign-in that started its landing screen’s requests: once the boxes are painted, not waiting for the page', async () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    pageRequest(queryClient);
    const { result } = setup(true, queryClient);
    expect(result.current).toBe(false);
    // One animation frame (the boxes painted), then a task: the page's request is still out.
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe(true);
  });

  it('waits for the page’s request, then shows once it is answered', async () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    const answer = pageRequest(queryClient);
    const { result } = setup(false, queryClient);
    act(() => jest.advanceTimersByTime(CHROME_WAIT_MS - 100));
    expect(result.current).toBe(false);
    await answer('rows');
    act(() => jest.advanceTimersByTime(10));
    expect(result.current).toBe(true);
  });

  it('does not wait longer than CHROME_WAIT_MS for a slow page', () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    pageRequest(queryClient);
    const { result } = setup(false, queryClient);
    act(() => jest.advanceTimersByTime(CHROME_WAIT_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('shows right after the first render when the page asks for nothing', () => {
    // Fake timers: on a loaded machine real ones let the CHROME_WAIT_MS fallback, not the hook's own hop, decide.
    jest.useFakeTimers();
    const { result } = setup(false);
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(20));
    expect(result.current).toBe(true);
  });

  it('settles the page for the frame’s polls only once its answers are in, and at most POLLS_WAIT_MS after', async () => {
    jest.useFakeTimers();
    const queryClient = new QueryClient();
    const answer = pageRequest(queryClient);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useChromeAfterPage(false), { wrapper });
    act(() => jest.advanceTimersByTime(CHROME_WAIT_MS));
    // The frame may draw on a slow page; its polls still wait for the page's answers.
    expect(result.current).toEqual({ chrome: true, settled: false });
    await answer('rows');
    act(() => jest.advanceTimersByTime(10));
    expect(result.current.settled).toBe(true);

    const slow = new QueryClient();
    pageRequest(slow);
    const late = renderHook(() => useChromeAfterPage(false), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={slow}>{children}</QueryClientProvider>,
    });
    act(() => jest.advanceTimersByTime(POLLS_WAIT_MS - 1));
    expect(late.result.current.settled).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(late.result.current.settled).toBe(true);
  });

  it('does not settle while a screen waits for its chunk, although nothing is fetching yet', async () => {
    jest.useFakeTimers();
    let deliver!: (m: { default: () => ReactNode }) => void;
    const Screen = lazyScreen(() => new Promise<{ default: () => ReactNode }>((resolve) => (deliver = resolve)));
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    render(<Screen />, { wrapper });
    const { result } = renderHook(() => useChromeAfterPage(false), { wrapper });
    act(() => jest.advanceTimersByTime(50));
    expect(result.current.settled).toBe(false);
    await act(async () => deliver({ default: () => 'rows' }));
    act(() => jest.advanceTimersByTime(10));
    expect(result.current.settled).toBe(true);
  });
});
