import { useEffect, useState } from 'react';

import { fetchConfigFile } from '@/config/config-file';
import { useRuntimeConfig } from '@/lib/runtime-config';

import { parseInstallerHash, type InstallerHash } from './installer-hash';

/** The configured installer code: still being read, none, one the kiosk refuses, or its hash. */
export type InstallerHashState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'ready'; hash: InstallerHash };

const stateOf = (value: unknown): InstallerHashState => {
  if (value === undefined || value === null || value === '') return { status: 'none' };
  const hash = parseInstallerHash(value);
  return hash ? { status: 'ready', hash } : { status: 'invalid' };
};

/**
 * `installerPinHash` of the configuration in force, else read from config.json afresh (a hash just
 * put there counts without a restart).
 */
export function useInstallerHash(): InstallerHashState {
  const fromConfig = useRuntimeConfig().installerPinHash;
  const [state, setState] = useState<InstallerHashState>(() =>
    fromConfig ? stateOf(fromConfig) : { status: 'loading' },
  );
  useEffect(() => {
    if (fromConfig) return undefined;
    let active = true;
    void fetchConfigFile().then((file) => {
      if (active) setState(stateOf(file.values?.installerPinHash));
    });
    return () => {
      active = false;
    };
  }, [fromConfig]);
  return state;
}
