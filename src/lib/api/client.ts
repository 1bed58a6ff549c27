import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';

import type { RuntimeConfig } from '@/config/env';

export type Platform = 'browser' | 'cordova' | 'electron';

/** One measured call, kept in the app's network state for the device-info bar. */
export interface NetworkSample {
  /** Response time in milliseconds. */
  speed: number;
  /** HTTP status, 0 when no answer came. */
  code: number;
  error: string | null;
}

/** What the request helper needs from the running app; wired once at start-up. */
export interface ApiContext {
  config: Pick<RuntimeConfig, 'serverHost' | 'apiVersion' | 'hostname' | 'ip'> &
    Partial<Pick<RuntimeConfig, 'requestTimeoutMs'>>;
  platform: Platform;
  getToken: () => string | undefined;
  /** Short interface language code: ru, en, kk or ky. */
  getLanguage: () => string;
  onSample: (sample: NetworkSample) => void;
  /** Called with true on a 503 answer and with false on the next good answer. */
  onMaintenance: (active: boolean) => void;
  /** Mock mode: answers come from this adapter instead of the network. */
  adapter?: AxiosAdapter;
}

/** Header values must be Latin-1; a Cyrillic terminal name is sent percent-encoded. */
export const headerSafe = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);

let current: { instance: AxiosInstance; context: ApiContext } | undefined;

/** Builds the one axios instance; every call of the kiosk goes through it. */
export function configureApi(context: ApiContext): AxiosInstance {
  const instance = axios.create({
    baseURL: `${context.config.serverHost}/api/v1/`,
    timeout: context.config.requestTimeoutMs ?? 60_000,
    ...(context.adapter ? { adapter: context.adapter } : {}),
  });
  instance.interceptors.request.use((request) => {
    request.headers.set('X-VERSION', context.config.apiVersion);
    request.headers.set(
      'X-HOSTNAME',
      headerSafe(context.config.hostname || globalThis.location?.hostname || 'terminal'),
    );
    request.headers.set('X-IP', context.config.ip);
    request.headers.set('X-PLATFORM', context.platform);
    request.headers.set('X-LANGUAGE', context.getLanguage());
    // A call that names its own authorisation (an outbox item made in an earlier session) keeps it.
    const token = context.getToken();
    if (token && !request.headers.has('Authorization'))
      request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });
  current = { instance, context };
  return instance;
}

/** The configured client; throws when start-up has not wired it yet (a programming error). */
export function apiClient(): { instance: AxiosInstance; context: ApiContext } {
  if (!current) throw new Error('API client used before configureApi()');
  return current;
}
