import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { PopupOpenerMenu, PopupProvider, usePopup, type PopupPanelId, type PopupPresetFilters } from '../../../src/popup';
import { LocationProbe } from '../fixtures/fakes';
import { renderInAdmin } from '../fixtures/renderInAdmin';

// jsdom has no fetch Request; react-admin's data router builds one on navigate (the popup lives in the URL).
if (typeof globalThis.Request === 'undefined') {
  (globalThis as { Request?: unknown }).Request = class {
    readonly signal: AbortSignal | undefined;
    readonly method: string;
    readonly headers = new Map<string, string>();
    constructor(
      readonly url: string,
      init?: { signal?: AbortSignal; method?: string },
    ) {
      this.signal = init?.signal;
      this.method = init?.method ?? 'GET';
    }
  };
}

function Opener({ id, presets }: { id: PopupPanelId; presets?: PopupPresetFilters }) {
  const popup = usePopup();
  return (
    <button onClick={() => popup.open(id, presets)} data-can={String(popup.can(id))}>
      open {id}
    </button>
  );
}

/** Opens panel `id` once the user's menu is known (before that no panel is openable). */
async function renderPopup(id: PopupPanelId, presets?: PopupPresetFilters, options: Parameters<typeof renderInAdmin>[1] = {}) {
  renderInAdmin(
    <PopupProvider>
      <Opener id={id} presets={presets} />
      <PopupOpenerMenu
        testId="row-openers"
        label="layout.popup.open.records"
        openers={[
          { panel: 2, presets: { memberId: 42 }, label: 'layout.popup.open.bets' },
          { panel: 7, presets: { memberId: 42 }, label: 'layout.popup.open.withdrawals' },
        ]}
      />
      <LocationProbe />
    </PopupProvider>,
    options,
  );
  await waitFor(() => expect(screen.getByText(`open ${id}`)).toHaveAttribute('data-can', String(id !== 7)));
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
    await renderPopup(id);
    const paper = await screen.findByTestId('popup-paper');
    expect(paper).toHaveStyle({ width });
  });

  it('passes the presets at once but fills the filters only after 2 s', async () => {
    const presets = { memberId: 42, timeRange: 'today' as const };
    await renderPopup(10, presets);
    expect(await screen.findByTestId('panel-presets')).toHaveTextContent(JSON.stringify(presets));
    expect(screen.getByTestId('panel-filters')).toHaveTextContent('{}');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByTestId('panel-applied')).toHaveTextContent('false');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('panel-filters')).toHaveTextContent(JSON.stringify(presets));
    expect(screen.getByTestId('panel-applied')).toHaveTextContent('true');
  });

  it("shows a preset's label on its chip instead of the internal id", async () => {
    await renderPopup(2, { periodId: 9, memberId: 42, labels: { periodId: '20261127W1M0420' } });
    const chips = await screen.findByTestId('popup-presets');
    expect(chips).toHaveTextContent('20261127W1M0420');
    expect(chips).not.toHaveTextContent(': 9');
    expect(chips).toHaveTextContent(': 42');
    expect(chips.querySelectorAll('.MuiChip-root')).toHaveLength(2);
  });

  it('refuses a preset the panel does not apply: no chip, not passed on, not in the link', async () => {
    // Panel 10 applies a member and a time range, not an agent.
    await renderPopup(10, { memberId: 42, agentId: 9999, labels: { memberId: 'deepak (42)', agentId: 'agent 9999' } });
    const chips = await screen.findByTestId('popup-presets');
    expect(chips).toHaveTextContent('deepak (42)');
    expect(chips).not.toHaveTextContent('9999');
    expect(chips.querySelectorAll('.MuiChip-root')).toHaveLength(1);
    expect(screen.getByTestId('panel-presets')).toHaveTextContent(JSON.stringify({ memberId: 42, labels: { memberId: 'deepak (42)' } }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByTestId('panel-filters')).not.toHaveTextContent('agentId');
    expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).not.toContain('agentId');
  });

  it('refuses it from a hand-made link too', async () => {
    function LinkOpener() {
      const navigate = useNavigate();
      const filter = encodeURIComponent(JSON.stringify({ memberId: 9999, game: 3 }));
      return <button onClick={() => navigate(`/?popup=2&popupFilter=${filter}`)}>follow link</button>;
    }
    renderInAdmin(
      <PopupProvider>
        <LinkOpener />
      </PopupProvider>,
    );
    fireEvent.click(screen.getByText('follow link'));
    // Panel 2 applies a member, not a game.
    const chips = await screen.findByTestId('popup-presets');
    expect(chips.querySelectorAll('.MuiChip-root')).toHaveLength(1);
    expect(chips).toHaveTextContent('9999');
    expect(screen.getByTestId('panel-presets')).toHaveTextContent(JSON.stringify({ memberId: 9999 }));
  });

  it("captions each chip by the panel's field and shows its value as the field says", async () => {
    await renderPopup(2, { memberId: 42, status: 1 });
    const chips = await screen.findByTestId('popup-presets');
    expect(chips).toHaveTextContent('会员ID: 42');
    expect(chips).toHaveTextContent('状态: 锁定');
  });

  it('refuses a value the field does not accept, from a caller or a link', async () => {
    // The fixture's status field takes 0 or 1 only; the host itself knows no field's values.
    await renderPopup(2, { memberId: 42, status: 5 });
    const chips = await screen.findByTestId('popup-presets');
    expect(chips.querySelectorAll('.MuiChip-root')).toHaveLength(1);
    expect(screen.getByTestId('panel-presets')).toHaveTextContent(JSON.stringify({ memberId: 42 }));
    expect(decodeURIComponent(screen.getByTestId('location').textContent ?? '')).not.toContain('status');
  });

  it('toggles fullscreen and closes', async () => {
    await renderPopup(2);
    const paper = await screen.findByTestId('popup-paper');
    expect(paper).toHaveStyle({ width: '80%' });
    fireEvent.click(screen.getByTestId('popup-fullscreen'));
    expect(screen.getByTestId('popup-paper').className).toMatch(/FullScreen/i);
    fireEvent.click(screen.getByTestId('popup-close'));
    act(() => jest.runAllTimers());
    expect(screen.queryByTestId('fixture-panel')).toBeNull();
  });

  it('opens nothing whose owning menu leaf the user lacks, by call or by shared link', async () => {
    await renderPopup(7);
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByTestId('popup-paper')).toBeNull();
  });

  it("offers a row's openers only for panels in the user's menu", async () => {
    await renderPopup(2);
    fireEvent.click(await screen.findByTestId('popup-close'));
    fireEvent.click(screen.getByTestId('row-openers'));
    expect(await screen.findByTestId('row-openers-2')).toBeInTheDocument();
    expect(screen.queryByTestId('row-openers-7')).toBeNull();
  });

  it('offers no opener at all when the menuList grants none of them', async () => {
    renderInAdmin(
      <PopupProvider>
        <PopupOpenerMenu
          testId="row-openers"
          label="layout.popup.open.records"
          openers={[{ panel: 2, presets: {}, label: 'layout.popup.open.bets' }]}
        />
        <Opener id={2} />
      </PopupProvider>,
      { menuList: [{ title: 'dashboard' }] },
    );
    await act(async () => {
      jest.advanceTimersByTime(50);
    });
    expect(screen.getByText('open 2')).toHaveAttribute('data-can', 'false');
    expect(screen.queryByTestId('row-openers')).toBeNull();
  });
});
