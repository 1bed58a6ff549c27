import type * as z from 'zod/mini';

import { log } from '@/lib/log';

import { apiContext, loadTransport } from './client';
import { ApiError } from './errors';

type Scalar = string | number | boolean;
export type FormValue = Scalar | Blob | { blob: Blob; fileName: string } | undefined | null;

export interface RequestOptions<S extends z.ZodMiniType> {
  method: 'GET' | 'POST';
  /** Path under /api/v1, without a leading slash. */
  path: string;
  query?: Record<string, Scalar | undefined | null>;
  /** Sent as multipart/form-data. */
  form?: Record<string, FormValue>;
  /** Sent as application/json. */
  json?: unknown;
  /**
   * Validates the `data` field of the answer. A loader of the schema (a schema kept out of the start
   * code, ./deferred-schemas) is asked as a read is sent, so building the schema overlaps the wait
   * for the answer instead of delaying the call; a write waits for its schema before it is sent.
   */
  schema: S | (() => Promise<S>);
  signal?: AbortSignal;
  /**
   * The call's own authorisation: a token, or null for none. Left out, the logged-in session's
   * token is sent. A kept write speaks for its own employee and never borrows the session's.
   */
  token?: string | null;
  /**
   * The write's own key (a kept write's outbox id), sent the way the site's server honours it
   * (configuration `idempotencyKey`), or not at all (the default).
   */
  idempotencyKey?: string;
  /**
   * A background call (the outbox's retries): its 503 does not put the kiosk on the maintenance
   * page, which would stop whoever is using the terminal for a write they did not make.
   */
  background?: boolean;
}

/** The query as the log may show it on a failed download: its keys only. */
const queryKeys = (query: RequestOptions<z.ZodMiniType>['query']) => Object.keys(query ?? {});

/**
 * The only way to the server: sends the call, unwraps `{ data }`, validates it, records the
 * response time and code, and turns every failure into an ApiError. The sending (axios) loads with
 * the first call (./transport.ts); a failed download of it is a network error, tried again next call.
 */
export async function request<S extends z.ZodMiniType>(
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const context = apiContext();
  let transport: Awaited<ReturnType<typeof loadTransport>>;
  try {
    transport = await loadTransport();
  } catch (error) {
    if (options.signal?.aborted)
      throw new ApiError({ kind: 'cancelled', path: options.path, cause: error });
    context.onSample({ speed: 0, code: 0, error: String(error) });
    log.error(`request failed: ${options.method} ${options.path}`, {
      status: 0,
      request: { query: queryKeys(options.query), method: options.method },
      typeError: 'NETWORK_ERROR',
    });
    throw new ApiError({ kind: 'network', path: options.path, cause: error });
  }
  return transport.send(context, options);
}
