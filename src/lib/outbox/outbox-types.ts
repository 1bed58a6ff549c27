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
  /** Client-generated, sent as the Idempotency-Key header on every attempt. */
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

/** An item the server refused (a 4xx answer): kept for an installer, never sent again. */
export interface DeadLetter extends OutboxItem {
  deadAt: number;
  status: number;
}

/** What became of one attempt to send an item. */
export type SendResult =
  | { ok: true }
  | { ok: false; retry: true; reason: string; retryAfterMs?: number }
  | { ok: false; retry: false; reason: string; status: number };

/** Sends one item to the server and reports the result; never throws. */
export type OutboxTransport = (item: OutboxItem) => Promise<SendResult>;

/**
 * What the first attempt after a request to send brought: sent (accepted), retrying (failed, kept
 * and tried again later), dead (refused), waiting (kept, not tried: an earlier item of the employee
 * goes first, or it is not due yet), unsent (failed where there is no outbox: nothing was kept).
 */
export type AttemptOutcome = 'sent' | 'retrying' | 'dead' | 'waiting' | 'unsent';

/** Whether the write is kept to arrive later (the employee's part is done). */
export const isKept = (outcome: AttemptOutcome) => outcome === 'retrying' || outcome === 'waiting';

/** Whether an item was added, or was already known by its id. */
export type AddResult = 'added' | 'exists' | 'delivered' | 'dead';

/** Counts for the device-info popover and the installer's view. */
export interface OutboxStatus {
  pending: number;
  dead: number;
}
