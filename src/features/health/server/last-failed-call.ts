import { extractServerMessage } from '@/lib/api/errors';
import type { LogRecord } from '@/lib/log';

/** The last call the kiosk logged as failed: what, when, its status (0: no answer) and the server's word. */
export interface FailedCall {
  at: number;
  call: string;
  status: number;
  message?: string;
}

const PREFIX = 'request failed: ';

/** Finds the newest failed call in the log's recent records (src/lib/api logs each one so). */
export function lastFailedCall(records: readonly LogRecord[]): FailedCall | null {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index]!;
    if (!record.message.startsWith(PREFIX)) continue;
    const details = (record.details ?? {}) as { status?: unknown; response?: unknown };
    return {
      at: record.at,
      call: record.message.slice(PREFIX.length),
      status: typeof details.status === 'number' ? details.status : 0,
      message: extractServerMessage(details.response),
    };
  }
  return null;
}
