import { createContext, useContext, type ReactNode } from 'react';
import type { ShellSettings } from './runtime-config';

const ShellSettingsContext = createContext<ShellSettings | null>(null);

export function ShellSettingsProvider({ settings, children }: { settings: ShellSettings; children: ReactNode }) {
  return <ShellSettingsContext.Provider value={settings}>{children}</ShellSettingsContext.Provider>;
}

export function useShellSettings(): ShellSettings {
  const settings = useContext(ShellSettingsContext);
  if (!settings) throw new Error('useShellSettings must be used inside ShellSettingsProvider');
  return settings;
}

export const useBrandName = (): string => useShellSettings().brandName;
