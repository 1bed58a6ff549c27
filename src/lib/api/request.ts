import type * as z from 'zod/mini';

import { isSecretKey, log, REDACTED } from '@/lib/log';

import { apiContext, apiInstance, asAxiosError, isCancelled } from './client';
import { ApiError, extractServerMessage } from './errors';

/** A response slower than this is logged as slow (spec 1 §7). */
export const SLOW_RESPONSE_MS = 10_000;

type Scalar = string | number | boolean;
type FormValue = Scalar | Blob | { blob: Blob; fileName: string } | undefined | null;

export interface RequestOptions<S extends z.ZodMiniType> {
  method: 'GET' | 'POST';
  /** Path under /api/v1, without a leading slash. */
  path: string;
  query?: Record<string, Scalar | undefined | null>;
  /** Sent as multipart/form-data. */
  form?: Record<string, FormValue>;
  /** Sent as application/json. */
  json?: unknown;
  /** Validates the `data` field of the answer. */
  schema: S;
  signal?: AbortSignal;
  /** Extra headers of this call (the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A background call (the outbox's retries): its 503 does not put the kiosk on the maintenance
   * page, which would stop whoever is using the terminal for a write they did not make.
   */
  background?: boolean;
}

/** Builds multipart form data; objects are sent as JSON text, files with their names. */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (typeof value === 'object') form.append(key, value.blob, value.fileName);
    else form.append(key, String(value));
  }
  return form;
}

/** The query as the log shows it: secrets (a PIN, a password) replaced. */
const loggedQuery = (query: RequestOptions<z.ZodMiniType>['query']) =>
  query &&
  Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, isSecretKey(key) ? REDACTED : value]),
  );

const cleanQuery = (query: RequestOptions<z.ZodMiniType>['query']) =>
  query
    ? Object.fromEntries(
        Object.entries(query).filter(([, value]) => value !== undefined && value !== null),
      )
    : undefined;

/**
 * The only way to the server: sends the call, unwraps `{ data }`, validates it, records the
 * response time and code, and turns every failure into an ApiError.
 */
export async function request<S extends z.ZodMiniType>(
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const context = apiContext();
  let started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const path = options.path;
  let body: unknown;
  let status = 0;
  try {
    const instance = await apiInstance();
    // The first call may have waited for axios to download: that is not the server's time.
    started = performance.now();
    const response = await instance.request({
      method: options.method,
      url: path,
      params: cleanQuery(options.query),
      data: options.form ? toFormData(options.form) : options.json,
      headers: {
        ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...options.headers,
      },
      signal: options.signal,
    });
    body = response.data;
    status = response.status;
  } catch (error) {
    const speed = elapsed();
    if (isCancelled(error) || options.signal?.aborted) {
      throw new ApiError({ kind: 'cancelled', path, cause: error });
    }
    const axiosError = asAxiosError(error);
    const code = axiosError?.response?.status ?? 0;
    const serverMessage = extractServerMessage(axiosError?.response?.data);
    context.onSample({ speed, code, error: serverMessage ?? axiosError?.message ?? String(error) });
    log.error(`request failed: ${options.method} ${path}`, {
      status: code,
      response: axiosError?.response?.data,
      request: { query: loggedQuery(options.query), method: options.method },
      typeError: 'NETWORK_ERROR',
    });
    if (code === 503 && !options.background) context.onMaintenance(true);
    throw new ApiError({
      kind: code ? 'http' : 'network',
      path,
      status: code || undefined,
      serverMessage,
      cause: error,
    });
  }
  const speed = elapsed();
  if (speed > SLOW_RESPONSE_MS)
    log.warn(`slow response: ${options.method} ${path} took ${speed} ms`);
  context.onSample({ speed, code: status, error: null });
  context.onMaintenance(false);

  if (!body || typeof body !== 'object' || !('data' in body)) {
    log.error(`response without data: ${options.method} ${path}`, body);
    throw new ApiError({ kind: 'invalid', path, status });
  }
  const parsed = options.schema.safeParse((body as { data: unknown }).data);
  if (!parsed.success) {
    log.error(`invalid response: ${options.method} ${path}`, parsed.error.issues.slice(0, 5));
    throw new ApiError({ kind: 'invalid', path, status, cause: parsed.error });
  }
  return parsed.data;
}
