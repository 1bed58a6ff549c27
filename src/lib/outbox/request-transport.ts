import * as z from 'zod/mini';

import { asAxiosError } from '@/lib/api/transport';
import { isApiError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { writeOptions } from '@/lib/api/write-requests';

import { parseRetryAfter } from './backoff';
import type { OutboxItem, OutboxTransport, SendResult } from './outbox-types';

/** 4xx answers that mean "not now" rather than "never": retried like a 5xx. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

const retryAfterOf = (cause: unknown, now: number) =>
  parseRetryAfter(asAxiosError(cause)?.response?.headers?.['retry-after'], now);

/** The outcome of a failed call: retry network failures, time-outs and 5xx; refuse other 4xx. */
export function classifyFailure(error: unknown, now: number): SendResult {
  if (!isApiError(error)) return { ok: false, retry: true, reason: String(error) };
  const status = error.status ?? 0;
  // A 2xx answer with a body this kiosk cannot read still means the server accepted the write.
  if (status >= 200 && status < 300) return { ok: true };
  const reason = `${error.kind}${status ? ` ${status}` : ''}: ${error.message}`;
  if (status >= 400 && status < 500 && !RETRYABLE_4XX.has(status))
    return { ok: false, retry: false, reason, status };
  return { ok: false, retry: true, reason, retryAfterMs: retryAfterOf(error.cause, now) };
}

/** Sends an outbox item through the one request helper, with its id as the Idempotency-Key. */
export const requestTransport: OutboxTransport = async (item: OutboxItem) => {
  try {
    await request({
      ...writeOptions(item.request),
      background: true,
      headers: {
        'Idempotency-Key': item.id,
        ...(item.token ? { Authorization: `Bearer ${item.token}` } : {}),
      },
      schema: z.unknown(),
    });
    return { ok: true };
  } catch (error) {
    return classifyFailure(error, Date.now());
  }
};
