import { act, fireEvent, screen } from '@testing-library/react';
import { PopupProvider, usePopup, type PopupPanelId, type PopupPresetFilters } from '../../../src/popup';
import { renderInAdmin } from '../fixtures/renderInAdmin';

// jsdom has no fetch Request; react-admin's data router builds one on navigate (the popup lives in the URL).
if (typeof globalThis.Request === 'undefined') {
  (globalThis as { Request?: unknown }).Request = class {
    readonly signal: AbortSignal | undefined;
    readonly method: string;
    readonly headers = new Map<string, string>();
    constructor(readonly url: string, init?: { signal?: AbortSignal; method?: string }) {
      this.signal = init?.signal;
      this.method = init?.method ?? 'GET';
    }
  };
}

function Opener({ id, presets }: { id: PopupPanelId; presets?: PopupPresetFilters }) {
  const popup = usePopup();
  return <button onClick={() => popup.open(id, presets)}>open {id}</button>;
}

function renderPopup(id: PopupPanelId, presets?: PopupPresetFilters) {
  renderInAdmin(
    <PopupProvider>
      <Opener id={id} presets={presets} />
    </PopupProvider>,
  );
  fireEvent.click(screen.getByText(`open ${id}`));
}

describe('popup host', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    [2, '80%'],
    [10, '60%'],
    [18, '90%'],
  ] as const)('panel %i opens %s wide', async (id, width) => {
    renderPopup(id);
    const paper = await screen.findByTestId('popup-paper');
    expect(paper).toHaveStyle({ width });
  });

  it('passes the presets at once but fills the filters only after 2 s', async () => {
    const presets = { memberId: 42, timeRange: 'today' as const };
    renderPopup(10, presets);
    expect(await screen.findByTestId('panel-presets')).toHaveTextContent(JSON.stringify(presets));
    expect(screen.getByTestId('panel-filters')).toHaveTextContent('{}');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('panel-applied')).toHaveTextContent('false');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('panel-filters')).toHaveTextContent(JSON.stringify(presets));
    expect(screen.getByTestId('panel-applied')).toHaveTextContent('true');
  });

  it('toggles fullscreen and closes', async () => {
    renderPopup(2);
    const paper = await screen.findByTestId('popup-paper');
    expect(paper).toHaveStyle({ width: '80%' });
    fireEvent.click(screen.getByTestId('popup-fullscreen'));
    expect(screen.getByTestId('popup-paper').className).toMatch(/FullScreen/i);
    fireEvent.click(screen.getByTestId('popup-close'));
    act(() => jest.runAllTimers());
    expect(screen.queryByTestId('fixture-panel')).toBeNull();
  });
});
