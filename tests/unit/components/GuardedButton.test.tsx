import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { GuardedButton } from '../../../src/components/GuardedButton';
import { CLICK_GUARD_MS, useClickGuard } from '../../../src/components/useClickGuard';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('<GuardedButton/>', () => {
  it('is disabled for 2 s after a click, then clickable again', async () => {
    expect(CLICK_GUARD_MS).toBe(2000);
    const onClick = jest.fn();
    render(<GuardedButton onClick={onClick}>Approve</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Approve' });

    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).toBeDisabled();

    fireEvent.click(button);
    await advance(1999);
    expect(button).toBeDisabled();
    expect(onClick).toHaveBeenCalledTimes(1);

    await advance(1);
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays disabled while its async handler runs, even past 2 s', async () => {
    let finish: () => void = () => {};
    const onClick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<GuardedButton onClick={onClick}>Pay</GuardedButton>);
    const button = screen.getByRole('button', { name: 'Pay' });

    fireEvent.click(button);
    await advance(5000);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    await act(async () => finish());
    expect(button).toBeEnabled();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('comes back after a failed handler too', async () => {
    const onClick = jest.fn(() => Promise.reject(new Error('refused')));
    render(<GuardedButton onClick={onClick}>Pay</GuardedButton>);
    fireEvent.click(screen.getByRole('button'));
    await advance(CLICK_GUARD_MS);
    expect(screen.getByRole('button')).toBeEnabled();
  });

  it('honours its own disabled prop and a custom guard time', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <GuardedButton onClick={onClick} disabled>
        Go
      </GuardedButton>,
    );
    expect(screen.getByRole('button')).toBeDisabled();
    rerender(
      <GuardedButton onClick={onClick} guardMs={500}>
        Go
      </GuardedButton>,
    );
    fireEvent.click(screen.getByRole('button'));
    await advance(500);
    expect(screen.getByRole('button')).toBeEnabled();
  });
});

describe('useClickGuard', () => {
  it('lets only the first of two clicks in the same frame through', () => {
    const fn = jest.fn();
    const { result } = renderHook(() => useClickGuard(fn));
    act(() => {
      result.current.guarded();
      result.current.guarded();
    });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
  });

  it('passes the arguments through and calls the latest handler', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ fn }) => useClickGuard(fn, 100), { initialProps: { fn: first } });
    rerender({ fn: second });
    act(() => result.current.guarded('a', 1));
    expect(second).toHaveBeenCalledWith('a', 1);
    expect(first).not.toHaveBeenCalled();
  });

  it('does not update state after unmount', async () => {
    const spy = jest.spyOn(console, 'error');
    const { result, unmount } = renderHook(() => useClickGuard(() => new Promise(() => {})));
    act(() => result.current.guarded());
    unmount();
    await advance(CLICK_GUARD_MS);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
