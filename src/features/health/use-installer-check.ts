import { verifyShellInstallerCode } from '@/lib/bridge/shell-setup';
import { useShellConfig } from '@/lib/bridge/use-shell-config';

import { verifyInstallerCode } from './installer-hash';
import { useInstallerHash } from './use-installer-hash';

/**
 * How the installer code is checked: still being learned, no code configured, a configured hash
 * the kiosk refuses, or ready with its check (`byShell`: the desktop shell checks it itself).
 */
export type InstallerCheckState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'ready'; check: (code: string) => Promise<boolean>; byShell: boolean };

/**
 * In the desktop shell with an installer code of its own (set in the wizard, else the site's or
 * config.json's), the shell checks the code: it alone then lets the health screen open the setup
 * wizard. Elsewhere the page checks it against `installerPinHash`.
 */
export function useInstallerCheck(): InstallerCheckState {
  const hash = useInstallerHash();
  const shell = useShellConfig();
  if (shell.status === 'loading') return shell;
  if (shell.status === 'ready' && shell.config.installerCodeSet)
    return { status: 'ready', check: verifyShellInstallerCode, byShell: true };
  if (hash.status !== 'ready') return hash;
  const { hash: configured } = hash;
  return {
    status: 'ready',
    check: (code) => verifyInstallerCode(code, configured),
    byShell: false,
  };
}
