import axios, { type AxiosError, type AxiosInstance } from 'axios';
import type * as z from 'zod/mini';

import { isSecretKey, log, REDACTED } from '@/lib/log';
import { sliceCheckpoint, yieldToMain } from '@/lib/yield-to-main';

import type { ApiContext } from './client';
import { ApiError, extractServerMessage } from './errors';
import type { FormValue, RequestOptions } from './request';

// The request helper's transport: axios and what sends a call with it. It loads apart from the
// start-up code (./client.ts loads it, index.html preloads it): issue 12, start-screen bytes.

/** A response slower than this is logged as slow (spec 1 §7). */
export const SLOW_RESPONSE_MS = 10_000;

/** Header values must be Latin-1; a Cyrillic terminal name is sent percent-encoded. */
export const headerSafe = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);

/** The AxiosError behind a failure, when the failure is one. */
export const asAxiosError = (error: unknown): AxiosError | undefined =>
  axios.isAxiosError(error) ? error : undefined;

/** Whether a failure is axios's cancellation of an aborted call. */
export const isCancelled = (error: unknown): boolean => axios.isCancel(error);

/**
 * An answer at least this large (bytes) is decoded and read in a task of its own; a smaller one is
 * read at once (its reading takes well under a millisecond, and tests' fake servers answer within
 * promise turns).
 */
export const LARGE_ANSWER_BYTES = 64 * 1024;

/** Bytes of any realm (a test's TextEncoder may not share the page's ArrayBuffer). */
const isBytes = (data: unknown): data is ArrayBuffer =>
  Object.prototype.toString.call(data) === '[object ArrayBuffer]';

const isLarge = (data: unknown): boolean =>
  (isBytes(data) ? data.byteLength : typeof data === 'string' ? data.length : 0) >=
  LARGE_ANSWER_BYTES;

/** Parses JSON text; any other text is kept as it came. */
function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The body of an answer as JSON when it is JSON text (or its bytes), else as it came. This replaces
 * axios's own reading so that the answer's task only receives bytes: they are decoded and parsed
 * after it (see send()).
 */
function readBody(data: unknown): unknown {
  const text = isBytes(data) ? new TextDecoder().decode(data) : data;
  return typeof text === 'string' ? parseText(text) : text;
}

/** Bytes decoded in one go between two checks of the slice's time. */
export const DECODE_PIECE_BYTES = 16 * 1024;

/**
 * Decodes a large answer's bytes a slice at a time (sliceCheckpoint's 8 ms), giving the main thread back
 * before each slice and before the JSON is parsed. Decoding 615 KB of Cyrillic text took one task
 * of 92-162 ms at 4× CPU on a slow terminal; the decoder's stream mode keeps a character that a
 * piece cuts in two whole.
 */
async function readLargeBody(data: unknown): Promise<unknown> {
  if (!isBytes(data)) {
    await yieldToMain();
    return readBody(data);
  }
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const nextSlice = sliceCheckpoint();
  for (let offset = 0; offset < data.byteLength; offset += DECODE_PIECE_BYTES) {
    await nextSlice();
    const length = Math.min(DECODE_PIECE_BYTES, data.byteLength - offset);
    parts.push(decoder.decode(new Uint8Array(data, offset, length), { stream: true }));
  }
  parts.push(decoder.decode());
  await yieldToMain();
  return parseText(parts.join(''));
}

/** Builds the one axios instance of a context; every call of the kiosk goes through it. */
function createInstance(context: ApiContext): AxiosInstance {
  const instance = axios.create({
    baseURL: `${context.config.serverHost}/api/v1/`,
    timeout: context.config.requestTimeoutMs ?? 60_000,
    // The answer stays bytes (axios parses no JSON from them) until send() reads it, a large one
    // in a task of its own (readBody).
    responseType: 'arraybuffer',
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
    return request;
  });
  return instance;
}

const instances = new WeakMap<ApiContext, AxiosInstance>();

/** The axios instance of a context, built on its first call. */
function instanceOf(context: ApiContext): AxiosInstance {
  let instance = instances.get(context);
  if (!instance) instances.set(context, (instance = createInstance(context)));
  return instance;
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

/** The write's key as a query parameter, where the site's server takes it there. */
const keyInQuery = (context: ApiContext, options: RequestOptions<z.ZodMiniType>) =>
  options.idempotencyKey && context.config.idempotencyKey === 'query'
    ? { idempotency_key: options.idempotencyKey }
    : {};

/**
 * The call's own headers: its body's type, its authorisation (its own token, none, or the
 * session's) and the write's key where the site's server takes it as a header. Every other header
 * is one of the spec's (set for every call in createInstance): a server whose CORS lists only those
 * receives every call.
 */
function callHeaders(context: ApiContext, options: RequestOptions<z.ZodMiniType>) {
  const token = options.token === undefined ? context.getToken() : options.token;
  return {
    ...(options.json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(options.idempotencyKey && context.config.idempotencyKey === 'header'
      ? { 'Idempotency-Key': options.idempotencyKey }
      : {}),
  };
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
 * The call's schema. A loader (./deferred-schemas) is asked for it as the call is sent: it answers
 * at once when its module has loaded, and otherwise builds the schema while the answer is on the
 * way. Its failure is read where the schema is awaited.
 */
function schemaOf<S extends z.ZodMiniType>(schema: S | (() => Promise<S>)): Promise<S> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema();
  loading.catch(() => undefined);
  return loading;
}

/** The schema once loaded; one that did not download is a network error, logged. */
async function readSchema<S extends z.ZodMiniType>(
  loading: Promise<S>,
  options: RequestOptions<S>,
  status: number,
): Promise<S> {
  try {
    return await loading;
  } catch (error) {
    log.error(
      `request failed: ${options.method} ${options.path}: its schema did not load`,
      String(error),
    );
    throw new ApiError({
      kind: 'network',
      path: options.path,
      status: status || undefined,
      cause: error,
    });
  }
}

/**
 * Sends a call for ./request.ts: unwraps `{ data }`, validates it, records the response time and
 * code, and turns every failure into an ApiError.
 */
export async function send<S extends z.ZodMiniType>(
  context: ApiContext,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  // A write is sent once its schema is there: the server changes nothing that the kiosk could then
  // not read the answer of. A read's schema loads while the call is on its way.
  let schema: Promise<S> | undefined;
  if (options.method === 'POST') {
    schema = schemaOf(options.schema);
    await readSchema(schema, options, 0);
  }
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const path = options.path;
  let body: unknown;
  let status = 0;
  try {
    const instance = instanceOf(context);
    const answer = instance.request({
      method: options.method,
      url: path,
      params: cleanQuery({ ...options.query, ...keyInQuery(context, options) }),
      data: options.form ? toFormData(options.form) : options.json,
      headers: callHeaders(context, options),
      signal: options.signal,
    });
    schema ??= schemaOf(options.schema);
    const response = await answer;
    body = response.data;
    status = response.status;
  } catch (error) {
    const speed = elapsed();
    if (isCancelled(error) || options.signal?.aborted) {
      throw new ApiError({ kind: 'cancelled', path, cause: error });
    }
    const axiosError = asAxiosError(error);
    const code = axiosError?.response?.status ?? 0;
    const errorBody = readBody(axiosError?.response?.data);
    const serverMessage = extractServerMessage(errorBody);
    context.onSample({ speed, code, error: serverMessage ?? axiosError?.message ?? String(error) });
    log.error(`request failed: ${options.method} ${path}`, {
      status: code,
      response: errorBody,
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
  // The answer's task has only received its bytes; a large answer's are decoded in slices, then
  // parsed and read (the network state, the schema) in tasks of their own, so a flow of 150
  // questions or a dialog of 2,000 messages never holds a slow terminal's main thread for one long
  // task (issue 12 item 4).
  body = isLarge(body) ? await readLargeBody(body) : readBody(body);
  if (speed > SLOW_RESPONSE_MS)
    log.warn(`slow response: ${options.method} ${path} took ${speed} ms`);
  context.onSample({ speed, code: status, error: null });
  context.onMaintenance(false);

  // An empty 204 (a write with nothing to say) is read as an answer without data.
  const noContent = status === 204 && (body === '' || body === undefined || body === null);
  if (!noContent && (!body || typeof body !== 'object' || !('data' in body))) {
    log.error(
      `response without data: ${options.method} ${path}`,
      typeof body === 'string' ? body.slice(0, 300) : body,
    );
    throw new ApiError({ kind: 'invalid', path, status });
  }
  const parsed = (await readSchema(schema, options, status)).safeParse(
    noContent ? undefined : (body as { data: unknown }).data,
  );
  if (!parsed.success) {
    log.error(`invalid response: ${options.method} ${path}`, parsed.error.issues.slice(0, 5));
    throw new ApiError({ kind: 'invalid', path, status, cause: parsed.error });
  }
  return parsed.data;
}
