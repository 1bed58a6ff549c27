/**
 * What is wrong with the terminal's configuration (config.json, build-time values): collected
 * while it is read (src/config/env.ts), logged there, and shown to the installer on the start-up,
 * waiting and network-error screens and the health screen (ConfigProblems).
 */
export interface ConfigProblem {
  kind: 'unreadable' | 'unknownKey' | 'wrongType' | 'shortPinKey';
  /** The key concerned; for `unreadable`, the address of the file. */
  key?: string;
  /** unknownKey: the known key it most likely meant. */
  nearest?: string;
  /** wrongType: what the value must be (text, nonEmptyText, boolean, timeoutMs or the allowed values); shortPinKey: the minimum length. */
  expected?: string;
  /** unreadable: why; wrongType: the value received (never a secret's). */
  detail?: string;
}

let problems: readonly ConfigProblem[] = [];

/** The problems found in the configuration the kiosk runs with. */
export const getConfigProblems = (): readonly ConfigProblem[] => problems;

/**
 * Replaces the problems: the configuration loader does, once it has read every layer, before the
 * first render (src/app/boot.tsx awaits it), so the screens read them without subscribing.
 */
export function setConfigProblems(next: readonly ConfigProblem[]): void {
  problems = next;
}
