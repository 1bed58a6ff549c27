import { createContext, useContext, type ReactNode } from 'react';

import { defaultConfig, type RuntimeConfig } from '@/config/env';

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultConfig);

/** Makes the loaded runtime configuration available to every screen. */
export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: RuntimeConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The runtime configuration (mode, server host, devMode, keyboard…). */
export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
