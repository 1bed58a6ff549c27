/** Error type codes of the spec (spec 1 §8). */
export type ErrorType = 'NETWORK_ERROR' | 'RFID_FAIL' | 'CAMERA_FAIL' | 'ALCO_FAIL';

/**
 * network: no answer; http: an error status; invalid: the answer did not match its schema;
 * cancelled: the caller aborted (handled-stop, never shown to the user).
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid' | 'cancelled';

/** The one error every API call rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly typeError: ErrorType = 'NETWORK_ERROR';
  readonly status: number | undefined;
  /** The server's own message, when it sent one. */
  readonly serverMessage: string | undefined;
  /** A cancelled call is marked handled-stop and is not shown. */
  readonly handledStop: boolean;
  readonly path: string;

  constructor(init: {
    kind: ApiErrorKind;
    path: string;
    status?: number;
    serverMessage?: string;
    cause?: unknown;
  }) {
    super(
      init.serverMessage ??
        `${init.kind} error on ${init.path}${init.status ? ` (${init.status})` : ''}`,
      {
        cause: init.cause,
      },
    );
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.path = init.path;
    this.handledStop = init.kind === 'cancelled';
  }
}

export const isApiError = (value: unknown): value is ApiError => value instanceof ApiError;

/** The longest server message an error toast shows under its title; longer ones are cut. */
export const SERVER_DETAIL_MAX = 200;

/** Cuts text for a toast: trimmed, at most SERVER_DETAIL_MAX characters, an ellipsis where cut. */
export function cutDetail(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > SERVER_DETAIL_MAX
    ? `${trimmed.slice(0, SERVER_DETAIL_MAX - 1).trimEnd()}…`
    : trimmed;
}

/**
 * The server's own message of a failed call, for the error toast (spec 2 §8 "a title and the
 * server message"): shown as text under the title, cut to a sane length; none when it sent none.
 */
export function serverDetail(error: unknown): string | undefined {
  const message = isApiError(error) ? error.serverMessage : undefined;
  return message?.trim() ? cutDetail(message) : undefined;
}

/** Pulls a human message out of an error body: {message}, {data: {message}}, {error}, {errors: [..]}. */
export function extractServerMessage(body: unknown): string | undefined {
  if (typeof body === 'string')
    return body.trim() && body.length < 500 && !body.trimStart().startsWith('<')
      ? body.trim()
      : undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  if (record.data && typeof record.data === 'object') return extractServerMessage(record.data);
  if (Array.isArray(record.errors) && typeof record.errors[0] === 'string') return record.errors[0];
  return undefined;
}
