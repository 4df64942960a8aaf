import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box, Chip, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Stack, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useRegistry, useVisibleFlatMenu } from '../plugin/RegistryContext';
import type { PopupPanel } from '../plugin/types';
import { ScreenFallback } from '../routes/lazyScreen';
import { openablePanelIds } from './access';
import { applicablePresets, presetFieldOf } from './applicable';
import { PanelContext, type PanelState } from './PanelContext';
import type { PanelPresets, PopupPanelId, PopupPresetFilters, PresetField } from './types';
import { readPopupParams, writePopupParams } from './url';
import { usePresetFilters } from './usePresetFilters';

export const DEFAULT_POPUP_WIDTH = '80%';

export interface PopupApi {
  /** Opens panel `panelId` (spec §2's numbers, declared by the hosting plugins) with the caller's presets; the URL records both. */
  open: (panelId: PopupPanelId, presets?: PopupPresetFilters) => void;
  close: () => void;
  /** Whether the user's registry has that panel (a plugin may be left out). */
  has: (panelId: PopupPanelId) => boolean;
  /** Whether the user may open it: installed, and its owning menu leaf is in the user's role and menuList. */
  can: (panelId: PopupPanelId) => boolean;
}

const PopupContext = createContext<PopupApi | null>(null);

const PANEL_LOADING = <CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} />;

/** The popup, or null outside a <PopupProvider> (a screen rendered alone offers no openers). */
export function useOptionalPopup(): PopupApi | null {
  return useContext(PopupContext);
}

/** Opens one of the registry's numbered popup panels from any screen. */
export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup() needs a <PopupProvider> above it');
  return api;
}

function PanelBody({ panel, presets, close }: { panel: PopupPanel; presets: PopupPresetFilters; close: () => void }) {
  const { filters, presetsApplied } = usePresetFilters(presets);
  const state = useMemo<PanelState>(
    () => ({
      panelId: panel.id,
      presets,
      listFilter: presetsApplied && panel.filters ? panel.filters(presets, Date.now()) : {},
      presetsApplied,
      autoSearch: panel.autoSearch ?? false,
    }),
    [panel, presets, presetsApplied],
  );
  const Panel = panel.component;
  return (
    <PanelContext.Provider value={state}>
      <Panel presets={presets} filters={filters} presetsApplied={presetsApplied} close={close} />
    </PanelContext.Provider>
  );
}

/** The presets as chips under the title, so the operator sees why the list is cut; each captioned and shown as its field says. */
function PresetChips({ presets, fields }: { presets: PopupPresetFilters; fields: PanelPresets }) {
  const translate = useTranslate();
  const { labels = {}, ...rest } = presets;
  // Only applicable presets reach here, so each has its field.
  const entries = Object.entries(rest).flatMap(([key, value]) => {
    const field = presetFieldOf(fields, key);
    return field ? [{ key, value, field }] : [];
  });
  if (entries.length === 0) return null;
  const show = (key: string, value: unknown, field: PresetField) => {
    const label = labels[key as keyof typeof labels];
    if (label !== undefined) return label;
    return field.show ? field.show(value as never, translate) : String(value);
  };
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', px: 3, pb: 1 }} data-testid="popup-presets">
      {entries.map(({ key, value, field }) => (
        <Chip key={key} size="small" variant="outlined" label={`${translate(field.label)}: ${show(key, value, field)}`} />
      ))}
    </Stack>
  );
}

/**
 * The reusable popup (spec §2): one dialog hosting the plugins' numbered panels. What is open is
 * the URL's (`popup` and `popupFilter` search params), so back, refresh and shared links work.
 */
export function PopupProvider({ children }: { children: ReactNode }) {
  const { popupPanels } = useRegistry();
  const translate = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [fullScreen, setFullScreen] = useState(false);

  const visible = useVisibleFlatMenu();
  const openable = useMemo(() => openablePanelIds(popupPanels, visible), [popupPanels, visible]);
  const wanted = useMemo(() => readPopupParams(location.search), [location.search]);
  // A shared link naming a panel outside the user's menu opens nothing (its lists would be refused).
  const panel = wanted && openable.has(wanted.panelId as PopupPanelId) ? popupPanels.find((p) => p.id === wanted.panelId) : undefined;
  // Only what the panel applies, also from a hand-edited link: a chip never claims a cut the list does not make.
  const shown = wanted && panel ? applicablePresets(panel, wanted.presets) : {};
  // Same presets object while the URL's popup params are the same (the delay timer depends on it).
  const presetsKey = JSON.stringify(shown);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const presets = useMemo(() => shown, [presetsKey]);

  const open = useCallback(
    (panelId: PopupPanelId, next: PopupPresetFilters = {}) => {
      const target = popupPanels.find((p) => p.id === panelId);
      if (!target) throw new Error(`No popup panel ${panelId} is installed`);
      if (!openable.has(panelId)) return;
      setFullScreen(false);
      // The link carries only what the panel applies, so a shared one shows the same cut.
      navigate({
        pathname: location.pathname,
        search: writePopupParams(location.search, { panelId, presets: applicablePresets(target, next) }),
      });
    },
    [popupPanels, openable, navigate, location.pathname, location.search],
  );
  const close = useCallback(() => {
    navigate({ pathname: location.pathname, search: writePopupParams(location.search, null) }, { replace: true });
  }, [navigate, location.pathname, location.search]);
  const has = useCallback((panelId: PopupPanelId) => popupPanels.some((p) => p.id === panelId), [popupPanels]);
  const can = useCallback((panelId: PopupPanelId) => openable.has(panelId), [openable]);
  const api = useMemo(() => ({ open, close, has, can }), [open, close, has, can]);

  const width = panel?.width ?? DEFAULT_POPUP_WIDTH;
  const fullLabel = translate(fullScreen ? 'layout.popup.exitFullscreen' : 'layout.popup.fullscreen');
  return (
    <PopupContext.Provider value={api}>
      {children}
      <Dialog
        open={!!panel}
        onClose={close}
        fullScreen={fullScreen}
        maxWidth={false}
        slotProps={{
          paper: {
            sx: fullScreen ? undefined : { width, maxWidth: '100vw', m: { xs: 1, sm: 4 } },
            'data-testid': 'popup-paper',
            'data-panel': panel?.id,
          } as object,
        }}
        aria-labelledby="popup-title"
      >
        {panel && (
          <>
            <DialogTitle id="popup-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
              <Box sx={{ flex: 1 }}>{translate(panel.title)}</Box>
              <Tooltip title={fullLabel}>
                <IconButton onClick={() => setFullScreen((f) => !f)} aria-label={fullLabel} data-testid="popup-fullscreen">
                  {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
                </IconButton>
              </Tooltip>
              <IconButton onClick={close} aria-label={translate('ra.action.close')} data-testid="popup-close">
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <PresetChips presets={presets} fields={panel.presets} />
            <DialogContent dividers>
              <ScreenFallback value={PANEL_LOADING}>
                <Suspense fallback={PANEL_LOADING}>
                  <PanelBody key={`${panel.id}:${presetsKey}`} panel={panel} presets={presets} close={close} />
                </Suspense>
              </ScreenFallback>
            </DialogContent>
          </>
        )}
      </Dialog>
    </PopupContext.Provider>
  );
}
