import { log } from '@/lib/log';

import { readConfigFile } from './config-file';
import { setConfigProblems } from './config-problems';
import { checkConfigLayer, type FoundConfigProblem } from './config-rules.mjs';

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
  /**
   * The installer code's hash (pbkdf2_sha256$<iterations>$<salt>$<key>, `npm run installer-pin`):
   * the health screen (#/health) opens with that code; empty: it stays shut in a server build.
   */
  installerPinHash: string;
}

type ConfigKey = keyof RuntimeConfig;

// Checked by hand (the rule table in config-rules.mjs, shared with scripts/build-mobile.mjs) rather
// than by a zod schema: this runs before the first screen, and zod's runtime is several KiB of the
// start screen's bytes budget (issue 12 item 2).

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
  installerPinHash: '',
};

/**
 * The build-time variable of a key: VITE_ and the key in capitals with underscores (serverHost is
 * VITE_SERVER_HOST), except mode, which is VITE_API_MODE.
 */
export const envName = (key: ConfigKey): string =>
  key === 'mode' ? 'VITE_API_MODE' : `VITE_${key.replace(/[A-Z]/g, '_$&').toUpperCase()}`;

const toTyped = (key: ConfigKey, raw: string): unknown =>
  typeof defaultConfig[key] === 'boolean' ? raw === 'true' || raw === '1' : raw;

/** Reads the VITE_* values that were set at build time. */
export function configFromEnv(env: Record<string, unknown>): Partial<Record<ConfigKey, unknown>> {
  const out: Partial<Record<ConfigKey, unknown>> = {};
  for (const key of Object.keys(defaultConfig) as ConfigKey[]) {
    const raw = env[envName(key)];
    if (typeof raw === 'string' && raw !== '') out[key] = toTyped(key, raw);
  }
  return out;
}

/**
 * Merges layers from lowest to highest priority. A key that is unknown or a value that does not
 * fit its key is ignored and reported, so one typo in config.json cannot take the kiosk down; a PIN
 * key that is too short (or not text) leaves the key empty, so PIN codes refuse to work instead of
 * silently using the default key.
 */
export function mergeConfig(
  layers: Array<Partial<Record<string, unknown>> | undefined>,
  onProblem: (problem: FoundConfigProblem) => void = () => undefined,
): RuntimeConfig {
  const result: RuntimeConfig = { ...defaultConfig };
  for (const layer of layers) {
    if (!layer) continue;
    const { values, problems, pinKeyRefused } = checkConfigLayer(layer);
    problems.forEach(onProblem);
    Object.assign(result, values);
    if (pinKeyRefused && !('pinKey' in values)) result.pinKey = '';
  }
  result.serverHost = result.serverHost.replace(/\/+$/, '');
  return result;
}

/**
 * Loads the configuration the running kiosk uses. `shellHost` (desktop shell) wins over everything.
 * What is wrong with it is logged and kept for the screens (getConfigProblems).
 */
export async function loadRuntimeConfig(options: {
  env: Record<string, unknown>;
  fetchImpl?: typeof fetch;
  shellHost?: string;
}): Promise<RuntimeConfig> {
  const file = await readConfigFile(options.fetchImpl);
  const shell = options.shellHost ? { serverHost: options.shellHost } : undefined;
  const found: FoundConfigProblem[] = file.problem ? [file.problem] : [];
  const config = mergeConfig([configFromEnv(options.env), file.values, shell], (problem) =>
    found.push(problem),
  );
  // Only a faulty configuration loads how its problems are told (the nearest known key of a
  // misspelt one, the English line for the log): a sound one keeps it out of the start's bytes.
  const problems = found.length === 0 ? [] : await toldProblems(found);
  for (const problem of problems) log.warn(`config: ${problem.told}`, problem.problem);
  setConfigProblems(problems.map(({ problem }) => problem));
  return config;
}

async function toldProblems(found: readonly FoundConfigProblem[]) {
  const { describeConfigProblem, withAdvice } = await import('./config-advice.mjs');
  return found.map((raw) => {
    const problem = withAdvice(raw);
    return { problem, told: describeConfigProblem(problem) };
  });
}
