import type { ConfigProblem } from './config-problems';

/** The shortest PIN key a site may set. */
export const PIN_KEY_MIN_LENGTH: number;
/** A rule: what a value must be and how it is read (undefined: it does not fit). */
export interface ConfigRule {
  /** A word the screens translate (text, nonEmptyText, boolean, timeoutMs) or the allowed values. */
  expected: string;
  read: (value: unknown) => unknown;
}
/** Every key a configuration may hold. */
export const CONFIG_RULES: Record<
  | 'mode'
  | 'serverHost'
  | 'apiVersion'
  | 'hostname'
  | 'ip'
  | 'keyboard'
  | 'devMode'
  | 'mockScenario'
  | 'desktop'
  | 'platform'
  | 'mobile'
  | 'pinKey'
  | 'requestTimeoutMs'
  | 'idempotencyKey'
  | 'installerPinHash',
  ConfigRule
>;
/** Checks one layer of configuration. */
export function checkConfigLayer(layer: Record<string, unknown>): {
  values: Record<string, unknown>;
  problems: ConfigProblem[];
  pinKeyRefused: boolean;
};
