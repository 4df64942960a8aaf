import { createContext, useContext } from 'react';

export interface LayoutState {
  isMobile: boolean;
  /** The temporary drawer below 992 px. */
  mobileOpen: boolean;
  setMobileOpen: (open: boolean) => void;
  openSettings: () => void;
}

export const LayoutContext = createContext<LayoutState>({
  isMobile: false,
  mobileOpen: false,
  setMobileOpen: () => undefined,
  openSettings: () => undefined,
});

export function useLayoutState(): LayoutState {
  return useContext(LayoutContext);
}
