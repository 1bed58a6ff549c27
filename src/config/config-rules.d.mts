import type { ConfigProblem } from './config-problems';

/** The shortest PIN key a site may set. */
export const PIN_KEY_MIN_LENGTH: number;
/** A key's reader: the value as the kiosk uses it, or undefined when it does not fit. */
export type ConfigReader = (value: unknown) => unknown;
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
  ConfigReader
>;
/** A problem as found: a wrong value still carries the value itself until withAdvice() tells it. */
export type FoundConfigProblem = ConfigProblem & { value?: unknown };
/** Checks one layer of configuration. */
export function checkConfigLayer(layer: Record<string, unknown>): {
  values: Record<string, unknown>;
  problems: FoundConfigProblem[];
  pinKeyRefused: boolean;
};
