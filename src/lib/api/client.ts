import type { AxiosAdapter, AxiosError, AxiosInstance, AxiosStatic } from 'axios';

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

// axios is loaded on first use, not with the start screen (issue 12: start-screen bytes).
let transport: AxiosStatic | undefined;
let loading: Promise<AxiosStatic> | undefined;

/** Loads axios once; a failed download is forgotten, so the next call tries again. */
function loadTransport(): Promise<AxiosStatic> {
  loading ??= import('axios').then(
    (module) => (transport = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts downloading the HTTP transport (axios) ahead of the first call; safe to call often. */
export function preloadTransport(): void {
  // A failure here is not the caller's: the first call retries the download and reports it.
  loadTransport().catch(() => undefined);
}

/** The AxiosError behind a failure, when the failure is one (axios is loaded by then). */
export const asAxiosError = (error: unknown): AxiosError | undefined =>
  transport?.isAxiosError(error) ? error : undefined;

/** Whether a failure is axios's cancellation of an aborted call. */
export const isCancelled = (error: unknown): boolean => transport?.isCancel(error) ?? false;

let current: { context: ApiContext; instance?: AxiosInstance } | undefined;

/** Builds the one axios instance of a context; every call of the kiosk goes through it. */
function createInstance(axios: AxiosStatic, context: ApiContext): AxiosInstance {
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
  return instance;
}

/**
 * Wires the request helper to the running app. The axios instance is built at once when axios is
 * loaded, else on the first call; configuring starts the download.
 */
export function configureApi(context: ApiContext): void {
  current = { context, instance: transport && createInstance(transport, context) };
  preloadTransport();
}

/** The configured context; throws when start-up has not wired it yet (a programming error). */
export function apiContext(): ApiContext {
  if (!current) throw new Error('API client used before configureApi()');
  return current.context;
}

/** The one axios instance of the configured context, loading axios on the first call. */
export async function apiInstance(): Promise<AxiosInstance> {
  const configured = current;
  if (!configured) throw new Error('API client used before configureApi()');
  if (configured.instance) return configured.instance;
  const axios = await loadTransport();
  configured.instance ??= createInstance(axios, configured.context);
  return configured.instance;
}
