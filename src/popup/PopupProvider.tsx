import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useRegistry } from '../plugin/RegistryContext';
import type { PopupPanel } from '../plugin/types';
import type { PopupPresetFilters } from './types';
import { usePresetFilters } from './usePresetFilters';

export const DEFAULT_POPUP_WIDTH = '80%';

interface PopupApi {
  open: (panelId: number, presets?: PopupPresetFilters) => void;
  close: () => void;
}

const PopupContext = createContext<PopupApi | null>(null);

/** Opens one of the registry's numbered popup panels from any screen. */
export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup() needs a <PopupProvider> above it');
  return api;
}

interface OpenPanel {
  panel: PopupPanel;
  presets: PopupPresetFilters;
  /** Reopening the same panel starts a fresh presets timer. */
  serial: number;
}

function PanelBody({ open, close }: { open: OpenPanel; close: () => void }) {
  const { filters, presetsApplied } = usePresetFilters(open.presets);
  const Panel = open.panel.component;
  return <Panel presets={open.presets} filters={filters} presetsApplied={presetsApplied} close={close} />;
}

export function PopupProvider({ children }: { children: ReactNode }) {
  const { popupPanels } = useRegistry();
  const translate = useTranslate();
  const [current, setCurrent] = useState<OpenPanel | null>(null);
  const [fullScreen, setFullScreen] = useState(false);

  const open = useCallback(
    (panelId: number, presets: PopupPresetFilters = {}) => {
      const panel = popupPanels.find((p) => p.id === panelId);
      if (!panel) throw new Error(`No popup panel ${panelId} is installed`);
      setFullScreen(false);
      setCurrent((prev) => ({ panel, presets, serial: (prev?.serial ?? 0) + 1 }));
    },
    [popupPanels],
  );
  const close = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  const width = current?.panel.width ?? DEFAULT_POPUP_WIDTH;
  const fullLabel = translate(fullScreen ? 'layout.popup.exitFullscreen' : 'layout.popup.fullscreen');
  return (
    <PopupContext.Provider value={api}>
      {children}
      <Dialog
        open={!!current}
        onClose={close}
        fullScreen={fullScreen}
        maxWidth={false}
        slotProps={{ paper: { sx: fullScreen ? undefined : { width, maxWidth: '100vw', m: { xs: 1, sm: 4 } }, 'data-testid': 'popup-paper' } as object }}
        aria-labelledby="popup-title"
      >
        {current && (
          <>
            <DialogTitle id="popup-title" sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
              <Box sx={{ flex: 1 }}>{translate(current.panel.title)}</Box>
              <Tooltip title={fullLabel}>
                <IconButton onClick={() => setFullScreen((f) => !f)} aria-label={fullLabel} data-testid="popup-fullscreen">
                  {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
                </IconButton>
              </Tooltip>
              <IconButton onClick={close} aria-label={translate('ra.action.close')} data-testid="popup-close">
                <CloseIcon />
              </IconButton>
            </DialogTitle>
            <DialogContent dividers>
              <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} />}>
                <PanelBody key={current.serial} open={current} close={close} />
              </Suspense>
            </DialogContent>
          </>
        )}
      </Dialog>
    </PopupContext.Provider>
  );
}
