import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  loadSettings,
  readSidebarOpened,
  readSize,
  saveSettings,
  writeSidebarOpened,
  writeSize,
  type LayoutSettings,
  type UiSize,
} from './settings';

interface SettingsContextValue {
  settings: LayoutSettings;
  changeSetting: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  size: UiSize;
  setSize: (size: UiSize) => void;
  sidebarOpened: boolean;
  toggleSidebar: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Lives above <Admin> because the theme (colour, size) is built from it. */
export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadSettings);
  const [size, setSizeState] = useState(readSize);
  const [sidebarOpened, setSidebarOpened] = useState(readSidebarOpened);

  const changeSetting = useCallback(<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => {
    setSettings((prev) => {
      const next = { ...prev, [key]: value };
      saveSettings(next);
      return next;
    });
  }, []);

  const setSize = useCallback((next: UiSize) => {
    writeSize(next);
    setSizeState(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    setSidebarOpened((prev) => {
      writeSidebarOpened(!prev);
      return !prev;
    });
  }, []);

  const value = useMemo(
    () => ({ settings, changeSetting, size, setSize, sidebarOpened, toggleSidebar }),
    [settings, changeSetting, size, setSize, sidebarOpened, toggleSidebar],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings() needs a <SettingsProvider> above it');
  return value;
}
