import { readConfigFile } from './config-file';

/** Runtime configuration: `config.json` beside index.html, over build-time env values, over defaults. */
export interface RuntimeConfig {
  /** mock: answers come from mocks/*.json in the bundle; server: the real API at serverHost. */
  mode: 'mock' | 'server';
  /** Origin of the API server; requests go to `${serverHost}/api/v1/…`. */
  serverHost: string;
  /** Value of the X-VERSION header. */
  apiVersion: string;
  /** X-HOSTNAME: the terminal's name as the server should see it. Empty means the page's host name. */
  hostname: string;
  /** X-IP: the terminal's address as the server should see it. */
  ip: string;
  /** Shows the on-screen keyboard in a plain browser (the desktop shell always shows it). */
  keyboard: boolean;
  /** Developer mode: Skip on every step, right answers highlighted. */
  devMode: boolean;
  /** Mock mode only: tries mocks/<path>.<scenario>.json before the plain file. */
  mockScenario: string;
  /** simulated: a desktop shell simulated in the page (devices scripted from window.kioskSimulator). */
  desktop: 'none' | 'simulated';
  /** cordova: the kiosk runs in the mobile wrapper (its www/config.json says so); auto: detected. */
  platform: 'auto' | 'cordova';
  /** simulated: a mobile wrapper simulated in the page (scripted from window.cordovaSimulator). */
  mobile: 'none' | 'simulated';
  /**
   * The DES passphrase of the PIN (spec 1 §9: the PIN is stored DES-encrypted). The site's own key,
   * agreed with its server; the default only keeps the mock data and older installations working.
   */
  pinKey: string;
  /** How long a call may take before it counts as failed (ms); a slow site's network may need more. */
  requestTimeoutMs: number;
  /**
   * How a kept write's own key reaches the server, so a repeat after a lost answer counts once:
   * none (the default: a server whose CORS lists only the spec's headers must receive every write),
   * header (`Idempotency-Key`, which the server's CORS must allow) or query (`idempotency_key`).
   * Only where the site's server honours it; the kiosk never sends a write twice on its own.
   */
  idempotencyKey: 'none' | 'header' | 'query';
}

type ConfigKey = keyof RuntimeConfig;

/** Reads one value: what it becomes, or undefined when it does not fit the key. */
type Reader = (value: unknown) => unknown;

const oneOf =
  (...allowed: string[]): Reader =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? value : undefined;
const text =
  (minLength = 0): Reader =>
  (value) =>
    typeof value === 'string' && value.length >= minLength ? value : undefined;
const flag: Reader = (value) => (typeof value === 'boolean' ? value : undefined);
/** A whole number of ms from 1 s to 10 min, given as a number or as its digits. */
const timeoutMs: Reader = (value) => {
  const ms = typeof value === 'number' || typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(ms) && ms >= 1_000 && ms <= 600_000 ? ms : undefined;
};

// Checked by hand rather than by a zod schema: this runs before the first screen, and zod's
// runtime is several KiB of the start screen's bytes budget (issue 12 item 2).
const readers: Record<ConfigKey, Reader> = {
  mode: oneOf('mock', 'server'),
  serverHost: text(1),
  apiVersion: text(1),
  hostname: text(),
  ip: text(1),
  keyboard: flag,
  devMode: flag,
  mockScenario: text(),
  desktop: oneOf('none', 'simulated'),
  platform: oneOf('auto', 'cordova'),
  mobile: oneOf('none', 'simulated'),
  pinKey: text(8),
  requestTimeoutMs: timeoutMs,
  idempotencyKey: oneOf('none', 'header', 'query'),
};

export const defaultConfig: RuntimeConfig = {
  mode: 'server',
  serverHost: 'http://localhost:8080',
  apiVersion: '1.4.0',
  hostname: '',
  ip: '127.0.0.1',
  keyboard: false,
  devMode: false,
  mockScenario: '',
  desktop: 'none',
  platform: 'auto',
  mobile: 'none',
  pinKey: 'safety-terminal-pin',
  requestTimeoutMs: 60_000,
  idempotencyKey: 'none',
};

const envNames: Record<ConfigKey, string> = {
  mode: 'VITE_API_MODE',
  serverHost: 'VITE_SERVER_HOST',
  apiVersion: 'VITE_API_VERSION',
  hostname: 'VITE_HOSTNAME',
  ip: 'VITE_IP',
  keyboard: 'VITE_KEYBOARD',
  devMode: 'VITE_DEV_MODE',
  mockScenario: 'VITE_MOCK_SCENARIO',
  desktop: 'VITE_DESKTOP',
  platform: 'VITE_PLATFORM',
  mobile: 'VITE_MOBILE',
  pinKey: 'VITE_PIN_KEY',
  requestTimeoutMs: 'VITE_REQUEST_TIMEOUT_MS',
  idempotencyKey: 'VITE_IDEMPOTENCY_KEY',
};

const toTyped = (key: ConfigKey, raw: string): unknown =>
  typeof defaultConfig[key] === 'boolean' ? raw === 'true' || raw === '1' : raw;

/** Reads the VITE_* values that were set at build time. */
export function configFromEnv(env: Record<string, unknown>): Partial<Record<ConfigKey, unknown>> {
  const out: Partial<Record<ConfigKey, unknown>> = {};
  for (const key of Object.keys(envNames) as ConfigKey[]) {
    const raw = env[envNames[key]];
    if (typeof raw === 'string' && raw !== '') out[key] = toTyped(key, raw);
  }
  return out;
}

/**
 * Merges layers from lowest to highest priority. A value that does not fit its key is ignored
 * (and reported), so one typo in config.json cannot take the kiosk down.
 */
export function mergeConfig(
  layers: Array<Partial<Record<string, unknown>> | undefined>,
  onInvalid: (key: string, value: unknown) => void = () => undefined,
): RuntimeConfig {
  const result: RuntimeConfig = { ...defaultConfig };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (!Object.hasOwn(readers, key)) continue;
      const read = readers[key as ConfigKey](value);
      if (read === undefined) onInvalid(key, value);
      else Object.assign(result, { [key]: read });
    }
  }
  result.serverHost = result.serverHost.replace(/\/+$/, '');
  return result;
}

/** Loads the configuration the running kiosk uses. `shellHost` (desktop shell) wins over everything. */
export async function loadRuntimeConfig(options: {
  env: Record<string, unknown>;
  fetchImpl?: typeof fetch;
  shellHost?: string;
  onInvalid?: (key: string, value: unknown) => void;
}): Promise<RuntimeConfig> {
  const file = await readConfigFile(options.fetchImpl);
  const shell = options.shellHost ? { serverHost: options.shellHost } : undefined;
  return mergeConfig([configFromEnv(options.env), file, shell], options.onInvalid);
}
