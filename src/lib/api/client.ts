import type { AxiosAdapter } from 'axios';

import type { RuntimeConfig } from '@/config/env';
import { deferredModule } from '@/lib/hooks/use-deferred-module';

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
    Partial<Pick<RuntimeConfig, 'requestTimeoutMs' | 'idempotencyKey'>>;
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

const transport = deferredModule(() => import('./transport'));

/** Loads the transport (axios and the sending) once; a failed download is tried again next time. */
export const loadTransport = () => transport.load();

/** Starts downloading the transport ahead of the first call; safe to call often. */
export function preloadTransport(): void {
  // A failure here is not the caller's: the first call retries the download and reports it.
  loadTransport().catch(() => undefined);
}

let current: ApiContext | undefined;

/** Wires the request helper to the running app; starts downloading the transport. */
export function configureApi(context: ApiContext): void {
  current = context;
  preloadTransport();
}

/** The configured context; throws when start-up has not wired it yet (a programming error). */
export function apiContext(): ApiContext {
  if (!current) throw new Error('API client used before configureApi()');
  return current;
}
