import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { isLazyScreen, lazyScreen, ScreenFallback } from '../../../src/routes/lazyScreen';
import { preloadOf } from '../../../src/routes/prefetch';
import { deferred } from '../fixtures/deferred';

// Issue 19: a lazy screen whose chunk is in renders in the same pass (a React.lazy suspends once
// even then, and React reveals suspended content up to 300 ms later); one that is not shows a
// fallback and renders the moment the chunk lands.

const Page = ({ word = 'page' }: { word?: string }) => <p>{word}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in the first pass, with its props, and fetches its own chunk once', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const chart = jest.fn(async () => ({}));
    const Screen = lazyScreen(load, { also: [chart], fallback: <p>loading</p> });
    await Screen.preload();
    render(<Screen word="hello" />);
    // Synchronously: no fallback frame, no suspense.
    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(chart).toHaveBeenCalledTimes(2);
    expect(isLazyScreen(Screen)).toBe(true);
    expect(preloadOf(Screen)).toBe(Screen.preload);
  });

  it('shows its fallback while the chunk loads, starts the load while rendering, and renders when it lands', async () => {
    const chunk = deferred<{ default: typeof Page }>();
    const load = jest.fn(() => chunk.promise);
    const Screen = lazyScreen(load, { fallback: <p>loading</p> });
    render(<Screen />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => chunk.resolve({ default: Page }));
    expect(screen.getByText('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes the surrounding ScreenFallback when it names none', () => {
    const Screen = lazyScreen(() => new Promise<{ default: typeof Page }>(() => {}));
    render(
      <ScreenFallback value={<p>spinner</p>}>
        <Screen />
      </ScreenFallback>,
    );
    expect(screen.getByText('spinner')).toBeTruthy();
  });

  it('hands a chunk that failed to the error boundary, and asks for it again on the next mount', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('chunk offline'))
      .mockResolvedValue({ default: Page });
    const Screen = lazyScreen(load);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const first = render(
        <Boundary>
          <Screen />
        </Boundary>,
      );
      expect(await screen.findByText('failed: chunk offline')).toBeTruthy();
      first.unmount();
    } finally {
      error.mockRestore();
    }
    render(<Screen />);
    expect(await screen.findByText('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not mistaken for a plain component or a React.lazy', () => {
    expect(isLazyScreen(Page)).toBe(false);
    expect(isLazyScreen({ $$typeof: Symbol.for('react.lazy') })).toBe(false);
    expect(preloadOf(Page)).toBeUndefined();
  });
});
