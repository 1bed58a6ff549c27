/** A form field of a queued request: text, or a file kept as a Blob (IndexedDB stores Blobs as they are). */
export type OutboxFormValue = string | { blob: Blob; fileName: string };

/** The body of a queued request: JSON, multipart form fields with files, or none. */
export type OutboxBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'form'; fields: Record<string, OutboxFormValue> }
  | { kind: 'none' };

/** A write to the server, in a form IndexedDB can keep (no functions, no FormData). */
export interface OutboxRequest {
  method: 'POST';
  /** Path under /api/v1, without a leading slash. */
  path: string;
  query?: Record<string, string>;
  body: OutboxBody;
}

/** A write waiting to be accepted by the server. */
export interface OutboxItem {
  /**
   * Client-generated, the same on every attempt: the kiosk's own record of what was delivered, and
   * the write's key for a server that honours one (configuration `idempotencyKey`).
   */
  id: string;
  /** The employee whose writes are sent in order. */
  employee: string;
  /**
   * The token of that employee's session when the write was made: a later attempt (after a logout,
   * while someone else is logged in) still speaks for the employee who did the work.
   */
  token?: string | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  request: OutboxRequest;
  /** Why the last attempt failed, for the installer's view. */
  lastError?: string;
}

/**
 * An item the server refused (a 4xx answer, or a refused re-login of its employee), or one that
 * failed for too long: kept for an installer, never sent again, and without its token.
 */
export interface DeadLetter extends Omit<OutboxItem, 'token'> {
  deadAt: number;
  /** The refusal's HTTP status; 0 for an item given up after failing too long. */
  status: number;
}

/** What became of one attempt to send an item (`token`: a fresh token of its employee, to keep). */
export type SendResult =
  | { ok: true }
  | { ok: false; retry: true; reason: string; retryAfterMs?: number; token?: string }
  | { ok: false; retry: false; reason: string; status: number };

/** Sends one item to the server and reports the result; never throws. */
export type OutboxTransport = (item: OutboxItem) => Promise<SendResult>;

/**
 * What the first attempt after a request to send brought: sent (accepted), retrying (failed, kept
 * and tried again later), dead (refused), waiting (kept, not tried: an earlier item of the employee
 * goes first, or it is not due yet), unsent (failed, and kept nowhere that outlives the page: the
 * caller keeps its own copy).
 */
export type AttemptOutcome = 'sent' | 'retrying' | 'dead' | 'waiting' | 'unsent';

/** Whether the write is kept to arrive later (the employee's part is done). */
export const isKept = (outcome: AttemptOutcome) => outcome === 'retrying' || outcome === 'waiting';

/**
 * What the employee reads beside the spec's error text about a write that did not go through: it
 * is saved on the terminal and will be sent by itself (so nobody does it again), or it could not be
 * saved (so they try again); nothing for a refusal or a success.
 */
export const outcomeNote = (outcome: AttemptOutcome | string): string | undefined => {
  if (outcome === 'retrying' || outcome === 'waiting') return 'outcome:kept';
  if (outcome === 'unsent') return 'outcome:notKept';
  return undefined;
};

/**
 * Whether an item was added (durably, or only in memory when no storage would take it), or was
 * already known by its id.
 */
export type AddResult = 'added' | 'volatile' | 'exists' | 'delivered' | 'dead';

/** Counts for the device-info popover and the installer's view. */
export interface OutboxStatus {
  pending: number;
  dead: number;
}
