/**
 * The health screen's server checks, with the page's own fetch: a browser sends no OPTIONS of its
 * own making, so the CORS check sends real calls to the settings endpoint with exactly the headers
 * the kiosk sends (src/lib/api/transport.ts) and reads which ones the browser would not let through.
 */

/** What the kiosk's calls carry: the spec's headers, and those of a call with a body or a session. */
export interface KioskHeaderValues {
  apiVersion: string;
  hostname: string;
  ip: string;
  platform: string;
  language: string;
  /** The write key's header, where the site's server takes it (configuration idempotencyKey). */
  idempotencyHeader: boolean;
}

/** Header values must be Latin-1; a Cyrillic terminal name is sent percent-encoded (as transport does). */
const headerSafe = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);

/** The headers every call of the kiosk carries (the settings call at start sends these). */
export const startHeaders = (values: KioskHeaderValues): Record<string, string> => ({
  'X-VERSION': values.apiVersion,
  'X-HOSTNAME': headerSafe(values.hostname),
  'X-IP': values.ip,
  'X-PLATFORM': values.platform,
  'X-LANGUAGE': values.language,
});

/** Every header some call of the kiosk sends: a JSON body's type, a session's token, a write key. */
export const allHeaders = (values: KioskHeaderValues): Record<string, string> => ({
  ...startHeaders(values),
  'Content-Type': 'application/json',
  Authorization: 'Bearer health-check',
  ...(values.idempotencyHeader ? { 'Idempotency-Key': 'health-check' } : {}),
});

/** One call's outcome: the status the server answered and the time, or no answer the page may read. */
export type CallOutcome =
  { ok: true; status: number; ms: number } | { ok: false; ms: number; message: string };

/** The CORS check: passed, refused naming the headers, refused without telling which, or not run. */
export type CorsResult =
  | { status: 'passed' }
  | { status: 'refused'; headers: string[] }
  | { status: 'refusedUnknown'; headers: string[] }
  | { status: 'unreachable' };

export interface ServerReport {
  url: string;
  /** A plain GET without custom headers (no preflight): is the server there at all. */
  plain: CallOutcome;
  /** The settings call as the kiosk sends it at start. */
  settings: CallOutcome;
  cors: CorsResult;
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Sends one GET and times it; a network failure (CORS included: the page cannot tell) is not ok. */
export async function timedGet(
  fetchImpl: Fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<CallOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'GET',
      headers,
      mode: 'cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: abort.signal,
    });
    return { ok: true, status: response.status, ms: ms() };
  } catch (error) {
    return { ok: false, ms: ms(), message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Names the headers the server refuses: each one alone on a call that passes without it. */
async function refusedHeaders(
  fetchImpl: Fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<CorsResult> {
  const names = Object.keys(headers);
  const alone = await Promise.all(
    names.map((name) => timedGet(fetchImpl, url, { [name]: headers[name]! }, timeoutMs)),
  );
  const refused = names.filter((_, index) => !alone[index]!.ok);
  return refused.length
    ? { status: 'refused', headers: refused }
    : { status: 'refusedUnknown', headers: names };
}

/** Runs the server checks against `${serverHost}/api/v1/settings`. */
export async function checkServer(options: {
  serverHost: string;
  values: KioskHeaderValues;
  timeoutMs: number;
  fetchImpl?: Fetch;
}): Promise<ServerReport> {
  const fetchImpl = options.fetchImpl ?? ((url, init) => fetch(url, init));
  const url = `${options.serverHost}/api/v1/settings`;
  const plain = await timedGet(fetchImpl, url, {}, options.timeoutMs);
  const settings = await timedGet(fetchImpl, url, startHeaders(options.values), options.timeoutMs);
  const every = allHeaders(options.values);
  const full = await timedGet(fetchImpl, url, every, options.timeoutMs);
  let cors: CorsResult;
  if (full.ok && settings.ok) cors = { status: 'passed' };
  else if (!plain.ok) cors = { status: 'unreachable' };
  else cors = await refusedHeaders(fetchImpl, url, every, options.timeoutMs);
  return { url, plain, settings, cors };
}
