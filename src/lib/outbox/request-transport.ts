import * as z from 'zod/mini';

import { employeeSchema } from '@/lib/api/deferred-schemas';
import { isApiError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { asAxiosError } from '@/lib/api/transport';
import { writeOptions } from '@/lib/api/write-requests';
import { log } from '@/lib/log';

import { keepAcceptedAnswer } from './accepted-answers';
import { parseRetryAfter } from './backoff';
import type { OutboxItem, OutboxTransport, SendResult } from './outbox-types';

/** 4xx answers that mean "not now" rather than "never": retried like a 5xx. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

/** A failed attempt whose answer was 401: the employee's token no longer holds. */
type Unauthorised = { ok: false; retry: true; reason: string; unauthorised: true };

const retryAfterOf = (cause: unknown, now: number) =>
  parseRetryAfter(asAxiosError(cause)?.response?.headers?.['retry-after'], now);

/**
 * The outcome of a failed call: retry network failures, time-outs, 5xx and answers that are not
 * the API's (an HTML page with 200 from a proxy or a single-page app's fallback: the write may not
 * have reached the API); refuse other 4xx. A 401 is told apart: it asks for a fresh login.
 */
export function classifyFailure(
  error: unknown,
  now: number,
): Exclude<SendResult, { ok: true }> | Unauthorised {
  if (!isApiError(error)) return { ok: false, retry: true, reason: String(error) };
  const status = error.status ?? 0;
  const reason = `${error.kind}${status ? ` ${status}` : ''}: ${error.message}`;
  if (status >= 200 && status < 300) {
    log.warn(`${error.path}: a ${status} answer without the API's envelope; the write is kept`);
    return { ok: false, retry: true, reason };
  }
  if (status === 401) return { ok: false, retry: true, reason, unauthorised: true };
  if (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status))
    return { ok: false, retry: false, reason, status };
  return { ok: false, retry: true, reason, retryAfterMs: retryAfterOf(error.cause, now) };
}

/** What a fresh login of a kept write's employee brought (a server without tokens answers none). */
export type Reauth =
  | { ok: true; token: string | null }
  | { ok: false; retry: true; reason: string }
  | { ok: false; retry: false; reason: string; status: number };

/**
 * Logs the kept write's own employee in again, the way the kiosk logs a chosen employee in
 * (`POST employees/auth` with `uuid` and `second_auth=1`, spec 1 §7), without the session's token
 * and without touching the session. Refused (a 4xx, a fired or another employee): the server will
 * not take this employee's writes. Failed otherwise: tried again later.
 */
export async function reauthEmployee(employee: string): Promise<Reauth> {
  try {
    const answer = await request({
      method: 'POST',
      path: 'employees/auth',
      form: { uuid: employee, second_auth: 1 },
      schema: employeeSchema('oneEmployeeSchema'),
      token: null,
      background: true,
    });
    const refused = (reason: string): Reauth => ({ ok: false, retry: false, reason, status: 200 });
    if (answer.uuid !== employee) return refused(`re-login answered another employee`);
    if (answer.is_fired) return refused('re-login refused: the employee is fired');
    return { ok: true, token: answer.token };
  } catch (error) {
    const failure = classifyFailure(error, Date.now());
    if (failure.retry && !('unauthorised' in failure))
      return { ok: false, retry: true, reason: `re-login failed: ${failure.reason}` };
    const status = isApiError(error) ? (error.status ?? 0) : 0;
    return { ok: false, retry: false, reason: `re-login refused: ${failure.reason}`, status };
  }
}

export interface RequestTransportOptions {
  reauth?: (employee: string) => Promise<Reauth>;
  now?: () => number;
}

/**
 * Sends outbox items through the one request helper, each with its own employee's token (never the
 * session's, never another employee's; none when it has none) and with its id as the write's key
 * (sent where the site's server honours one). A 401 (the server forgot the token: a restart, an
 * expiry) logs the item's own employee in again and sends it under the fresh token; only a refused
 * re-login makes it a dead letter.
 */
export function createRequestTransport(options: RequestTransportOptions = {}): OutboxTransport {
  const reauth = options.reauth ?? reauthEmployee;
  const now = options.now ?? Date.now;
  /** Fresh tokens from re-logins, by employee: their other kept writes use them too. */
  const fresh = new Map<string, string | null>();

  const sendWith = async (item: OutboxItem, token: string | null) => {
    try {
      const answer = await request({
        ...writeOptions(item.request),
        background: true,
        token,
        idempotencyKey: item.id,
        schema: z.unknown(),
      });
      // The screen that made the write waits for its first attempt and may read the answer.
      if (item.attempts === 0) keepAcceptedAnswer(item.id, answer);
      return { ok: true } as const;
    } catch (error) {
      return classifyFailure(error, now());
    }
  };

  return async (item) => {
    const token = fresh.has(item.employee)
      ? (fresh.get(item.employee) ?? null)
      : (item.token ?? null);
    const result = await sendWith(item, token);
    if (!('unauthorised' in result)) return result;
    const login = await reauth(item.employee);
    if (!login.ok) return login;
    fresh.set(item.employee, login.token);
    const again = await sendWith(item, login.token);
    const renewed = login.token ? { token: login.token } : {};
    if (again.ok) return again;
    if ('unauthorised' in again) {
      const { unauthorised: _unauthorised, ...kept } = again;
      return { ...kept, reason: `${kept.reason} (after a fresh login)`, ...renewed };
    }
    return again.retry ? { ...again, ...renewed } : again;
  };
}

/** The app's outbox transport. */
export const requestTransport: OutboxTransport = createRequestTransport();
