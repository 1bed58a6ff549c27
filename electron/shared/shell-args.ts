/**
 * The shell facts main passes to the preload in its argv (additionalArguments), since KioskApi.os and
 * KioskApi.startError are read synchronously. One file for both sides, so the flags cannot drift.
 */
import type { KioskApi } from './kiosk-api';

export type ShellFacts = Pick<KioskApi, 'os' | 'startError'>;

const OS_FLAG = 'kiosk-os';
const START_ERROR_FLAG = 'kiosk-start-error';

/** The flags main adds to the window's preload argv. */
export const shellArguments = (shell: ShellFacts): string[] => [
  `--${OS_FLAG}=${shell.os}`,
  `--${START_ERROR_FLAG}=${shell.startError ? '1' : '0'}`,
];

/** Reads the flags back in the preload; unknown or missing values give 'other' and false. */
export function parseShellArgs(argv: readonly string[]): ShellFacts {
  const value = (name: string) =>
    argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const os = value(OS_FLAG);
  return {
    os: os === 'windows' || os === 'linux' ? os : 'other',
    startError: value(START_ERROR_FLAG) === '1',
  };
}
